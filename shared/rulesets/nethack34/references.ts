/** The checks a NetHack section needs beyond its schema (see `shared/project/reference-checks.ts`). */
import { quoted, type ProjectProblem } from '../../project/problems';
import { duplicateIds, idsOf, problem, withoutFullStop } from '../../project/reference-checks';
import type { Nethack34Section } from './schema';
import { validatePair } from './validate';

/**
 * NetHack: unique role, race and build ids, roles allowing races that exist, the Con table going
 * up, role/race pairs the game allows, stats within the data's range.
 */
export function nethackProblems({ data, builds }: Nethack34Section): ProjectProblem[] {
  const base = ['nethack34', 'data'] as const;
  const problems = [
    ...duplicateIds(data.roles, [...base, 'roles']),
    ...duplicateIds(data.races, [...base, 'races']),
    ...duplicateIds(builds, ['nethack34', 'builds']),
  ];
  const races = idsOf(data.races);
  data.roles.forEach((role, index) => {
    role.races.forEach((race, r) => {
      if (!races.has(race)) {
        problems.push(
          problem([...base, 'roles', index, 'races', r], `There is no race ${quoted(race)}`),
        );
      }
    });
  });
  data.conBonus.forEach((row, index) => {
    const before = data.conBonus[index - 1];
    if (before !== undefined && row.minCon <= before.minCon) {
      problems.push(
        problem(
          [...base, 'conBonus', index, 'minCon'],
          `must be above the row before's ${before.minCon} (the rows go up by minCon)`,
        ),
      );
    }
  });
  const lowest = data.conBonus[0]?.minCon ?? 3;
  const statRange = `must be a whole number from ${lowest} to ${data.maxStat}`;
  const inRange = (value: number) => value >= lowest && value <= data.maxStat;
  data.races.forEach((race, index) => {
    for (const stat of ['con', 'wis'] as const) {
      if (!inRange(race.typicalStats[stat])) {
        problems.push(problem([...base, 'races', index, 'typicalStats', stat], statRange));
      }
    }
  });
  builds.forEach((build, index) => {
    const path = ['nethack34', 'builds', index] as const;
    const pair = validatePair(data, build.roleId, build.raceId);
    if (pair !== null) {
      const unknownRole = !data.roles.some((role) => role.id === build.roleId);
      problems.push(problem([...path, unknownRole ? 'roleId' : 'raceId'], withoutFullStop(pair)));
    }
    for (const stat of ['con', 'wis', 'int'] as const) {
      if (!inRange(build[stat])) problems.push(problem([...path, stat], statRange));
    }
    build.statChanges?.forEach((change, c) => {
      const at = [...path, 'statChanges', c] as const;
      if (change.level > data.maxLevel) {
        problems.push(problem([...at, 'level'], `must be a level from 2 to ${data.maxLevel}`));
      }
      for (const stat of ['con', 'wis'] as const) {
        const value = change[stat];
        if (value !== undefined && !inRange(value))
          problems.push(problem([...at, stat], statRange));
      }
    });
  });
  return problems;
}
