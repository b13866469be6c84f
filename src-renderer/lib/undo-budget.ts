/**
 * What an undo step costs in memory. Documents are immutable and an edit copies only the path to
 * what it changed, so a step's document shares almost everything with its neighbour's: its cost
 * is the part it does not share, estimated by walking both together and descending only where
 * they differ (cheap: the changed path and its siblings, not the whole document).
 * Plain TypeScript, tested under Node.
 */

/** The memory the undo history may hold (estimated), so a long session keeps every step. */
export const UNDO_BUDGET_BYTES = 64 * 1024 * 1024;

/** An object's or array's own size in V8, roughly: a header, then a slot per property. */
const OBJECT_BYTES = 32;
const SLOT_BYTES = 8;
const STRING_BYTES = 16;

/**
 * The bytes `a` holds that `b` does not (`a`'s objects and arrays not found in `b` at the same
 * place, or among the children of `b`'s object there, so a row that moved in a list is shared).
 * Strings count where they differ from `b`'s at the same key. 0 when `a === b`.
 */
export function unsharedBytes(a: unknown, b: unknown): number {
  if (a === b || typeof a !== 'object' || a === null) return 0;
  const other =
    typeof b === 'object' && b !== null ? (b as Readonly<Record<string, unknown>>) : null;
  const shared = new Set(other === null ? [] : Object.values(other));
  const entries = Object.entries(a);
  let bytes = OBJECT_BYTES + SLOT_BYTES * entries.length;
  for (const [key, value] of entries) {
    const there = other === null ? undefined : other[key];
    if (typeof value === 'string') {
      if (value !== there) bytes += STRING_BYTES + value.length;
    } else if (typeof value === 'object' && value !== null && !shared.has(value)) {
      bytes += unsharedBytes(value, there);
    }
  }
  return bytes;
}
