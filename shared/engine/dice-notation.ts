/**
 * Dice written as designers write them: `2d6+1`, `d8`, `1d6 + 1d4 - 1`, `7`. Terms are dice
 * (`NdS`, N from 1 to {@link DICE_COUNT_MAX}, S from 1 to {@link DICE_SIDES_MAX}; `d8` is `1d8`) or
 * whole numbers, joined by `+` or `-`; spaces are ignored. The text becomes an exact
 * distribution ({@link Dist}), never a sample.
 *
 * The grammar is one regular expression per term, on purpose: it is the whole of the notation the
 * tool takes, and an error names the term it could not read.
 */
import { convolve, convolvePower, mapValues, point, uniform, type Dist } from './dist';

/** The most dice of one term: enough for any spell, small enough to convolve at once. */
export const DICE_COUNT_MAX = 100;
/** The most sides of a die. */
export const DICE_SIDES_MAX = 1000;
/** The largest whole number a term may be. */
export const DICE_NUMBER_MAX = 100_000;
/** The most terms an expression may have. */
export const DICE_TERMS_MAX = 12;
/**
 * The widest an expression may spread (its most minus its least): 100d100 is 9900. Wider dice
 * (100d1000 three times over) would take the worker seconds to convolve exactly, on every edit.
 */
export const DICE_SPREAD_MAX = 10_000;

const TERM = /^(\d*)d(\d+)$|^(\d+)$/i;

/** What `2d6+1` is made of, each term with its sign. */
interface Term {
  readonly sign: 1 | -1;
  readonly count: number;
  /** 0 for a whole number (then `count` is the number). */
  readonly sides: number;
}

function readTerms(text: string): Term[] {
  const terms = readEachTerm(text);
  const spread = terms.reduce(
    (sum, term) => sum + (term.sides === 0 ? 0 : term.count * (term.sides - 1)),
    0,
  );
  if (spread > DICE_SPREAD_MAX) {
    throw new RangeError(
      `These dice spread over ${spread + 1} values; at most ${DICE_SPREAD_MAX + 1} (100d100 is 9901).`,
    );
  }
  return terms;
}

function readEachTerm(text: string): Term[] {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') throw new RangeError('Write dice like 2d6+1, or a whole number.');
  const pieces = compact.match(/[+-]?[^+-]+|[+-]$/g) ?? [];
  if (pieces.length > DICE_TERMS_MAX) {
    throw new RangeError(`At most ${DICE_TERMS_MAX} terms (this has ${pieces.length}).`);
  }
  return pieces.map((piece) => {
    const sign = piece.startsWith('-') ? -1 : 1;
    const body = piece.replace(/^[+-]/, '');
    const match = TERM.exec(body);
    if (match === null) {
      throw new RangeError(`"${piece}" is not dice like 2d6 or a whole number.`);
    }
    if (match[3] !== undefined) {
      const value = Number(match[3]);
      if (value > DICE_NUMBER_MAX) {
        throw new RangeError(`"${piece}": a number is at most ${DICE_NUMBER_MAX}.`);
      }
      return { sign, count: value, sides: 0 };
    }
    const count = match[1] === '' ? 1 : Number(match[1]);
    const sides = Number(match[2]);
    if (count < 1 || count > DICE_COUNT_MAX) {
      throw new RangeError(`"${piece}": from 1 to ${DICE_COUNT_MAX} dice.`);
    }
    if (sides < 1 || sides > DICE_SIDES_MAX) {
      throw new RangeError(`"${piece}": a die has from 1 to ${DICE_SIDES_MAX} sides.`);
    }
    return { sign, count, sides };
  });
}

/**
 * The exact distribution of the total of `text`.
 *
 * @throws RangeError naming the term it could not read, or the limit a term is past.
 */
export function parseDice(text: string): Dist {
  return readTerms(text).reduce<Dist>((sum, term) => {
    const rolled =
      term.sides === 0 ? point(term.count) : convolvePower(uniform(1, term.sides), term.count);
    return convolve(sum, term.sign === 1 ? rolled : mapValues(rolled, (value) => -value));
  }, point(0));
}

/** Why `text` is not dice, or null when it is (a field's check). */
export function checkDice(text: string): string | null {
  try {
    readTerms(text);
    return null;
  } catch (error) {
    return error instanceof RangeError ? error.message : String(error);
  }
}
