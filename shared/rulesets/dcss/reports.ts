import { formatExplained } from '../../engine/explain';
import type { ReportTable } from '../../report/report-table';
import type { DcssBuild, DcssRules } from './data';
import { effectiveAuts } from './regen';
import type { DcssRegen, DcssRegenView } from './view';

/**
 * The DCSS ruleset's tables: what the DCSS screen's "Table" toggles show, and exactly what their
 * CSV exports (and `wellspring report dcss/regen`) write.
 *
 * Rounding, once, here: turns per HP and turns to full to 3 decimals (100 / 45 = 2.222…, written
 * 2.222); every other figure is a whole number already. "never" where no HP comes back.
 */

/** To 3 decimals, as the tables show turns (−0 written as 0). */
export function roundTurns(value: number): number {
  return Math.round(value * 1000) / 1000 + 0;
}

function turnsCell(value: number | null): number | string {
  return value === null ? 'never' : roundTurns(value);
}

/**
 * "90 MHP, regeneration mutation 1": the max HP and every condition that is not the default
 * (a plain "90 MHP" when there is none).
 */
export function describeDcssBuild(build: DcssBuild): string {
  const parts: string[] = [`${build.maxHp} MHP`];
  if (build.isTroll) parts.push('Troll');
  if (build.rings > 0) {
    parts.push(`${build.rings} ring${build.rings === 1 ? '' : 's'} of regeneration`);
  }
  if (build.moonTrollLeather) parts.push('moon troll leather armour');
  else if (build.trollLeather) parts.push('troll leather armour');
  if (build.mutation > 0) parts.push(`regeneration mutation ${build.mutation}`);
  if (build.spell) parts.push('Regeneration spell');
  if (build.trogsHand) parts.push("Trog's Hand");
  if (build.pbdRank > 0) {
    parts.push(`Powered by Death ${build.pbdRank} (${build.corpses} corpses)`);
  }
  if (build.slowHealing > 0) parts.push(`Slow Healing ${build.slowHealing}`);
  if (build.monsterInSight) parts.push('a monster in sight');
  if (build.actionAuts !== 10 || build.walking) {
    parts.push(`${build.walking ? 'walking' : 'acting'} at ${build.actionAuts} auts`);
  }
  return parts.join(', ');
}

export const DCSS_MHP_COLUMNS: readonly string[] = ['mhp', 'brr', 'trr', 'turns_per_hp'];

/** The chart against max HP: BRR, TRR and turns per HP at max HP 1..600. */
export function dcssMhpReport(build: DcssBuild, view: DcssRegenView): ReportTable {
  return {
    title: `${describeDcssBuild(build)}: regeneration by max HP`,
    columns: DCSS_MHP_COLUMNS,
    rows: view.byMhp.map((row) => [row.mhp, row.brr, row.trr, turnsCell(row.turnsPerHp)]),
  };
}

export const DCSS_LEVEL_COLUMNS: readonly string[] = [
  'xl',
  'max_hp',
  'trr',
  'turns_per_hp',
  'turns_to_full',
];

/** The chart against XL: the build's max HP curve, TRR, turns per HP and turns from 1 HP to full. */
export function dcssLevelReport(build: DcssBuild, view: DcssRegenView): ReportTable {
  return {
    title: `${describeDcssBuild(build)}: regeneration by XL (max HP from the build's curve)`,
    columns: DCSS_LEVEL_COLUMNS,
    rows: view.byLevel.map((row) => [
      row.xl,
      row.mhp,
      row.trr,
      turnsCell(row.turnsPerHp),
      turnsCell(row.turnsToFull),
    ]),
  };
}

export const DCSS_SIMULATION_COLUMNS: readonly string[] = [
  'turn',
  'brr',
  'trr',
  'hp_before',
  'points_gained',
  'hp_gained',
  'points_carried',
  'hp_after',
];

/**
 * The simulation, turn by turn: BRR (the build's, the same every turn), TRR that turn (Powered by
 * Death only while it lasts), HP before, points gained, HP gained, points carried, HP after.
 */
export function dcssSimulationReport(build: DcssBuild, view: DcssRegenView): ReportTable {
  const brr = view.atBuild.brr.value;
  const start = view.simulation[0]?.hpBefore;
  const from = start === undefined ? '' : ` from ${start} HP`;
  return {
    title: `${describeDcssBuild(build)}: regeneration turn by turn${from}`,
    columns: DCSS_SIMULATION_COLUMNS,
    rows: view.simulation.map((row) => [
      row.turn,
      brr,
      row.trr,
      row.hpBefore,
      row.pointsGained,
      row.hpGained,
      row.pointsCarried,
      row.hpAfter,
    ]),
  };
}

export const DCSS_RATE_COLUMNS: readonly string[] = ['figure', 'value', 'how'];

/**
 * The "Regeneration" panel's figures at the build's max HP, one a row, each with how it comes
 * about: BRR and TRR with their terms, the rate in words, turns per HP, HP per turn, the points of
 * the build's action, the turns from 1 HP to full, then each reading that changed a number.
 */
export function dcssRateReport(build: DcssBuild, rules: DcssRules, regen: DcssRegen): ReportTable {
  const { pointsPerHp, autsPerTurn } = rules;
  const trr = regen.trr.value;
  return {
    title: `${describeDcssBuild(build)}: regeneration`,
    columns: DCSS_RATE_COLUMNS,
    rows: [
      ['brr', regen.brr.value, formatExplained(regen.brr)],
      ['trr', trr, formatExplained(regen.trr)],
      ['rate', regen.rateText, `TRR ${trr} points a turn, ${pointsPerHp} to an HP`],
      [
        'turns_per_hp',
        turnsCell(regen.turnsPerHp),
        regen.turnsPerHp === null ? 'no points come in' : `${pointsPerHp} / ${trr}`,
      ],
      ['hp_per_turn', regen.hpPerTurn, `${trr} / ${pointsPerHp}`],
      [
        'points_per_action',
        regen.pointsPerAction,
        `⌊TRR ${trr} × ${effectiveAuts(rules, build)} auts / ${autsPerTurn}⌋` +
          (effectiveAuts(rules, build) < build.actionAuts ? ' (walking counts one turn)' : ''),
      ],
      [
        'turns_to_full',
        turnsCell(regen.turnsToFull),
        `turns of ${autsPerTurn} auts from 1 HP to ${regen.mhp}, points carried over`,
      ],
      ...regen.readings.map((reading) => ['reading', '', reading]),
    ],
  };
}
