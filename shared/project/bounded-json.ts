/**
 * Project JSON from outside (a file, a share code, a recovery record) to a JSON value, refusing
 * what would cost out of proportion before paying for it. A scan of the text, before `JSON.parse`
 * and allocating nothing per entry, refuses nesting deeper than {@link NESTING_MAX} (so nothing that
 * recurses later, a migration, the schema, `JSON.stringify`, can run out of stack) and a list or
 * an object longer than a project's may be (so 10^6 builds are refused at the 1,001st, in
 * milliseconds, not parsed, let alone validated one by one). After the parse, one walk refuses a
 * text past {@link TEXT_MAX_LENGTH} (`limits.ts`). Never throws.
 */
import {
  COMPARE_ENTRIES_MAX,
  LIST_MAX,
  limitBreachIn,
  limitBreachMessage,
  listLimitAt,
  listTooLongMessage,
  NESTING_MAX,
  tooManyFieldsMessage,
} from './limits';
import { formatJsonPath, type ProjectProblem } from './problems';

export type BoundedJson =
  | { readonly ok: true; readonly json: unknown }
  | {
      readonly ok: false;
      /** What stopped it: not JSON at all, or JSON past a bound. */
      readonly reason: 'syntax' | 'bound';
      readonly problem: ProjectProblem;
    };

/** The bounds a scan checks: a project's, or smaller ones in tests. */
export interface JsonBounds {
  /** Lists and objects inside each other. */
  readonly nesting: number;
  /** The most entries of the list at this path (segments: `['compare', 'entries']`). */
  readonly listAt: (segments: readonly (string | number)[]) => number;
  /** The smallest of the lists' limits: a list no longer is not asked its path. */
  readonly smallestListLimit: number;
  /** The most fields of an object. */
  readonly fields: number;
}

/** A project's bounds (`limits.ts`). */
export const PROJECT_JSON_BOUNDS: JsonBounds = {
  nesting: NESTING_MAX,
  listAt: listLimitAt,
  smallestListLimit: Math.min(LIST_MAX, COMPARE_ENTRIES_MAX),
  fields: LIST_MAX,
};

const OPEN_BRACKET = 0x5b; // [
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACKET = 0x5d; // ]
const CLOSE_BRACE = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COMMA = 0x2c; // ,

/** A list or an object the scan is inside. */
interface Frame {
  readonly list: boolean;
  /** Entries (or fields) so far, counting the one being read: one more than the commas. */
  entries: number;
  /** Where the key of the field being read starts and ends (its quotes), in an object. */
  keyStart: number;
  keyEnd: number;
  /** A list's limit once its length has made it worth asking (-1 before). */
  limit: number;
}

/** The JSON path of the frame at `depth`: the keys and indexes of the frames around it. */
function segmentsTo(text: string, frames: readonly Frame[], depth: number): (string | number)[] {
  return frames.slice(0, depth).map((frame) => {
    if (frame.list) return frame.entries - 1;
    const raw = text.slice(frame.keyStart, frame.keyEnd + 1);
    try {
      return String(JSON.parse(raw));
    } catch {
      return raw;
    }
  });
}

/** A list or an object past its limit, counted on to its end before it is reported. */
interface Over {
  readonly depth: number;
  readonly path: string;
  readonly max: number;
}

function overProblem(frame: Frame, over: Over): ProjectProblem {
  const message = frame.list
    ? listTooLongMessage(frame.entries, over.max)
    : tooManyFieldsMessage(frame.entries, over.max);
  return { path: over.path, message };
}

/**
 * The first bound `text` breaks, found by one pass over its characters before any parse, or null:
 * nesting past `bounds.nesting` (path `""`), a list longer than its limit or an object with more
 * fields, at its JSON path, with its full length (the scan reads on to its end). Brackets, commas
 * and quotes inside texts do not count. Text that is not JSON gets whatever answer its
 * characters give (JSON.parse then refuses it, if nothing here has).
 */
export function scanJsonBounds(
  text: string,
  bounds: JsonBounds = PROJECT_JSON_BOUNDS,
): ProjectProblem | null {
  const frames: Frame[] = [];
  let inString = false;
  let stringStart = 0;
  let expectKey = false;
  let over: Over | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) {
        inString = false;
        const top = frames[frames.length - 1];
        if (expectKey && top !== undefined) {
          top.keyStart = stringStart;
          top.keyEnd = i;
          expectKey = false;
        }
      }
    } else if (code === QUOTE) {
      inString = true;
      stringStart = i;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (frames.length === bounds.nesting) {
        return {
          path: '',
          message: `lists and objects nest more than ${bounds.nesting} deep; Wellspring takes at most ${bounds.nesting}`,
        };
      }
      frames.push({ list: code === OPEN_BRACKET, entries: 1, keyStart: -1, keyEnd: -1, limit: -1 });
      expectKey = code === OPEN_BRACE;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      const closed = frames.pop();
      if (closed !== undefined && over?.depth === frames.length) return overProblem(closed, over);
      expectKey = false;
    } else if (code === COMMA) {
      const top = frames[frames.length - 1];
      if (top === undefined) continue;
      top.entries += 1;
      expectKey = !top.list;
      if (over !== null) continue;
      const depth = frames.length - 1;
      let max = Infinity;
      if (!top.list) max = bounds.fields;
      else if (top.entries > bounds.smallestListLimit) {
        if (top.limit === -1) top.limit = bounds.listAt(segmentsTo(text, frames, depth));
        max = top.limit;
      }
      if (top.entries > max) {
        over = { depth, path: formatJsonPath(segmentsTo(text, frames, depth)), max };
      }
    }
  }
  // The text ended inside the list or object past its limit: it is not JSON, but say the bound.
  const open = over === null ? undefined : frames[over.depth];
  return open === undefined || over === null ? null : overProblem(open, over);
}

function refused(reason: 'syntax' | 'bound', problem: ProjectProblem): BoundedJson {
  return { ok: false, reason, problem };
}

/**
 * The JSON value of `text` (a leading byte-order mark is fine), or the one problem that stops it:
 * nesting past {@link NESTING_MAX}, a list, an object or a text past its limit at its JSON path
 * ("willpower.builds: holds 1,000,000 entries; Wellspring takes at most 1,000"), or "not JSON (…)".
 */
export function parseBoundedJson(text: string): BoundedJson {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const scanned = scanJsonBounds(body);
  if (scanned !== null) return refused('bound', scanned);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return refused('syntax', { path: '', message: `not JSON (${reason})` });
  }
  const breach = limitBreachIn(json);
  return breach === null
    ? { ok: true, json }
    : refused('bound', { path: breach.path, message: limitBreachMessage(breach) });
}
