/**
 * What DCSS gives the regeneration comparison: its HP (the seed has no other pool), counted in
 * turns of 10 auts (one move at normal speed, so one turn of the axis), at every level of the
 * build's max-HP curve.
 */
import {
  cleanTurns,
  defineRegenComparison,
  REGEN_WINDOW,
  turnsText,
  type RegenFigures,
} from '../../analysis/regen-comparison';
import { formatExplained } from '../../engine/explain';
import type { DcssBuild, DcssData } from './data';
import { computeDcssEndurance, type DcssEndurancePattern } from './endurance';
import { DCSS_ENDURANCE } from './endurance-analysis';
import { computeRegenAt } from './regen';
import { assertDcssInput } from './validate';

function dcssFigures(data: DcssData, build: DcssBuild): RegenFigures {
  const rules = data.rules;
  const curve = build.maxHpByLevel.slice(0, data.maxLevel);
  // The data and build checked once, not once per level.
  assertDcssInput(data, build);
  const at = (mhp: number) => computeRegenAt(rules, build, mhp);
  const levels = curve.map((mhp, i) => {
    const regen = at(mhp);
    // Points per turn of 10 auts: an action's points spread over the time it really takes.
    const perTurn = (regen.pointsPerAction * rules.autsPerTurn) / build.actionAuts;
    return {
      level: i + 1,
      pool: mhp,
      per100: cleanTurns((perTurn * REGEN_WINDOW) / rules.pointsPerHp),
      turnsToFull: regen.turnsToFull,
    };
  });
  return {
    levels,
    trace: (level) => {
      const mhp = curve[level - 1];
      if (mhp === undefined) return [];
      const regen = at(mhp);
      return [
        `Max HP ${mhp} at XL ${level} (the build's max-HP curve).`,
        `BRR: ${formatExplained(regen.brr)}.`,
        `TRR: ${formatExplained(regen.trr)}: ${regen.rateText}.`,
        regen.turnsToFull === null
          ? 'No HP comes back: the pool never fills.'
          : `From 1 HP: ${turnsText(regen.turnsToFull)} turns of 10 auts, the remainder carried.`,
      ];
    },
  };
}

export const DCSS_REGEN_COMPARISON = defineRegenComparison<
  DcssData,
  DcssBuild,
  RegenFigures,
  DcssEndurancePattern
>({
  ruleset: 'dcss',
  system: 'DCSS',
  short: 'DCSS',
  pools: [{ id: 'hp', word: 'HP' }],
  note: 'HP, from each build’s max-HP curve',
  banded: false,
  time: {
    unit: 'turns of 10 auts (one move at normal speed)',
    seconds: false,
    asTurns: () => '1 turn = 1 turn',
  },
  stops: 'at its curve, 27',
  // Its turns are the axis's: the figures do not depend on the exchange rate, so all is remembered.
  own: (data, build, pool) => (pool === 'hp' ? dcssFigures(data, build) : null),
  figures: (figures) => figures,
  // The build trades hit points with one monster: its kill time is one spread for every XL.
  endurance: {
    pool: 'hp',
    poolNote: 'its seed has no other pool, so a DCSS fight trades hit points',
    initial: DCSS_ENDURANCE.initial,
    fight: (data, build, stored) => {
      const result = computeDcssEndurance({ data, build, pattern: stored, xl: 1 });
      return {
        basis: result.basis,
        levels: result.levels.map((row) => ({
          level: row.xl,
          kill: result.turnsToKill,
          rest: row.restTurns,
        })),
      };
    },
  },
});
