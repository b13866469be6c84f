/**
 * Curve from targets for a custom ruleset (`custom/fit`, the screen's card), against a brute force
 * of the same rule worked by hand: the small ruleset's mana is race mana + class mana × level +
 * the ring's 5, so the Elf wizard's is 8 + m × level for a wizard's mana m, and the fit must pick
 * the m of 0–24 (the default: twice today's 12) with the least sum of squared misses, a tie going to the m nearest today's 12.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormulas } from '../../../../shared/formula/check';
import {
  customFit,
  defaultFitRange,
  fitValues,
  parseFitRange,
} from '../../../../shared/rulesets/custom/fit';
import {
  customFormulaBuild,
  customFormulaSource,
} from '../../../../shared/rulesets/custom/formula-source';
import { customFitOf } from '../../../../shared/rulesets/custom/engine';
import { customProject, smallCustomRuleset } from '../../../fixtures/custom-ruleset';
import { asCsvCells, readCsv, run } from '../../cli/cli-harness';

const ruleset = smallCustomRuleset();
const checked = checkFormulas(customFormulaSource(ruleset));
const elfWizard = { name: 'Elf wizard', build: customFormulaBuild(ruleset.builds[0]!) };
const wizardMana = { table: 'class', row: 'wizard', column: 'mana' };

/** The m of 0–24 a least-squares fit picks for 8 + m × level, by hand. */
function byHand(targets: readonly { level: number; value: number }[]): number {
  const miss = (m: number) =>
    targets.reduce((sum, { level, value }) => sum + (8 + m * level - value) ** 2, 0);
  let best = 12;
  for (let m = 0; m <= 24; m += 1) {
    const nearer = Math.abs(m - 12) < Math.abs(best - 12);
    if (miss(m) < miss(best) - 1e-9 || (Math.abs(miss(m) - miss(best)) <= 1e-9 && nearer)) {
      best = m;
    }
  }
  return best;
}

describe('curve from targets for a custom ruleset', () => {
  it('proposes the number that passes through targets it can meet, with the curves drawn', () => {
    const fit = customFit(checked, elfWizard, {
      measure: 'mana',
      cell: wizardMana,
      targets: [
        { level: 5, value: 93 },
        { level: 1, value: 25 },
      ],
      range: null,
    });
    expect(fit).toMatchObject({ from: 12, to: 17, missFitted: 0, name: 'class wizard’s mana' });
    expect(fit.fitted).toEqual([25, 42, 59, 76, 93]);
    expect(fit.now).toEqual([20, 32, 44, 56, 68]);
    expect(fit.explain).toBe(
      'class wizard’s mana 12 → 17 brings Elf wizard’s mana nearest the targets: it misses them ' +
        'by 18 today and by 0 with 17 (the root mean square of the misses). Every build that picks ' +
        'wizard moves with it.',
    );
    expect(fit.table.columns).toEqual([
      'level',
      'target',
      'now',
      'miss_now',
      'proposed',
      'miss_proposed',
      'table_value',
      'value_now',
      'value_proposed',
    ]);
    expect(fit.table.rows[0]).toEqual([1, 25, 20, -5, 25, 0, 'class wizard’s mana', 12, 17]);
  });

  it('agrees with the fit worked by hand for any targets, ties going to the value nearest today’s', () => {
    const target = fc.record({
      level: fc.integer({ min: 1, max: 5 }),
      value: fc.integer({ min: -50, max: 600 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(target, { minLength: 1, maxLength: 5, selector: (t) => t.level }),
        (targets) => {
          const fit = customFit(checked, elfWizard, {
            measure: 'mana',
            cell: wizardMana,
            targets,
            range: null,
          });
          expect(fit.to).toBe(byHand(targets));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('fits an axis that starts at 0, its curves and targets from its first level', () => {
    const zero = checkFormulas(
      customFormulaSource({
        ...ruleset,
        axis: { name: 'tier', first: 0, last: 3 },
        text: 'gold: mp = class.mana * tier + race.mana\n',
      }),
    );
    // 3 + m × tier through 3 at tier 0 and 33 at tier 3: m = 10.
    const fit = customFit(zero, elfWizard, {
      measure: 'gold',
      cell: wizardMana,
      targets: [
        { level: 0, value: 3 },
        { level: 3, value: 33 },
      ],
      range: null,
    });
    expect(fit).toMatchObject({ to: 10, levels: [0, 1, 2, 3], fitted: [3, 13, 23, 33] });
    expect(fit.table.columns[0]).toBe('tier');
    expect(fit.table.rows.map((row) => row[0])).toEqual([0, 3]);
  });

  it('says when the best value is an end of the values tried, and tries a range given', () => {
    const far = customFit(checked, elfWizard, {
      measure: 'mana',
      cell: wizardMana,
      targets: [{ level: 5, value: 1008 }],
      range: parseFitRange('0..50:5') as { from: number; to: number; step: number },
    });
    expect(far.to).toBe(50);
    expect(far.explain).toMatch(
      /It is an end of the values tried \(from 0 to 50 by 5\): try further/,
    );
  });

  it('passes a value the formulas refuse, and refuses what cannot be fitted in words', () => {
    // ratio divides by the wizard's mana: at 0 it has no value (refused as it is computed), so 0 is
    // never proposed, though 360 / m comes nearest 1000 as m comes nearest 0.
    const dividing = checkFormulas(
      customFormulaSource({
        ...ruleset,
        text: `${ruleset.text}ratio: casts = 120 * race.mana / (class.mana + 0)\n`,
      }),
    );
    const fit = customFit(dividing, elfWizard, {
      measure: 'ratio',
      cell: wizardMana,
      targets: [{ level: 1, value: 1000 }],
      range: null,
    });
    expect(fit.to).toBe(1);
    const ask = (over: object) => () =>
      customFit(checked, elfWizard, {
        measure: 'mana',
        cell: wizardMana,
        targets: [{ level: 1, value: 3 }],
        range: null,
        ...over,
      });
    expect(ask({ targets: [{ level: 9, value: 3 }] })).toThrow(
      "Level 9: a target's level is a whole number from 1 to 5.",
    );
    expect(ask({ cell: { ...wizardMana, column: 'nope' } })).toThrow(
      'There is no number class wizard’s nope to fit.',
    );
    expect(ask({ range: { from: 0, to: 5000, step: 1 } })).toThrow(
      '5,001 values to try; at most 1,000: a larger step or a narrower range.',
    );
    expect(parseFitRange('ten')).toBe('"ten" is not FROM..TO or FROM..TO:STEP, like 0..100:1.');
    expect(fitValues({ from: 0, to: 0.3, step: 0.1 })).toEqual([0, 0.1, 0.2, 0.3]);
    // The cap itself: 1,000 values are tried, 1,001 refused.
    expect(fitValues({ from: 0, to: 999, step: 1 })).toHaveLength(1000);
    expect(fitValues({ from: 0, to: 1000, step: 1 })).toBe(
      '1,001 values to try; at most 1,000: a larger step or a narrower range.',
    );
    expect(defaultFitRange(12)).toEqual({ from: 0, to: 24, step: 1 });
    expect(defaultFitRange(-7.5)).toEqual({ from: -8, to: 20, step: 1 });
    expect(defaultFitRange(400)).toEqual({ from: 0, to: 800, step: 1 });
  });

  it('is the CLI’s report byte for byte, and the CLI names the flag at fault', async () => {
    const files = { 'game.json': JSON.stringify(customProject([ruleset])) };
    const args = [
      '--measure',
      'mana',
      '--table',
      'class',
      '--column',
      'mana',
      '--target',
      '1=25,5=93',
    ];
    const cli = await run(['report', 'custom/fit', '--project', 'game.json', ...args], files);
    expect(cli).toMatchObject({ code: 0, stderr: '' });
    const engine = customFitOf({
      ruleset,
      buildId: 'elf-wizard',
      measure: 'mana',
      cell: wizardMana,
      targets: [
        { level: 1, value: 25 },
        { level: 5, value: 93 },
      ],
      range: null,
    });
    expect(readCsv(cli.stdout)).toEqual(asCsvCells(engine.table));
    const refused = async (more: readonly string[]) =>
      (await run(['report', 'custom/fit', '--project', 'game.json', ...more], files)).stderr;
    expect(await refused(['--table', 'class', '--column', 'mana'])).toBe(
      'custom/fit needs a target: --target LEVEL=VALUE, e.g. --target 30=150\n',
    );
    expect(await refused(['--table', 'item', '--column', 'mana', '--target', '1=3'])).toMatch(
      /^--table item: the build picks no row of item; name one with --row \(there are: ring, amulet\)/,
    );
    expect(await refused([...args, '--try', '0..9999'])).toBe(
      '--try 0..9999: 10,000 values to try; at most 1,000: a larger step or a narrower range.\n',
    );
  });
});
