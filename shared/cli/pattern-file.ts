/**
 * A report's flags written once in a small JSON file, for `--pattern FILE` (the endurance
 * reports' casting pattern, first): the keys are the flags' own names, without the dashes, and
 * the values what they take:
 *
 *     { "cast": ["Burning hands=2d6+1", "Magic missile=1d4+1"], "every": 6, "target-hp": 40,
 *       "no-rest": true }
 *
 * Each value becomes the flag it stands for, shown in errors as the file and its JSON path
 * ("pattern.json $.cast[1]: …"), so a mistake in the file reads as one on the command line does
 * and the same checks refuse it. A flag typed on the command line wins over the file's.
 */
import { UsageError } from './usage-error';
import type { FlagValue, FlagValues } from './flags';
import type { OptionSpec } from './options';

/** The options a file may not set: where the file is, what the run reads and where it writes. */
const NOT_IN_A_FILE: readonly string[] = ['pattern', 'project', 'out', 'no-bom', 'help', 'list'];

/**
 * The most characters a pattern file may hold, checked before it is parsed. A pattern is a few
 * flags (a rotation holds 12 casts), a few hundred characters; a 20 MB file used to be parsed and
 * expanded (3.5 s, 387 MB) before the rotation's limit refused it.
 */
export const PATTERN_FILE_MAX_CHARS = 64 * 1024;

/**
 * The most values one flag may have in a pattern file, checked before any is read: no report
 * takes a flag that often (a rotation holds 12), and the report's own check says its limit.
 */
export const PATTERN_LIST_MAX = 100;

const count = (n: number) => n.toLocaleString('en');

/**
 * A flag's value as the file gives it: a text, or a number; a flag whose value is a number
 * (`OptionSpec.number`) takes a JSON number only, so `"every": "6"` is refused, not read by luck.
 */
function valueOf(raw: unknown, shown: string, name: string, spec: OptionSpec): string {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (spec.number === true) {
    const text = typeof raw === 'string' ? ` (not the text ${JSON.stringify(raw)})` : '';
    throw new UsageError(`${shown}: give a number, e.g. "${name}": ${spec.example ?? 1}${text}`);
  }
  if (typeof raw === 'string') return raw;
  throw new UsageError(`${shown}: give a text or a number`);
}

/**
 * The flags a pattern file holds.
 *
 * @param takes the report's options (by name) with their specs: the keys the file may use.
 * @throws UsageError naming the file and JSON path of the first mistake.
 */
export function patternFlags(
  text: string,
  file: string,
  takes: ReadonlyMap<string, OptionSpec>,
): FlagValues {
  return patternFlagsOf(parseJsonFile(text, file), `${file} $`, takes);
}

/**
 * A pattern file's JSON value, or a UsageError naming the file.
 *
 * @throws UsageError when the text is past {@link PATTERN_FILE_MAX_CHARS} (before parsing it) or
 *   is not JSON.
 */
export function parseJsonFile(text: string, file: string): unknown {
  if (text.length > PATTERN_FILE_MAX_CHARS) {
    throw new UsageError(
      `${file}: ${count(text.length)} characters; a pattern file is a few flags, at most ` +
        `${count(PATTERN_FILE_MAX_CHARS)} characters`,
    );
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${file}: not JSON (${why})`);
  }
}

/**
 * The flags one object of a pattern file holds, at JSON path `at` ("p.json $", or
 * "p.json $.nethack34" for one ruleset's part of a comparison's file).
 */
export function patternFlagsOf(
  parsed: unknown,
  at: string,
  takes: ReadonlyMap<string, OptionSpec>,
): FlagValues {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`${at}: give an object of flags, e.g. {"every": 6}`);
  }
  const allowed = [...takes.keys()].filter((name) => !NOT_IN_A_FILE.includes(name));
  const flags: Record<string, FlagValue[]> = {};
  for (const [name, raw] of Object.entries(parsed)) {
    const where = `${at}.${name}`;
    const spec = takes.get(name);
    if (spec === undefined || NOT_IN_A_FILE.includes(name)) {
      throw new UsageError(
        `${where}: not a flag this report takes; choose from ${allowed.join(', ')}`,
      );
    }
    if (spec.type === 'boolean') {
      if (typeof raw !== 'boolean') throw new UsageError(`${where}: give true or false`);
      if (raw) flags[name] = [{ value: 'true', shown: where }];
      continue;
    }
    if (Array.isArray(raw)) {
      if (spec.multiple !== true) throw new UsageError(`${where}: give one value, not a list`);
      if (raw.length > PATTERN_LIST_MAX) {
        throw new UsageError(
          `${where}: ${count(raw.length)} values; a pattern file gives a flag at most ` +
            `${PATTERN_LIST_MAX}`,
        );
      }
      flags[name] = raw.map((each, i) => {
        const shown = `${where}[${i}]`;
        return { value: valueOf(each, shown, name, spec), shown };
      });
      continue;
    }
    flags[name] = [{ value: valueOf(raw, where, name, spec), shown: where }];
  }
  return flags;
}
