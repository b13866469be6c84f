/**
 * What a designer types for a balance grid, read the same way by the screen's fields and by
 * `wellspring report <ruleset>/grid` (`--levels 1,10,30,60`, `--stat Int=8..18:2`): one parser and
 * one message per mistake, so the CLI refuses exactly what the field refuses.
 */
import { GRID_ROWS_MAX, spreadScores, type StatSpread } from './grid';

/** The levels a grid opens on (those past the ruleset's last level are dropped). */
export const DEFAULT_GRID_LEVELS: readonly number[] = [1, 10, 30, 60];

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * "1, 10, 30, 60" (commas or spaces), "1..60" or "1..60:5" (a range, every fifth) or a mix →
 * the levels, sorted, repeats dropped. Each a whole number from `minLevel` (1, or Quest's VP 0)
 * to `maxLevel`; at least one. Every level of the game may be asked for: a grid of Willpower's
 * 60 levels is the budget case, and the engine computes it in about a tenth of a second.
 */
export function parseGridLevels(text: string, maxLevel: number, minLevel = 1): Parsed<number[]> {
  const words = text
    .replace(/\s*(\.\.|:)\s*/g, '$1')
    .split(/[\s,]+/)
    .filter((word) => word !== '');
  const form =
    `whole numbers from ${minLevel} to ${maxLevel}, separated by commas (e.g. 1, 10, 30), ` +
    `or a range (${minLevel}..${maxLevel}, or ${minLevel}..${maxLevel}:5 for every fifth)`;
  if (words.length === 0) return { ok: false, message: `Give one or more levels: ${form}.` };
  const levels = new Set<number>();
  const isLevel = (level: number) =>
    Number.isInteger(level) && level >= minLevel && level <= maxLevel;
  for (const word of words) {
    const range = /^(\d+)\.\.(\d+)(?::(\d+))?$/.exec(word);
    if (range !== null) {
      const [from, to, step] = [Number(range[1]), Number(range[2]), Number(range[3] ?? '1')];
      if (!isLevel(from) || !isLevel(to) || from > to || step < 1) {
        return { ok: false, message: `"${word}" is not a range of levels: give ${form}.` };
      }
      for (let level = from; level <= to; level += step) levels.add(level);
      continue;
    }
    const level = /^\d+$/.test(word) ? Number(word) : Number.NaN;
    if (!isLevel(level)) {
      return { ok: false, message: `"${word}" is not a level: give ${form}.` };
    }
    levels.add(level);
  }
  return { ok: true, value: [...levels].sort((a, b) => a - b) };
}

/**
 * Levels as the Levels field shows them: a run of three or more in a row as a range, so every level
 * reads "1..60" and the field reads back what it shows (`parseGridLevels`).
 */
export function formatGridLevels(levels: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < levels.length;) {
    let j = i;
    while (j + 1 < levels.length && levels[j + 1] === (levels[j] as number) + 1) j += 1;
    if (j - i >= 2) parts.push(`${levels[i]}..${levels[j]}`);
    else parts.push(...levels.slice(i, j + 1).map(String));
    i = j + 1;
  }
  return parts.join(', ');
}

/** The levels of `DEFAULT_GRID_LEVELS` a ruleset has, and its last level when none is left. */
export function defaultGridLevels(maxLevel: number): number[] {
  const levels = DEFAULT_GRID_LEVELS.filter((level) => level <= maxLevel);
  if (!levels.includes(maxLevel) && DEFAULT_GRID_LEVELS.some((level) => level > maxLevel)) {
    levels.push(maxLevel);
  }
  return levels;
}

/**
 * A spread's scores checked against the stat's range (`min`..`max`, the ruleset's table) and the
 * size of the grid it makes (`combinations` race × class pairs): null when fine, else the message.
 */
export function checkStatSpread(
  spread: StatSpread,
  range: { readonly min: number; readonly max: number },
  combinations: number,
): string | null {
  const { from, to, step } = spread;
  for (const [name, value] of [
    ['From', from],
    ['To', to],
  ] as const) {
    if (!Number.isInteger(value) || value < range.min || value > range.max) {
      return `${name} must be a whole number from ${range.min} to ${range.max}.`;
    }
  }
  if (from > to) return `From (${from}) must not be above To (${to}).`;
  if (!Number.isInteger(step) || step < 1) return 'Step must be a whole number of 1 or more.';
  const rows = spreadScores(spread).length * combinations;
  if (rows > GRID_ROWS_MAX) {
    return `That makes ${rows.toLocaleString('en')} rows; at most ${GRID_ROWS_MAX.toLocaleString('en')} (use a larger step).`;
  }
  return null;
}

/**
 * A range as the CLI writes it: "8..18:2" (step 2), "8..18" (step 1), or "12" (one score, no
 * spread). Null for anything else.
 */
export function parseScoreRange(
  text: string,
): { readonly from: number; readonly to: number; readonly step: number } | number | null {
  const trimmed = text.trim();
  if (/^[+-]?\d+$/.test(trimmed)) return Number(trimmed);
  const match = /^([+-]?\d+)\s*\.\.\s*([+-]?\d+)(?:\s*:\s*(\d+))?$/.exec(trimmed);
  if (match === null) return null;
  return { from: Number(match[1]), to: Number(match[2]), step: Number(match[3] ?? '1') };
}

/** How far from its column's mean a value is flagged, as the grid opens: 2 standard deviations. */
export const OUTLIER_Z_DEFAULT = 2;
/** The most the threshold may be: past 10σ nothing in a roster is flagged. */
export const OUTLIER_Z_MAX = 10;

/** Why an outlier threshold is refused ("Flag at |z| ≥" and `--flag-at`), or null. */
export function checkOutlierThreshold(z: number): string | null {
  return Number.isFinite(z) && z > 0 && z <= OUTLIER_Z_MAX
    ? null
    : `The threshold must be above 0 and at most ${OUTLIER_Z_MAX} standard deviations.`;
}

/** Why a band is refused (its Lowest and Highest, either open), or null. */
export function checkGridBand(min: number | null, max: number | null): string | null {
  return min !== null && max !== null && min > max
    ? `Lowest (${min}) must not be above Highest (${max}).`
    : null;
}

const BAND_END = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)';
const BAND = new RegExp(`^(${BAND_END})?\\s*\\.\\.\\s*(${BAND_END})?$`);

/**
 * A band as `--band` writes it: "100..300", or an end left open, "100.." (at least 100) or
 * "..300" (at most 300); a typographic minus reads as "-". Null for anything else, or no end.
 */
export function parseGridBand(
  text: string,
): { readonly min: number | null; readonly max: number | null } | null {
  const match = BAND.exec(text.trim().replace(/\u2212/g, '-'));
  if (match === null || (match[1] === undefined && match[2] === undefined)) return null;
  return {
    min: match[1] === undefined ? null : Number(match[1]),
    max: match[2] === undefined ? null : Number(match[2]),
  };
}
