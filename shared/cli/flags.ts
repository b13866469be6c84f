/**
 * The options a command line gave, as typed, and the small readings every report family shares:
 * a whole number, a choice among words, a `NAME=VALUE` pair. Names and ranges are resolved against
 * the project's data by each family (`shared/rulesets/<id>/cli-flags.ts`); every mistake becomes
 * one `UsageError` line that names the flag as the user typed it.
 */
import { LIST_MAX } from '../project/limits';
import { checkWork } from '../engine/work-bound';
import { UsageError } from './usage-error';

/** One value the user gave, and how to show it back in an error ("--stat Int=abc"). */
export interface FlagValue {
  readonly value: string;
  readonly shown: string;
  /** The text of the file `value` names, for an option that reads a file (`OptionSpec.readsFile`). */
  readonly text?: string;
}

/** Option name → its values, in the order typed (a switch's value is "true"). */
export type FlagValues = Readonly<Partial<Record<string, readonly FlagValue[]>>>;

/**
 * The options given, read by name. `Name` is the options a family reads, so a typo in a family's
 * code does not compile; the parser has already refused any option the report does not take.
 */
export class GivenFlags<Name extends string = string> {
  constructor(private readonly values: FlagValues) {}

  /** These flags on top of `under` (a pattern file's): an option given here replaces its values. */
  over(under: FlagValues): GivenFlags<Name> {
    return new GivenFlags({ ...under, ...this.values });
  }

  /** These flags with the option's values replaced (a file's text read in, see `run-cli.ts`). */
  replaced(name: string, values: readonly FlagValue[]): GivenFlags<Name> {
    return new GivenFlags({ ...this.values, [name]: values });
  }

  /** The option's value (options given once), or undefined. */
  one(name: Name): FlagValue | undefined {
    return this.values[name]?.[0];
  }

  /**
   * Every value of a repeatable option, in the order typed. At most as many as a project's list
   * may hold ({@link LIST_MAX}): each is an item worn, a kill, an event, a target… that the report
   * then computes, so the command line is bounded as the project file is.
   *
   * @throws WorkBoundError past that
   */
  all(name: Name): readonly FlagValue[] {
    const values = this.values[name] ?? [];
    checkWork(
      `--${name} given ${values.length.toLocaleString('en')} times`,
      values.length,
      LIST_MAX,
      'values',
      `give it at most ${LIST_MAX.toLocaleString('en')} times, as a project’s lists hold`,
    );
    return values;
  }

  /** Whether the option (a switch, usually) was given. */
  has(name: Name): boolean {
    return this.values[name] !== undefined;
  }

  /** A whole number from the option, or `fallback` when it is absent; refuses anything else. */
  whole(name: Name, fallback: number): number {
    const flag = this.one(name);
    if (flag === undefined) return fallback;
    const value = parseWhole(flag.value);
    if (Number.isNaN(value)) throw new UsageError(`${flag.shown}: give a whole number`);
    return value;
  }

  /**
   * A whole number from the option checked by a field's own check (its message is the refusal,
   * after the flag), or undefined when the option is absent. A typographic minus reads as "-".
   */
  checkedWhole(name: Name, check: (value: number) => string | null): number | undefined {
    const flag = this.one(name);
    if (flag === undefined) return undefined;
    const value = parseWhole(flag.value.replace(/\u2212/g, '-'));
    const problem = Number.isNaN(value) ? 'give a whole number' : check(value);
    if (problem !== null) throw new UsageError(`${flag.shown}: ${afterFlag(problem)}`);
    return value;
  }

  /** One of `choices` (any case), or `fallback` when the option is absent. */
  choice<T extends string>(name: Name, choices: readonly T[], fallback: T): T {
    const flag = this.one(name);
    if (flag === undefined) return fallback;
    const wanted = flag.value.trim().toLowerCase();
    const found = choices.find((each) => each === wanted);
    if (found === undefined) {
      throw new UsageError(`${flag.shown}: choose one of ${choices.join(', ')}`);
    }
    return found;
  }
}

/** "12", "+12", "-3" → the number; anything else → NaN, which the engine's checks then refuse. */
export function parseWhole(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** `NAME=VALUE` split at the last "=". */
export function splitPair(flag: FlagValue, form: string): { name: string; value: string } {
  const at = flag.value.lastIndexOf('=');
  if (at < 0) throw new UsageError(`${flag.shown}: expected ${form}`);
  return { name: flag.value.slice(0, at), value: flag.value.slice(at + 1) };
}

/** Drops the engine's full stop: the error line goes on with nothing after it. */
export function clause(message: string): string {
  return message.replace(/\.$/, '');
}

/**
 * An engine sentence as the rest of a flag's error line: no full stop, and a leading article in
 * lower case ("--mutation 4: the regeneration mutation runs from 0 to 3"); names stay as written
 * ("--subjects 32: Standard Scale stops at 16 subjects…").
 */
export function afterFlag(message: string): string {
  return clause(message).replace(/^(The|A|An) /, (article) => article.toLowerCase());
}
