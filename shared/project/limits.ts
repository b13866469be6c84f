/**
 * How long a project's lists may grow. A designer will not reach the limit (a thousand builds of
 * one ruleset, a thousand items, rows of a table), but a file made by a script might, and past it
 * the window stops being live. Opening refuses a longer list (the schema, naming its JSON path and
 * the limit); editing refuses an edit that would make one (the project store).
 */
export const LIST_MAX = 1000;

/**
 * The comparison's lines: one per pool (HP, mana) of every build of its three rulesets, so six
 * times the builds one ruleset may hold.
 */
export const COMPARE_ENTRIES_MAX = 6 * LIST_MAX;

/** The limit of the list at this JSON path. */
export function listLimitAt(path: string): number {
  return path === 'compare.entries' ? COMPARE_ENTRIES_MAX : LIST_MAX;
}

/** What a refused list says: "holds 1,001 entries; Wellspring takes at most 1,000". */
export function listTooLongMessage(length: number, max = LIST_MAX): string {
  return `holds ${length.toLocaleString('en')} entries; Wellspring takes at most ${max.toLocaleString('en')}`;
}

/**
 * The first list longer than its limit ({@link listLimitAt}) in `value`, as a JSON path, its
 * length and the limit, or null.
 * Frozen parts are not entered: in the app every part of the document already checked is frozen,
 * so after an edit only what the edit made is walked.
 */
export function longListIn(
  value: unknown,
  path = '',
): { readonly path: string; readonly length: number; readonly max: number } | null {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return null;
  if (Array.isArray(value)) {
    const max = listLimitAt(path);
    if (value.length > max) return { path, length: value.length, max };
    for (const [i, item] of value.entries()) {
      const found = longListIn(item, `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, field] of Object.entries(value)) {
    const found = longListIn(field, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}
