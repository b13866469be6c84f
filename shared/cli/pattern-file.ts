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

function valueOf(raw: unknown, shown: string): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
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
 * A JSON file's value, or a UsageError naming the file.
 *
 * @throws UsageError when the text is not JSON.
 */
export function parseJsonFile(text: string, file: string): unknown {
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
      flags[name] = raw.map((each, i) => {
        const shown = `${where}[${i}]`;
        return { value: valueOf(each, shown), shown };
      });
      continue;
    }
    flags[name] = [{ value: valueOf(raw, where), shown: where }];
  }
  return flags;
}
