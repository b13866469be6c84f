/**
 * A ruleset's curve from targets on the command line, built from its declaration
 * (`fit-analysis.ts`): the flags its choices and its targets name (their specs for the parser,
 * their list, their reader, their lines of `--help`), the `<id>/fit` report's name, options and
 * table, and the engine call. A ruleset places each with one line; what it writes is its
 * declaration, its report's description and columns, and how its report's input asks the fit.
 *
 * Each flag is read with the card's own words: the choices first, in the declaration's order (a
 * value none of the choice's options has: "--column x: choose one of class-mana, …"), then the
 * targets (none given; a value that is not LEVEL=VALUE; then all of them together with the card's
 * check, said on the last).
 */
import { afterFlag, type GivenFlags } from '../cli/flags';
import type { OptionSpec } from '../cli/options';
import type { HelpEntry } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import type { ReportDeclaration } from '../report/report-doc';
import { parseTargets, type CurveTarget } from './curve-targets';
import {
  initialChoices,
  type FitChoice,
  type FitChoices,
  type FitShown,
  type FitTargetsFlag,
} from './fit-analysis';

/** What the CLI reads of a declaration: its call, its choices, its targets' flag and check. */
export interface FitFlags<Data, Build, Choices extends FitChoices, Flag extends string> {
  readonly call: string;
  readonly choices: { readonly [K in keyof Choices]: FitChoice<Data, Build, Choices[K], Flag> };
  readonly targetsFlag: FitTargetsFlag<Data, Flag>;
  check(targets: readonly CurveTarget[], data: Data): string | null;
}

/** What the flags ask: the card's choices and its targets. */
export interface FitQuestion<Choices extends FitChoices> {
  readonly choices: Choices;
  readonly targets: readonly CurveTarget[];
}

/** The choices' flags, in the declaration's order. */
function choiceFlags<Data, Build, Choices extends FitChoices, Flag extends string>(
  analysis: FitFlags<Data, Build, Choices, Flag>,
): {
  readonly key: keyof Choices & string;
  readonly choice: FitChoice<Data, Build, string, Flag>;
}[] {
  return Object.entries(analysis.choices).map(([key, choice]) => ({
    key,
    choice: choice as FitChoice<Data, Build, string, Flag>,
  }));
}

/** The flags' names, in the order errors list them: the choices' and the targets' (first or last). */
function flagNames<Data, Build, Choices extends FitChoices, Flag extends string>(
  analysis: FitFlags<Data, Build, Choices, Flag>,
): Flag[] {
  const choices = choiceFlags(analysis).map(({ choice }) => choice.flag.name);
  const targets = analysis.targetsFlag.name;
  return analysis.targetsFlag.first === true ? [targets, ...choices] : [...choices, targets];
}

/**
 * The flags' options, as the parser reads them (each choice's, the repeatable targets'): spread
 * into the ruleset's `OptionSpecs`.
 */
export function fitOptions<Data, Build, Choices extends FitChoices, Flag extends string>(
  analysis: FitFlags<Data, Build, Choices, Flag>,
): Readonly<Record<Flag, OptionSpec>> {
  const specs: Partial<Record<Flag, OptionSpec>> = {};
  const { targetsFlag } = analysis;
  const examples = new Map<Flag, string>(
    choiceFlags(analysis).map(({ choice }) => [choice.flag.name, choice.flag.example]),
  );
  for (const name of flagNames(analysis)) {
    specs[name] =
      name === targetsFlag.name
        ? { type: 'string', multiple: true, example: targetsFlag.example }
        : { type: 'string', example: examples.get(name) ?? '' };
  }
  return specs as Record<Flag, OptionSpec>;
}

/** Their names, in the order errors list them: what `<id>/fit` takes besides the build. */
export function fitOptionNames<Data, Build, Choices extends FitChoices, Flag extends string>(
  analysis: FitFlags<Data, Build, Choices, Flag>,
): readonly Flag[] {
  return flagNames(analysis);
}

/**
 * What the flags ask: each choice's flag (one of its options' values, any case; absent, its
 * initial), then the targets (at least one; each value read as the card's field reads it; all of
 * them refused in the card's check's words, after the last).
 *
 * @throws UsageError naming the flag at fault, as typed.
 */
export function readFit<Data, Build, Choices extends FitChoices, Flag extends string>(
  analysis: FitFlags<Data, Build, Choices, Flag>,
  data: Data,
  build: Build,
  flags: GivenFlags<Flag> | GivenFlags,
): FitQuestion<Choices> {
  const given = flags as GivenFlags;
  const choices: Record<string, string> = {};
  for (const { key, choice } of choiceFlags(analysis)) {
    const values = choice.options(data, build).map((option) => option.value);
    choices[key] = given.choice(choice.flag.name, values, choice.initial);
  }
  const { name, arg, example } = analysis.targetsFlag;
  const typed = given.all(name);
  if (typed.length === 0) {
    throw new UsageError(
      `${analysis.call} needs a target: --${name} ${arg}, e.g. --${name} ${example}`,
    );
  }
  const targets: CurveTarget[] = [];
  for (const flag of typed) {
    const parsed = parseTargets(flag.value);
    if (!parsed.ok) throw new UsageError(`${flag.shown}: ${afterFlag(parsed.message)}`);
    targets.push(...parsed.targets);
  }
  const problem = analysis.check(targets, data);
  if (problem !== null) {
    throw new UsageError(`${typed.at(-1)?.shown ?? `--${name}`}: ${afterFlag(problem)}`);
  }
  return { choices: choices as Choices, targets };
}

/** Their lines of `--help`, each after the report's name: a line a flag, in the options' order. */
export function fitHelp<Data, Build, Choices extends FitChoices, Flag extends string>(
  analysis: FitFlags<Data, Build, Choices, Flag>,
  data: Data,
): HelpEntry[] {
  const said = (meaning: string) => `${analysis.call}: ${meaning}`;
  const { targetsFlag } = analysis;
  const targets: HelpEntry = {
    term: `--${targetsFlag.name} ${targetsFlag.arg}`,
    meaning: said(targetsFlag.help(data)),
  };
  const choices: HelpEntry[] = choiceFlags(analysis).map(({ choice }) => ({
    term: `--${choice.flag.name} ${choice.flag.arg}`,
    meaning: said(choice.flag.help(data)),
  }));
  return targetsFlag.first === true ? [targets, ...choices] : [...choices, targets];
}

/**
 * The `<id>/fit` report: its name the engine call's, its options the build's (`takes`) and the
 * flags', its table the card's (`shown`), of the fit `answer` computes for the question the flags
 * ask (`readFit`, in its family's `table`, as the input's `fit`). Its words are the ruleset's.
 */
export function fitCliReport<
  ReportInput extends { readonly fit: FitQuestion<Choices> | null },
  Option extends string,
  Data,
  Build,
  Choices extends FitChoices,
  Result,
  Flag extends string,
>(
  analysis: FitFlags<Data, Build, Choices, Flag> & { shown(fit: Result): FitShown },
  report: Omit<ReportDeclaration<ReportInput, Option>, 'name' | 'options' | 'make'> & {
    readonly takes: readonly Option[];
    /** The fit of the report's build for the question asked. */
    answer(input: ReportInput, question: FitQuestion<Choices>): Result;
  },
): ReportDeclaration<ReportInput, Option | Flag> {
  const { takes, answer, ...words } = report;
  return {
    ...words,
    name: analysis.call,
    options: [...takes, ...fitOptionNames(analysis)],
    make: (input) => {
      const question = input.fit ?? {
        choices: initialChoices<Choices>(analysis.choices),
        targets: [],
      };
      return analysis.shown(answer(input, question)).table;
    },
  };
}

/** The engine call `<id>/fit`, answered by the ruleset's fit: spread into `engine.ts`. */
export function fitEngineCall<const Call extends string, Input, Result>(
  analysis: {
    readonly call: Call;
    input(data: never, build: never, targets: never, choices: never): Input;
    shown(fit: Result): FitShown;
  },
  fit: (input: Input) => Result,
): { readonly [K in Call]: (input: Input) => Result } {
  return { [analysis.call]: (input: Input) => fit(input) } as {
    readonly [K in Call]: (input: Input) => Result;
  };
}
