/**
 * What NetHack 3.4 gives the regeneration comparison: its HP and its power (the comparison's mana
 * pool), counted in turns (one move at speed 12, so one turn of the axis). NetHack is random: its
 * lines are expected values with a 5–95% band, under the build's Int and `regen` options.
 */
import {
  cleanTurns,
  defineRegenComparison,
  REGEN_WINDOW,
  turnsText,
  type RegenFigures,
  type RegenLevelFigures,
} from '../../analysis/regen-comparison';
import { convolvePower, distKey, mean, quantile, shift, type Dist } from '../../engine/dist';
import type { Memo } from '../../engine/memo';
import { nethackAdvancement } from './advancement';
import type { Nethack34Build, Nethack34Data } from './data';
import { nethackEndurance, type NethackEndurancePattern } from './endurance';
import { NETHACK_ENDURANCE } from './endurance-analysis';
import { nethackRegenView, type NethackRegenViewRow } from './regen-view';
import { expectedTurnsToGain } from './time-to-full';

/**
 * The gain over turns 1..100 of the counter: ⌊100 / interval⌋ events, plus the other turns.
 * Remembered by schedule: from XL 10 on, NetHack's levels mostly share one.
 */
function windowGain(
  interval: number | null,
  amount: Dist,
  otherTurns: number,
  memo: Memo,
): Dist | null {
  if (interval === null) return null;
  const events = Math.floor(REGEN_WINDOW / interval);
  const key = `compare/window-gain\n${events}|${otherTurns}|${distKey(amount)}`;
  return memo.get(key, () =>
    shift(convolvePower(amount, events), otherTurns * (REGEN_WINDOW - events)),
  );
}

function bandText(band: readonly [number | null, number | null] | undefined): string {
  if (band === undefined) return '';
  const [low, high] = band.map((value) => (value === null ? 'never' : turnsText(value)));
  return `${low}\u2013${high}`;
}

/** A build's figures for one pool, whatever its position or name in the project. */
function nethackPoolFigures(
  data: Nethack34Data,
  build: Nethack34Build,
  pool: 'hp' | 'mana',
  memo: Memo,
): RegenFigures {
  // The build's advancement and regeneration serve both pools (and the NetHack screen).
  const advancement = nethackAdvancement(data, build, memo);
  const rows = nethackRegenView(data, build, memo);
  const hp = pool === 'hp';
  const figuresAt = (row: NethackRegenViewRow): RegenLevelFigures => {
    const summary = advancement.levels[row.xl - 1];
    const pools = hp ? summary?.hp : summary?.pw;
    const interval = hp ? row.hpInterval : row.pwInterval;
    const amount = hp ? row.hpAmount : row.pwAmount;
    const other = hp ? row.hpOtherTurns : 0;
    const gain = windowGain(interval, amount, other, memo);
    const start = hp ? 1 : 0;
    const fill = (target: number | undefined): number | null =>
      interval === null || target === undefined
        ? null
        : expectedTurnsToGain(Math.max(0, target - start), interval, amount, other, 1, memo);
    return {
      level: row.xl,
      pool: hp ? row.maxHp : row.maxPw,
      // Strain that costs HP has no events: its (negative) expected net per 100 turns.
      per100:
        gain === null
          ? (hp ? row.hpPer1000Turns : row.pwPer1000Turns) / 10
          : cleanTurns(mean(gain)),
      ...(gain === null ? {} : { per100Band: [quantile(gain, 0.05), quantile(gain, 0.95)] }),
      turnsToFull: hp ? row.hpTurnsToFull : row.pwTurnsToFull,
      turnsBand: [fill(pools?.p5), fill(pools?.p95)],
    };
  };
  const levels = rows.map(figuresAt);
  return {
    levels,
    trace: (level) => {
      const row = rows[level - 1];
      const summary = advancement.levels[level - 1];
      const figures = levels[level - 1];
      if (row === undefined || summary === undefined || figures === undefined) return [];
      const pools = hp ? summary.hp : summary.pw;
      const interval = hp ? row.hpInterval : row.pwInterval;
      const amount = hp ? row.hpAmount : row.pwAmount;
      const what = hp ? 'HP' : 'power';
      return [
        `Max ${what} at XL ${level}: median ${pools.p50} (5\u201395%: ${pools.p5}\u2013${pools.p95}).`,
        interval === null
          ? `No ${what} comes back under these conditions.`
          : `${what === 'HP' ? 'HP' : 'Power'} comes back every ${interval} turns, ` +
            `${turnsText(mean(amount))} on average each time` +
            (hp && row.hpOtherTurns > 0 ? ', and 1 on every other turn (Regeneration).' : '.'),
        figures.turnsToFull === null
          ? 'The pool never fills.'
          : `Expected ${turnsText(figures.turnsToFull)} turns from ${hp ? '1 HP' : '0'} to the ` +
            `median pool, played turn by turn from turn 1 (${bandText(figures.turnsBand)} for ` +
            'the 5% and 95% pools).',
      ];
    },
  };
}

export const NETHACK34_REGEN_COMPARISON = defineRegenComparison<
  Nethack34Data,
  Nethack34Build,
  RegenFigures,
  NethackEndurancePattern
>({
  ruleset: 'nethack34',
  system: 'NetHack 3.4',
  short: 'NetHack',
  pools: [
    { id: 'hp', word: 'HP' },
    { id: 'mana', word: 'power' },
  ],
  note: 'HP and power, expected values with a 5–95% band',
  banded: true,
  time: { unit: 'turns (one move at speed 12)', seconds: false, asTurns: () => '1 turn = 1 turn' },
  stops: 'at XL 30',
  // Its turns are the axis's: a build's HP and power lines share its advancement and regeneration.
  own: (data, build, pool, memo) => nethackPoolFigures(data, build, pool, memo),
  figures: (figures) => figures,
  // The character fights its Endurance card's pattern on its median power, in turns.
  endurance: {
    pool: 'mana',
    initial: NETHACK_ENDURANCE.initial,
    fight: (data, build, stored, memo) => {
      const result = nethackEndurance({ data, build, pattern: stored, xl: 1 }, memo);
      return {
        basis: result.basis,
        levels: result.levels.map((row) => ({
          level: row.xl,
          kill: row.turnsToKill,
          rest: row.restTurns,
        })),
      };
    },
  },
});
