/** Turns as the DCSS screen writes them: one decimal, no trailing ".0" (2.2, 10); "never" for null. */
export function turnsText(turns: number | null): string {
  if (turns === null) return 'never';
  return `${Math.round(turns * 10) / 10} turns`;
}

/** A sentence's first letter in capitals ("no HP comes back" → "No HP comes back"). */
export function capitalize(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
