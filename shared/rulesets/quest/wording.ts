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
