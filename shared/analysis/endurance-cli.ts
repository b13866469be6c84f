/**
 * A ruleset's endurance on the command line, built from its declaration (`endurance-analysis.ts`):
 * the flags its form's rotation and fields name (their specs for the parser, their list, their
 * reader, their lines of `--help`) and `--pattern FILE`, the `<id>/endurance` report's name and
 * options, what `compare/endurance --patterns` reads under the ruleset's id, and the engine call.
 * A ruleset places each with one line; what it writes is its declaration, and its report's
 * description, columns and table.
 *
 * Each flag is read with the card's own check, so the CLI and the card refuse the same value in
 * the same words: the rotation first (more entries than it holds; then each value: what it names,
 * its damage; then the entries together, said on the last), then the fields in the form's order.
 */
import { afterFlag, parseWhole, type FlagValue, type GivenFlags } from '../cli/flags';
import { findNamed, listNames } from '../cli/names';
import type { OptionSpec } from '../cli/options';
import { PATTERN_FILE_MAX_CHARS } from '../cli/pattern-file';
import type { EndurancePatternFlags, HelpEntry } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import type { Memo } from '../engine/memo';
import type { ReportDeclaration } from '../report/report-doc';
import type { ReportTable } from '../report/report-table';
import { ROTATION_MAX } from './endurance';
import type { PatternField, PatternForm, PatternRotation } from './endurance-analysis';

/** What the CLI reads of a declaration: its call, its form and the pattern the card starts on. */
export interface EnduranceFlags<Data, Stored, Pattern, Item, Flag extends string> {
  readonly call: string;
  readonly initial: Stored;
  pattern(stored: Stored, data: Data): Pattern;
  readonly form: PatternForm<Data, never, Pattern, Item, Flag>;
}

/** The option that reads the flags from a JSON file. */
type PatternOption = 'pattern';

/** A value as a command line types it: quoted where it holds a space. */
function typed(example: string): string {
  return /\s/.test(example) ? `"${example}"` : example;
}

/** The field's option, as the parser reads it. */
function fieldSpec<Pattern, Data>(field: PatternField<Pattern, Data, string>): OptionSpec {
  switch (field.kind) {
    case 'switch':
      return { type: 'boolean' };
    case 'dice':
      return { type: 'string', example: typed(field.flag.example) };
    case 'whole':
    case 'optional-whole':
      return { type: 'string', example: field.flag.example, number: true };
  }
}

/**
 * The flags' options, as the parser reads them (the rotation's, the fields', `--pattern`): spread
 * into the ruleset's `OptionSpecs`.
 */
export function enduranceOptions<Data, Stored, Pattern, Item, Flag extends string>(
  analysis: EnduranceFlags<Data, Stored, Pattern, Item, Flag>,
): Readonly<Record<Flag | PatternOption, OptionSpec>> {
  const { rotation, fields } = analysis.form;
  const specs: Partial<Record<Flag | PatternOption, OptionSpec>> = {};
  specs[rotation.flag.name] = {
    type: 'string',
    multiple: true,
    example: typed(rotation.flag.example),
  };
  for (const field of fields) {
    specs[field.flag.name] = fieldSpec(field);
  }
  specs.pattern = { type: 'string', example: 'pattern.json' };
  return specs as Record<Flag | PatternOption, OptionSpec>;
}

/** Their names, in the order errors list them: what `<id>/endurance` takes besides the build. */
export function enduranceOptionNames<Data, Stored, Pattern, Item, Flag extends string>(
  analysis: EnduranceFlags<Data, Stored, Pattern, Item, Flag>,
): readonly (Flag | PatternOption)[] {
  return Object.keys(enduranceOptions(analysis)) as (Flag | PatternOption)[];
}

/** Refuses `flag` in `problem`'s words, after it ("--every 0: a whole number of seconds …"). */
function refuse(flag: FlagValue, problem: string | null): void {
  if (problem !== null) throw new UsageError(`${flag.shown}: ${afterFlag(problem)}`);
}

/** What `flag`'s value names before its "=DICE", as the choice writes it (an option's value). */
function choiceNamed<Data, Pattern, Item>(
  choice: NonNullable<PatternRotation<Pattern, Data, Item>['choice']>,
  what: string,
  flag: FlagValue,
  data: Data,
  pattern: Pattern,
): string {
  const named = choice.flag;
  if (named.by === 'number') {
    const value = parseWhole(what);
    refuse(flag, Number.isNaN(value) ? named.notNumber : named.check(value));
    return String(value);
  }
  const options = choice.options(data, pattern).map(({ value, name }) => ({ id: value, name }));
  const found = findNamed(options, what);
  if (found === undefined) {
    throw new UsageError(
      `${flag.shown}: unknown ${named.noun}; choose one of ${listNames(options)}`,
    );
  }
  return found.id;
}

/** One entry of the rotation from its flag's value: `WHAT[=DICE]`, or the dice alone. */
function readEntry<Data, Pattern, Item>(
  rotation: PatternRotation<Pattern, Data, Item>,
  flag: FlagValue,
  data: Data,
  pattern: Pattern,
): Item {
  const { choice, damage } = rotation;
  if (choice === undefined) {
    refuse(flag, rotation.flag.check(flag.value));
    return damage.write(rotation.blank(data), flag.value.trim());
  }
  const at = flag.value.indexOf('=');
  const what = at < 0 ? flag.value : flag.value.slice(0, at);
  const dice = at < 0 ? '' : flag.value.slice(at + 1);
  const chosen = choiceNamed(choice, what, flag, data, pattern);
  refuse(flag, rotation.flag.check(dice));
  return damage.write(choice.write(rotation.blank(data), chosen), dice.trim());
}

/** The rotation its flag gives, in order, or undefined where it is not given. */
function readRotation<Data, Pattern, Item>(
  rotation: PatternRotation<Pattern, Data, Item>,
  flags: GivenFlags,
  data: Data,
  pattern: Pattern,
): Item[] | undefined {
  const given = flags.all(rotation.flag.name);
  const last = given.at(-1);
  if (last === undefined) return undefined;
  if (given.length > ROTATION_MAX) {
    throw new UsageError(`--${rotation.flag.name}: ${rotation.flag.tooMany}`);
  }
  const items = given.map((flag) => readEntry(rotation, flag, data, pattern));
  refuse(last, rotation.flag.together?.(items) ?? null);
  return items;
}

/** A field's value from its flag, or undefined where it is not given. */
function readField<Pattern, Data>(
  field: PatternField<Pattern, Data, string>,
  flags: GivenFlags,
): unknown {
  switch (field.kind) {
    case 'switch':
      return flags.has(field.flag.name) ? field.flag.sets : undefined;
    case 'dice': {
      const flag = flags.one(field.flag.name);
      if (flag === undefined) return undefined;
      refuse(flag, field.check(flag.value));
      return flag.value.trim();
    }
    case 'whole':
    case 'optional-whole':
      return flags.checkedWhole(field.flag.name, field.check);
  }
}

/**
 * The pattern the flags make: the card's start (its declaration's `initial`, in `data`) with each
 * flag given on top, each refused with the card's field's own words.
 *
 * @throws UsageError naming the flag at fault, as typed (or the pattern file's JSON path).
 */
export function readPattern<Data, Stored, Pattern, Item, Flag extends string>(
  analysis: EnduranceFlags<Data, Stored, Pattern, Item, Flag>,
  data: Data,
  flags: GivenFlags<Flag | PatternOption>,
): Pattern {
  const { rotation, fields } = analysis.form;
  const start = analysis.pattern(analysis.initial, data);
  const given = flags as GivenFlags;
  const pattern = { ...(start as Record<string, unknown>) };
  const items = readRotation(rotation, given, data, start);
  if (items !== undefined) pattern[rotation.key] = items;
  for (const field of fields) {
    const value = readField(field, given);
    if (value !== undefined) pattern[field.key] = value;
  }
  return pattern as Pattern;
}

/**
 * `{"cast": ["Burning hands=2d6+1"], "every": 6, "no-rest": true}`: a `--pattern` file giving
 * every flag its example, and the first number's, which a file gives as a number.
 */
function fileOf<Data, Pattern, Item>(
  form: PatternForm<Data, never, Pattern, Item, string>,
): {
  readonly example: string;
  readonly number: string | undefined;
} {
  const { rotation, fields } = form;
  let number: string | undefined;
  const keys = [`"${rotation.flag.name}": [${JSON.stringify(rotation.flag.example)}]`];
  for (const field of fields) {
    const { name } = field.flag;
    if (field.kind === 'switch') {
      keys.push(`"${name}": true`);
    } else if (field.kind === 'dice') {
      keys.push(`"${name}": ${JSON.stringify(field.flag.example)}`);
    } else {
      number ??= field.flag.example;
      keys.push(`"${name}": ${field.flag.example}`);
    }
  }
  return { example: `{${keys.join(', ')}}`, number };
}

/**
 * Their lines of `--help`, each after the report's name: the rotation's, each field's (its limits
 * and default as the data has them), and `--pattern FILE` with an example of every flag.
 */
export function enduranceHelp<Data, Stored, Pattern, Item, Flag extends string>(
  analysis: EnduranceFlags<Data, Stored, Pattern, Item, Flag>,
  data: Data,
): HelpEntry[] {
  const { rotation, fields } = analysis.form;
  const start = analysis.pattern(analysis.initial, data);
  const said = (meaning: string) => `${analysis.call}: ${meaning}`;
  const file = fileOf(analysis.form);
  const numbers = file.number === undefined ? '' : `numbers as numbers, not "${file.number}"; `;
  return [
    {
      term: `--${rotation.flag.name} ${rotation.flag.arg}`,
      meaning: said(rotation.flag.help(data, start)),
    },
    ...fields.map((field) => ({
      term:
        field.kind === 'switch' ? `--${field.flag.name}` : `--${field.flag.name} ${field.flag.arg}`,
      meaning: said(field.flag.help(data, start)),
    })),
    {
      term: '--pattern FILE',
      meaning: said(
        `the pattern from a JSON file whose keys are these flags’ names, e.g. ${file.example} ` +
          `(${numbers}at most ${PATTERN_FILE_MAX_CHARS / 1024} KB); flags typed as well win ` +
          'over the file’s',
      ),
    },
  ];
}

/**
 * What `compare/endurance --patterns` reads under the ruleset's id: the flags (`--pattern` aside,
 * which the comparison's file replaces), an example, and the pattern they make in the data of the
 * ruleset's section (`dataOf`), as its own report reads them.
 */
export function endurancePatternFlags<Source, Data, Stored, Pattern, Item, Flag extends string>(
  analysis: EnduranceFlags<Data, Stored, Pattern, Item, Flag>,
  dataOf: (section: Source) => Data,
): EndurancePatternFlags<Source, Flag | PatternOption> {
  return {
    options: enduranceOptionNames(analysis),
    example: analysis.form.fileExample,
    read: (section, flags) => readPattern(analysis, dataOf(section), flags),
  };
}

/**
 * The `<id>/endurance` report: its name the engine call's, its options the build's (`takes`) and
 * the flags'. Its words and its table are the ruleset's: `make` is given the pattern its family's
 * `table` reads with `readPattern`.
 */
export function enduranceCliReport<
  Input,
  Option extends string,
  Data,
  Stored,
  Pattern,
  Item,
  Flag extends string,
>(
  analysis: EnduranceFlags<Data, Stored, Pattern, Item, Flag>,
  report: Omit<ReportDeclaration<Input, Option>, 'name' | 'options'> & {
    readonly takes: readonly Option[];
  },
): ReportDeclaration<Input, Option | Flag | PatternOption> {
  const { takes, ...words } = report;
  return {
    ...words,
    name: analysis.call,
    options: [...takes, ...enduranceOptionNames(analysis)],
  };
}

/** The engine call `<id>/endurance`, answered by the ruleset's computation: spread into `engine.ts`. */
export function enduranceEngineCall<const Call extends string, Input, Result>(
  analysis: {
    readonly call: Call;
    input(data: never, build: never, pattern: never, where: never, at: number): Input | null;
    report(buildName: string, result: Result): ReportTable;
  },
  compute: (input: Input, memo: Memo) => Result,
): { readonly [K in Call]: (input: Input, memo: Memo) => Result } {
  return { [analysis.call]: compute } as {
    readonly [K in Call]: (input: Input, memo: Memo) => Result;
  };
}
