/**
 * The Balance grid's settings saved with the project: the bands a designer set as acceptable on
 * its columns (what "fixed" means for the roster). A band names its ruleset and column by id; a
 * band of a column not shown, or of a ruleset without a grid, is kept and applies again when
 * shown, so no reference check applies to them.
 */
import * as v from 'valibot';
import { decimal, list, record, text } from './common';

/** The ends a band may have: as wide as any figure a grid shows. */
export const BAND_END_LIMIT = 1e12;

const end = v.nullable(decimal(-BAND_END_LIMIT, BAND_END_LIMIT));

/**
 * One column's band: its lowest and highest acceptable values, either end open (null), never both;
 * the lowest never above the highest.
 */
export const GridBandEntrySchema = v.pipe(
  record({
    /** The grid's ruleset ("willpower"). */
    ruleset: text,
    /** The column's key, as the CSV names it ("max_mana_l30"). */
    column: text,
    /** The column's heading when the band was set ("Max mana L30"), to name it while not shown. */
    heading: text,
    min: end,
    max: end,
  }),
  v.check(
    (band) => band.min !== null || band.max !== null,
    'must have a lowest or a highest value (a band open at both ends is no band)',
  ),
  v.check(
    (band) => band.min === null || band.max === null || band.min <= band.max,
    'must not have its lowest value above its highest',
  ),
);

export const BalanceSettingsSchema = record({
  bands: list(GridBandEntrySchema),
});

export type GridBandEntry = v.InferOutput<typeof GridBandEntrySchema>;
export type BalanceSettings = v.InferOutput<typeof BalanceSettingsSchema>;

/** No band: every column flagged by its z-score alone. */
export function makeDefaultBalanceSettings(): BalanceSettings {
  return { bands: [] };
}
