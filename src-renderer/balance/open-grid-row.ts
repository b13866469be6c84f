/**
 * Opening a grid row as a build: the bare build the row stands for (the base build's stats and
 * conditions with the row's race, class and score; no items, talents, skills or sign), at the level
 * clicked. A build already in the project that is exactly that build is reused (its level moved);
 * otherwise one is added, named as the row reads ("Gnome Wizard, Int 14"). One undoable edit.
 */
import { rowLabel, type BalanceGrid, type GridRow } from '../../shared/balance/grid';
import type { WillpowerBuild } from '../../shared/rulesets/willpower/data';
import { findWillpowerStat } from '../../shared/rulesets/willpower/grid';
import type { EditPlace } from '../lib/edit-place';
import type { ProjectStore } from '../lib/project.svelte';

/** The bare build a row stands for, under a placeholder id and name. */
export function gridRowBuild(
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

/** The same build but for its id, name and level. */
function sameBuild(a: WillpowerBuild, b: WillpowerBuild): boolean {
  const what = (build: WillpowerBuild) => JSON.stringify({ ...build, id: '', name: '', level: 0 });
  return what(a) === what(b);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Opens `row` at `level` in the project; returns the build's id. */
export function openGridRow(
  project: ProjectStore,
  base: WillpowerBuild,
  grid: BalanceGrid,
  row: GridRow,
  level: number,
): string {
  const wanted = gridRowBuild(base, grid, row, level);
  const place = (buildId: string, name: string): EditPlace => ({
    what: `Open ${name} at level ${level}`,
    screenId: 'willpower',
    screenName: 'Willpower',
    where: name,
    section: 'willpower',
    buildId,
    fieldId: null,
  });
  const builds = project.builds('willpower');
  const known = builds.find((build) => sameBuild(build, wanted));
  if (known !== undefined) {
    if (known.level !== level) {
      project.editAt(place(known.id, known.name), () =>
        project.updateBuild('willpower', known.id, (b) => ({ ...b, level })),
      );
    }
    return known.id;
  }
  const label = rowLabel(grid, row);
  const names = new Set(builds.map((build) => build.name.toLowerCase()));
  const ids = new Set(builds.map((build) => build.id));
  let name = label;
  for (let n = 2; names.has(name.toLowerCase()); n += 1) name = `${label} (${n})`;
  let id = `grid-${slug(name)}`;
  for (let n = 2; ids.has(id); n += 1) id = `grid-${slug(name)}-${n}`;
  project.editAt(place(id, name), () => project.addBuild('willpower', { ...wanted, id, name }));
  return id;
}
