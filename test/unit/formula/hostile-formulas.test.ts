/**
 * A hostile or mangled project file's formulas: 5,000 texts, random token soup and mutations of the
 * real templates (Willpower's numbers, NetHack's exact dice), each checked and every formula that
 * passes computed at three levels. None may crash (only refusals, in words), none may take over a second, and no message
 * may carry a stack trace or a JavaScript name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormulas } from '../../../shared/formula/check';
import { FormulaEvaluation, FormulaRefusal } from '../../../shared/formula/evaluate';
import { runChecks } from '../../../shared/formula/run-checks';
import { makeDefaultWillpowerData, TATHREN } from '../../../shared/rulesets/willpower/defaults';
import {
  DEFAULT_NETHACK_BUILD,
  makeDefaultNethack34Data,
} from '../../../shared/rulesets/nethack34/defaults';
import {
  nethackFormulaBuild,
  nethackFormulaSource,
} from '../../../shared/rulesets/nethack34/formulas';
import {
  willpowerFormulaBuild,
  willpowerFormulaSource,
} from '../../../shared/rulesets/willpower/formulas';

/** The real templates, one numbers only, one of exact dice, each with the build it is run for. */
const TEMPLATES = [
  {
    source: willpowerFormulaSource(makeDefaultWillpowerData()),
    build: willpowerFormulaBuild(TATHREN),
  },
  {
    source: nethackFormulaSource(makeDefaultNethack34Data()),
    build: nethackFormulaBuild(DEFAULT_NETHACK_BUILD),
  },
] as const;

const TOKENS = [
  'hp',
  'mp',
  'max_mana',
  'start',
  'gain',
  'level',
  'int',
  'race',
  'class',
  'stat',
  '.',
  'mana',
  '[',
  ']',
  '"elf"',
  '(',
  ')',
  '{',
  '}',
  ',',
  ':',
  '=',
  '==',
  '!=',
  '<',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '@',
  '..',
  '0',
  '1',
  '2',
  '60',
  '1e9',
  '99999999999999999999',
  '0.5',
  '50%',
  'd6',
  '3d6',
  '100d1000',
  '4d6kh3',
  'd6!10',
  'd(',
  'd{',
  '1,2,4',
  'if',
  'then',
  'else',
  'and',
  'or',
  'not',
  'by',
  'check',
  'for',
  'every',
  'prev',
  'P',
  'E',
  'percentile',
  'min',
  'max',
  'clamp',
  'floor',
  'sum',
  'count',
  'lookup',
  'f(x) =',
  'f(',
  'trunc',
  'stat.modifier',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '#',
  '\n',
  ' ',
  '"',
  '\\',
];

const soup = fc
  .array(fc.constantFrom(...TOKENS), { maxLength: 60 })
  .map((parts) => ({ template: TEMPLATES[0], text: parts.join(' ') }));

const mutated = fc
  .tuple(
    fc.constantFrom(...TEMPLATES),
    fc.array(
      fc.record({
        at: fc.nat(),
        cut: fc.nat({ max: 12 }),
        insert: fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 6 })),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  )
  .map(([template, edits]) => ({
    template,
    text: edits.reduce((text, { at, cut, insert }) => {
      const where = at % (text.length + 1);
      return text.slice(0, where) + insert + text.slice(where + cut);
    }, template.source.text),
  }));

/** Everything the designer could be shown of one text. */
function messagesOf({
  template,
  text,
}: {
  template: (typeof TEMPLATES)[number];
  text: string;
}): string[] {
  const checked = checkFormulas({ ...template.source, text });
  const messages = checked.problems.map((problem) => problem.message);
  const run = new FormulaEvaluation(checked, template.build);
  for (const name of checked.formulas.keys()) {
    for (const level of [1, 2, 60]) {
      try {
        run.value(name, level);
      } catch (error) {
        if (!(error instanceof FormulaRefusal)) throw error;
        messages.push(error.message);
      }
    }
  }
  for (const outcome of runChecks(checked, template.build)) messages.push(...outcome.failures);
  return messages;
}

describe('hostile formula texts', () => {
  it(
    'are refused in words, never crash, never hang, never show a stack trace',
    { timeout: 120_000 },
    () => {
      let slowest = 0;
      let texts = 0;
      fc.assert(
        fc.property(fc.oneof(soup, mutated), (text) => {
          texts += 1;
          const started = performance.now();
          const messages = messagesOf(text);
          slowest = Math.max(slowest, performance.now() - started);
          for (const message of messages) {
            expect(message).not.toMatch(
              /\n\s+at |TypeError|RangeError|undefined|NaN|Infinity|\[object/,
            );
          }
        }),
        // All 5,000, past the suite's usual time budget for a property (property-budget.ts).
        { numRuns: 5_000, seed: 39_010, interruptAfterTimeLimit: 120_000 },
      );
      expect(texts).toBe(5_000);
      expect(slowest).toBeLessThan(1_000);
    },
  );
});
