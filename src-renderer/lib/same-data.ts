/**
 * Whether two JSON-like values (plain objects, arrays, strings, numbers, booleans, null) hold the
 * same data, whatever the order of their properties. The same object is the same data at once, so
 * two versions of an immutable document, which share every part an edit did not replace, are
 * compared only where an edit replaced them: one keystroke costs a walk of one build, not of the
 * project.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameData(item, b[index]));
  }
  const aKeys = definedKeys(a);
  const bKeys = definedKeys(b);
  if (aKeys.length !== bKeys.length) return false;
  const other = b as Record<string, unknown>;
  const own = a as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(other, key) && sameData(own[key], other[key]));
}

/** The keys holding a value: a property holding `undefined` is no data (JSON leaves it out). */
function definedKeys(value: object): string[] {
  return Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key]) => key);
}
