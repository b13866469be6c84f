/**
 * What Willpower gives the regeneration comparison: its mana (it has no HP regeneration rule),
 * counted in seconds of game time, which the comparison's exchange rate turns into turns. The
 * conditions are the build's own (its ticked statuses, items, talents, sign and skills).
 */
import { defineRegenComparison, REGEN_WINDOW, turnsText } from '../../analysis/regen-comparison';
import { formatExplained } from '../../engine/explain';
import { computeRegenAtLevel, willpowerBuildRegen } from './build-regen';
import type { WillpowerBuild, WillpowerData } from './data';
import { computeWillpowerEndurance, type EndurancePattern } from './endurance';
import { WILLPOWER_ENDURANCE } from './endurance-analysis';

/** A build's regeneration by level in its own seconds (the exchange rate comes later). */
interface WillpowerSeconds {
  readonly levels: readonly {
    readonly level: number;
    readonly maxMana: number;
    readonly secondsPerPoint: number | null;
    readonly secondsToFull: number | null;
  }[];
  readonly conditions: { readonly statusIds: readonly string[] };
}

export const WILLPOWER_REGEN_COMPARISON = defineRegenComparison<
  WillpowerData,
  WillpowerBuild,
  WillpowerSeconds,
  EndurancePattern | null
>({
  ruleset: 'willpower',
  system: 'Willpower',
  short: 'Willpower',
  pools: [{ id: 'mana', word: 'mana' }],
  note: 'Mana (Willpower has no HP regeneration rule)',
  banded: false,
  time: {
    unit: 'seconds of game time',
    seconds: true,
    asTurns: (secondsPerTurn) =>
      `1 turn = ${secondsPerTurn} s (the exchange rate; an assumption, edit it)`,
  },
  stops: null,
  own: (data, build, pool, memo) => {
    if (pool !== 'mana') return null;
    const conditions = { statusIds: build.regenStatusIds };
    return { levels: willpowerBuildRegen(data, build, conditions, memo).levels, conditions };
  },
  figures: (regen, { data, build, secondsPerTurn }) => {
    const { conditions } = regen;
    const levels = regen.levels.map((row) => ({
      level: row.level,
      pool: row.maxMana,
      per100:
        row.secondsPerPoint === null ? 0 : (REGEN_WINDOW * secondsPerTurn) / row.secondsPerPoint,
      turnsToFull: row.secondsToFull === null ? null : row.secondsToFull / secondsPerTurn,
    }));
    return {
      levels,
      trace: (level) => {
        const row = regen.levels[level - 1];
        if (row === undefined) return [];
        const atLevel = computeRegenAtLevel(data, build, conditions, level);
        const perPoint = atLevel.perPoint;
        const lines = [
          `Max mana ${row.maxMana} at level ${level}.`,
          perPoint === null
            ? 'Mana does not come back under these conditions.'
            : `Seconds per point: ${formatExplained(perPoint)}.`,
        ];
        if (row.secondsToFull !== null && row.secondsPerPoint !== null) {
          lines.push(
            `${row.maxMana} points \u00d7 ${turnsText(row.secondsPerPoint)} s = ` +
              `${turnsText(row.secondsToFull)} s \u00f7 ${secondsPerTurn} s a turn = ` +
              `${turnsText(row.secondsToFull / secondsPerTurn)} turns from empty.`,
          );
        }
        return lines;
      },
    };
  },
  // The build fights its Endurance card's pattern under its own ticked conditions, in seconds.
  endurance: {
    pool: 'mana',
    initial: WILLPOWER_ENDURANCE.initial,
    fight: (data, build, stored) => {
      const input = WILLPOWER_ENDURANCE.input(
        data,
        build,
        WILLPOWER_ENDURANCE.pattern(stored, data),
        { statusIds: build.regenStatusIds, conditionsText: '' },
        build.level,
      );
      if (input === null) return null;
      const result = computeWillpowerEndurance(input);
      return {
        basis: result.basis,
        levels: result.levels.map((row) => ({
          level: row.level,
          kill: row.secondsToKill,
          rest: row.restSeconds,
        })),
      };
    },
  },
});
