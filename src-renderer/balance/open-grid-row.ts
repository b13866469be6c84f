/**
 * Opening a grid row as a build on its ruleset's screen: the build the row stands for (the base
 * build's stats and conditions with the row's race, class and score; no items, talents, skills,
 * sign or stat changes), at the level clicked. A build already in the project that is exactly that
 * build is reused; otherwise one is added, named as the row reads ("Gnome Wizard, Int 14"). One
 * undoable edit, named "Open Gnome Wizard, Int 14 at level 30".
 */
import type { BalanceGrid, GridRow } from '../../shared/balance/grid';
import type { Nethack34Build, RaceId, RoleId } from '../../shared/rulesets/nethack34/data';
import { findNethackStat } from '../../shared/rulesets/nethack34/grid';
import type { WillpowerBuild } from '../../shared/rulesets/willpower/data';
import { findWillpowerStat } from '../../shared/rulesets/willpower/grid';
import type { EditPlace } from '../lib/edit-place';
import type { ProjectStore } from '../lib/project.svelte';

/** The Willpower build a row stands for, under the base's id and name. */
export function willpowerRowBuild(
  base: WillpowerBuild,
  grid: Pick<BalanceGrid, 'spreadStat'>,
  row: GridRow,
  level: number,
): WillpowerBuild {
  const stat = grid.spreadStat === null ? undefined : findWillpowerStat(grid.spreadStat);
  return {
    ...base,
    raceId: row.raceId,
    classId: row.classId,
    level,
    stats:
      stat === undefined || row.score === null ? base.stats : { ...base.stats, [stat]: row.score },
    itemIds: [],
    talents: [],
    skills: [],
    horoscopeId: null,
  };
}

/** The NetHack build a row stands for, under the base's id and name. */
export function nethackRowBuild(
  base: Nethack34Build,
  grid: Pick<BalanceGrid, 'spreadStat'>,
  row: GridRow,
): Nethack34Build {
  const stat = grid.spreadStat === null ? undefined : findNethackStat(grid.spreadStat);
  return {
    id: base.id,
    name: base.name,
    roleId: row.classId as RoleId,
    raceId: row.raceId as RaceId,
    con: stat === 'con' && row.score !== null ? row.score : base.con,
    wis: stat === 'wis' && row.score !== null ? row.score : base.wis,
    int: base.int,
    regen: base.regen,
  };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The same build but for its id, name and (Willpower) level. */
function sameBuild(a: object, b: object): boolean {
  const what = (build: object) => JSON.stringify({ ...build, id: '', name: '', level: 0 });
  return what(a) === what(b);
}

/**
 * Puts `wanted` in the section: the build that already is it (its level moved to `level` when it
 * has one), or a new one named `label`. Returns its id.
 */
export function placeGridBuild<K extends 'willpower' | 'nethack34'>(
  project: ProjectStore,
  section: K,
  screenName: string,
  wanted: K extends 'willpower' ? WillpowerBuild : Nethack34Build,
  label: string,
  level: number,
): string {
  const builds = project.builds(section) as readonly (WillpowerBuild | Nethack34Build)[];
  const place = (buildId: string, name: string): EditPlace => ({
    what: `Open ${name} at level ${level}`,
    screenId: section,
    screenName,
    where: name,
    section,
    buildId,
    fieldId: null,
  });
  const known = builds.find((build) => sameBuild(build, wanted));
  if (known !== undefined) {
    if ('level' in known && known.level !== level) {
      project.editAt(place(known.id, known.name), () =>
        project.updateBuild('willpower', known.id, (build) => ({ ...build, level })),
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
    project.addBuild(section, { ...wanted, id, name } as never),
  );
  return id;
}
