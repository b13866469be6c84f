/**
 * One hour is one hour everywhere (issue #36, item 5): the casting economy, the balance grid and
 * endurance count a cast at exactly 3,600 s alike.
 */
import { describe, expect, it } from 'vitest';
import { computeCastingEconomy } from '../../../../shared/rulesets/willpower/casting-economy';
import type { WillpowerBuild } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import {
  computeWillpowerEndurance,
  defaultEndurancePattern,
} from '../../../../shared/rulesets/willpower/endurance';
import { computeWillpowerGrid } from '../../../../shared/rulesets/willpower/grid';
import { HOUR_SECONDS, inTheHour } from '../../../../shared/rulesets/willpower/hour';
import { computeRegenAtLevel } from '../../../../shared/rulesets/willpower/build-regen';

const data = makeDefaultWillpowerData();
const pattern = defaultEndurancePattern(data);
const at = (wil: number): WillpowerBuild => ({ ...TATHREN, stats: { ...TATHREN.stats, wil } });

/** Every figure that counts casts in an hour from empty, for Tathren at level 1 and `wil`. */
function hourFigures(wil: number, every: number) {
  const build = at(wil);
  const cost = computeCastingEconomy(data, build, { conditions: { statusIds: [] } }).sustained[0];
  const endurance = computeWillpowerEndurance({
    data,
    build,
    statusIds: [],
    pattern: { ...pattern, everySeconds: every },
  }).levels[0];
  const grid = computeWillpowerGrid({
    data: { ...data, races: data.races.filter((race) => race.id === build.raceId) },
    base: { ...build, regenStatusIds: [] },
    spec: { levels: [1], measures: ['casts-per-hour'], spread: null },
  }).rows.find((row) => row.ids[1] === build.classId);
  return {
    casting: cost?.castsFromEmpty,
    endurance: endurance?.castsPerHour,
    grid: grid?.cells[0],
  };
}

describe('one hour', () => {
  it('runs from 0 s to 3,600 s, both included', () => {
    expect(HOUR_SECONDS).toBe(3600);
    expect([0, 3599.5, 3600].map(inTheHour)).toEqual([true, true, true]);
    expect([-1, 3600.5, 3601].map(inTheHour)).toEqual([false, false, false]);
  });

  it.each([
    // A point every 120 s at Willpower 20, 6 mana a cast: casts at 720, 1440, …, 3600 s.
    [20, 5],
    // A point every 60 s at 25: a cast every 360 s, the tenth at exactly 3600 s.
    [25, 10],
  ])('counts the cast at exactly 3,600 s everywhere: Willpower %i, %i casts', (wil, casts) => {
    const rate = computeRegenAtLevel(data, at(wil), { statusIds: [] }, 1).rate;
    expect(((6 * (rate?.seconds ?? 0)) / (rate?.points ?? 1)) * casts).toBe(3600);
    expect(hourFigures(wil, 6)).toEqual({ casting: casts, endurance: casts, grid: casts });
  });

  it('gives endurance at a one-second pace what the casting table gives, whatever the Willpower', () => {
    for (const wil of [3, 7, 12, 16, 19, 22, 23, 30]) {
      const figures = hourFigures(wil, 1);
      expect(figures.endurance, `Willpower ${wil}`).toBe(figures.casting);
      expect(figures.grid, `Willpower ${wil}`).toBe(figures.casting);
    }
  });
});
