/**
 * Opening a grid row as a build on its ruleset's screen: the build the row stands for (the base
 * build's stats and conditions with the row's race, class and score; no items, talents, skills,
 * sign or stat changes; DCSS: the row's build with the spread source's level), at the level
 * clicked (DCSS: that XL's max HP, the one its calculator explains). A build already in the project that is exactly that
 * build is reused; otherwise one is added, named as the row reads ("Gnome Wizard, Int 14"). One
 * undoable edit, named "Open Gnome Wizard, Int 14 at level 30".
 */
import type { BalanceGrid, GridRow } from '../../shared/analysis/grid';
import type { DcssBuild } from '../../shared/rulesets/dcss/data';
import { findDcssSource } from '../../shared/rulesets/dcss/grid';
import type {
  Nethack34Build,
  NethackRace,
  RaceId,
  RoleId,
} from '../../shared/rulesets/nethack34/data';
import { findNethackStat } from '../../shared/rulesets/nethack34/grid';
import type { Race, WillpowerBuild } from '../../shared/rulesets/willpower/data';
import { findWillpowerStat } from '../../shared/rulesets/willpower/grid';
import type { EditPlace } from '../lib/edit-place';
import type { BuildOf, ProjectStore } from '../lib/project.svelte';

/**
 * The Willpower build a row stands for, under the base's id and name: its stats the base's, or its
 * race's typical ones (`races`, the data's) when the grid gave rows those.
 */
export function willpowerRowBuild(
  base: WillpowerBuild,
  races: readonly Race[],
  grid: Pick<BalanceGrid, 'spreadStat' | 'raceStats'>,
  row: GridRow,
  level: number,
): WillpowerBuild {
  const stat = grid.spreadStat === null ? undefined : findWillpowerStat(grid.spreadStat);
  const raceId = row.ids[0] ?? base.raceId;
  const own =
    (grid.raceStats ? races.find((race) => race.id === raceId)?.typicalStats : undefined) ??
    base.stats;
  return {
    ...base,
    raceId,
    classId: row.ids[1] ?? base.classId,
    level,
    stats: stat === undefined || row.score === null ? own : { ...own, [stat]: row.score },
    itemIds: [],
    talents: [],
    skills: [],
    horoscopeId: null,
  };
}

/** The NetHack build a row stands for, under the base's id and name (Con and Wis as the grid's). */
export function nethackRowBuild(
  base: Nethack34Build,
  races: readonly NethackRace[],
  grid: Pick<BalanceGrid, 'spreadStat' | 'raceStats'>,
  row: GridRow,
): Nethack34Build {
  const stat = grid.spreadStat === null ? undefined : findNethackStat(grid.spreadStat);
  const raceId = (row.ids[0] ?? base.raceId) as RaceId;
  const own =
    (grid.raceStats ? races.find((race) => race.id === raceId)?.typicalStats : undefined) ?? base;
  return {
    id: base.id,
    name: base.name,
    roleId: (row.ids[1] ?? base.roleId) as RoleId,
    raceId,
    con: stat === 'con' && row.score !== null ? row.score : own.con,
    wis: stat === 'wis' && row.score !== null ? row.score : own.wis,
    int: base.int,
    regen: base.regen,
  };
}

/** The DCSS build a row stands for: the row's build with its spread source's level. */
export function dcssRowBuild(
  build: DcssBuild,
  grid: Pick<BalanceGrid, 'spreadStat'>,
  row: GridRow,
): DcssBuild {
  const source = grid.spreadStat === null ? undefined : findDcssSource(grid.spreadStat);
  if (source === undefined || row.score === null) return build;
  return { ...build, [source]: row.score } as DcssBuild;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Where a build's screen looks, as the clicked cell asks: Willpower's level, DCSS's max HP (the
 * XL's, from the build's curve); null for NetHack, whose screen picks its XL without an edit.
 */
export interface GridFocus {
  readonly field: 'level' | 'maxHp';
  readonly value: number;
}

/** The same build but for its id, name and the focus field. */
function sameBuild(a: object, b: object, focus: GridFocus | null): boolean {
  const what = (build: object) =>
    JSON.stringify({ ...build, id: '', name: '', ...(focus && { [focus.field]: 0 }) });
  return what(a) === what(b);
}

type GridSection = 'willpower' | 'nethack34' | 'dcss';

/** Where the row opens: the section, its screen's name and how it says level ("level", "XL"). */
export interface GridPlace<K extends GridSection> {
  readonly section: K;
  readonly screenName: string;
  readonly levelWord: 'level' | 'XL';
}

/**
 * Puts `wanted` in the section: the build that already is it (its focus field moved to the
 * cell's), or a new one named `label`. Returns its id.
 */
export function placeGridBuild<K extends GridSection>(
  project: ProjectStore,
  { section, screenName, levelWord }: GridPlace<K>,
  wanted: BuildOf<K>,
  label: string,
  level: number,
  focus: GridFocus | null,
): string {
  const builds = project.builds(section);
  const place = (buildId: string, name: string): EditPlace => ({
    what: `Open ${name} at ${levelWord} ${level}`,
    screenId: section,
    screenName,
    where: name,
    section,
    buildId,
    fieldId: null,
  });
  const known = builds.find((build) => sameBuild(build, wanted, focus));
  if (known !== undefined) {
    if (focus !== null && (known as Record<string, unknown>)[focus.field] !== focus.value) {
      project.editAt(place(known.id, known.name), () =>
        project.updateBuild(section, known.id, (build) => ({
          ...build,
          [focus.field]: focus.value,
        })),
      );
    }
    return known.id;
  }
  const names = new Set(builds.map((build) => build.name.toLowerCase()));
  const ids = new Set(builds.map((build) => build.id));
  let name = label;
  for (let n = 2; names.has(name.toLowerCase()); n += 1) name = `${label} (${n})`;
  let id = `grid-${slug(name)}`;
  for (let n = 2; ids.has(id); n += 1) id = `grid-${slug(name)}-${n}`;
  project.editAt(place(id, name), () =>
    project.addBuild(section, {
      ...wanted,
      id,
      name,
      ...(focus && { [focus.field]: focus.value }),
    }),
  );
  return id;
}
