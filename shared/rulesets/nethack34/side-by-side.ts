import { sideBySideTable } from '../../analysis/side-by-side';
import type { ReportTable } from '../../report/report-table';
import type { Advancement } from './advancement';
import { roundMean } from './reports';

/** One build of a NetHack pair: its name and its advancement (every XL's distributions). */
export interface NethackPairedBuild {
  readonly name: string;
  readonly advancement: Advancement;
}

/** The NetHack side-by-side's figures: the two pools' means (the charts' dashed middle lines). */
export const NETHACK_SIDE_BY_SIDE_FIGURES = [
  { key: 'hp_mean', heading: 'mean max HP' },
  { key: 'pw_mean', heading: 'mean max power' },
] as const;

/** A build's mean max HP and power at each XL, to 3 decimals as every NetHack table writes them. */
export function nethackSideBySideValues(advancement: Advancement): number[][] {
  return [
    advancement.levels.map((level) => roundMean(level.hp.mean)),
    advancement.levels.map((level) => roundMean(level.pw.mean)),
  ];
}

/**
 * Build A beside build B, XL by XL: the mean of max HP and of max power of each, and B − A (to 3
 * decimals), for the NetHack screen's "Two builds side by side" card and
 * `wellspring report nethack34/side-by-side`.
 */
export function nethackSideBySideReport(a: NethackPairedBuild, b: NethackPairedBuild): ReportTable {
  return sideBySideTable({
    levelHeading: 'XL',
    figures: NETHACK_SIDE_BY_SIDE_FIGURES,
    a: { name: a.name, values: nethackSideBySideValues(a.advancement) },
    b: { name: b.name, values: nethackSideBySideValues(b.advancement) },
    round: roundMean,
  });
}
