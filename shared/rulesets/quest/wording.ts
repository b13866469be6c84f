/**
 * Small pieces of English the Quest screen builds its sentences from: the article before a number
 * ("an 8", "a 12") and an exact chance as a reduced fraction of the dice's outcomes ("5/12").
 */

/**
 * The article a whole number takes when read aloud: "an" before eight, eleven, eighteen, eighty…
 * and eight hundred (and the same in thousands and millions: "an 8,000", "an 11,000"), "a" before
 * everything else ("a 1", "a 12", "a 100", "a 0"). A negative number reads "minus …": "a".
 */
export function indefiniteArticle(n: number): 'a' | 'an' {
  if (!Number.isInteger(n) || n < 0) return 'a';
  // The leading group of three digits is what is said first ("11" of 11,500, "800" of 800,000).
  let lead = n;
  while (lead >= 1000) lead = Math.floor(lead / 1000);
  if (lead >= 100) return Math.floor(lead / 100) === 8 ? 'an' : 'a';
  return lead === 8 || lead === 11 || lead === 18 || (lead >= 80 && lead <= 89) ? 'an' : 'a';
}

/** "an 8", "a 12": the number with its article. */
export function withArticle(n: number): string {
  return `${indefiniteArticle(n)} ${n}`;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The percentage to one decimal: 5/12 is "41.7%", 1/2 is "50%". */
export function percentText(p: number): string {
  return `${(Math.round(p * 1000) / 10).toString()}%`;
}

/**
 * A chance as the designer reads it: "5/12 (41.7%)" when it is a whole number of the dice's
 * `outcomes` (15 of 2d6's 36, reduced), else the percentage alone. The fraction is exact, the
 * percentage rounded to one decimal; "0/…" and "1/1" read "0 (0%)" and "1 (100%)". Only for at
 * most 10,000 outcomes (a fraction of larger rolls would be unreadable anyway).
 */
export function exactChanceText(p: number, outcomes: number): string {
  const percent = percentText(p);
  if (!Number.isInteger(outcomes) || outcomes < 1 || outcomes > 10_000) return percent;
  const hits = Math.round(p * outcomes);
  if (Math.abs(hits / outcomes - p) >= 1e-12) return percent;
  if (hits === 0 || hits === outcomes) return `${hits === 0 ? 0 : 1} (${percent})`;
  const common = gcd(hits, outcomes);
  return `${hits / common}/${outcomes / common} (${percent})`;
}
