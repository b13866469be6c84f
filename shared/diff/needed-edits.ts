/**
 * Edits that only make sense with others. A build given a race added since the baseline refers
 * to a row the baseline lacks: the baseline with that edit alone is data the engine refuses
 * ("There is no race orc") or, for a comparison line of a new build, skips. So an edit that refers
 * to a row another edit adds is measured on the baseline with that row added first; and a row
 * removed is measured with the edits that stopped referring to it (its last build moved to
 * another race) made first. Rows are known by their ids; what refers to one is any value holding
 * that id (`raceId`, NetHack's role's race list, a comparison line's build).
 */
import { withEdit, type DataEdit } from './data-diff';

/** The id of the row an edit adds or removes, or null for an edit of a value. */
function rowIdOf(edit: DataEdit): string | null {
  const row = edit.kind === 'added' ? edit.next : edit.kind === 'removed' ? edit.base : null;
  if (typeof row !== 'object' || row === null) return null;
  const id = (row as { readonly id?: unknown }).id;
  return typeof id === 'string' ? id : null;
}

/** Every string a value holds, however deep: the ids it refers to are among them. */
function stringsOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (typeof value === 'object' && value !== null) {
    for (const field of Object.values(value)) stringsOf(field, out);
  }
  return out;
}

/** What an edit refers to before and after, and the row it adds or removes: read once an edit. */
interface Reading {
  readonly before: Set<string>;
  readonly after: Set<string>;
  readonly added: string | null;
  readonly removed: string | null;
}

const readings = new WeakMap<DataEdit, Reading>();

function readingOf(edit: DataEdit): Reading {
  let reading = readings.get(edit);
  if (reading === undefined) {
    const row = rowIdOf(edit);
    reading = {
      before: stringsOf(edit.base),
      after: stringsOf(edit.next),
      added: edit.kind === 'added' ? row : null,
      removed: edit.kind === 'removed' ? row : null,
    };
    readings.set(edit, reading);
  }
  return reading;
}

/**
 * Whether `edit` needs `other` made first: it refers to the row `other` adds, or it removes a row
 * `other` stops referring to.
 */
function needs(edit: DataEdit, other: DataEdit): boolean {
  const mine = readingOf(edit);
  const theirs = readingOf(other);
  if (theirs.added !== null && mine.after.has(theirs.added)) return true;
  return (
    mine.removed !== null && theirs.before.has(mine.removed) && !theirs.after.has(mine.removed)
  );
}

/**
 * The positions of the edits `edits[index]` needs, directly or through the edits it needs, in
 * the edits' order (itself left out; empty for an edit that stands alone). Each edit's values are
 * read once however often it is asked about.
 */
export function neededEdits(edits: readonly DataEdit[], index: number): number[] {
  const reached = new Set([index]);
  const frontier = [index];
  while (frontier.length > 0) {
    const from = edits[frontier.pop() as number] as DataEdit;
    edits.forEach((edit, at) => {
      if (!reached.has(at) && needs(from, edit)) {
        reached.add(at);
        frontier.push(at);
      }
    });
  }
  return [...reached].filter((at) => at !== index).sort((a, b) => a - b);
}

/** `base` with each of `edits` made in turn (see `withEdit`). */
export function withEdits<T>(base: T, edits: readonly DataEdit[]): T {
  return edits.reduce((project, edit) => withEdit(project, edit), base);
}
