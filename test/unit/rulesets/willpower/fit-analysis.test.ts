/**
 * Willpower's curve from targets as the card asks and applies it (`fit-analysis.ts`): the column
 * choice names the build's own race and class, the question is the one `willpower/fit` answers,
 * the table shown is the report's, and the applied fit changes that one value of the table.
 */
import { describe, expect, it } from 'vitest';
import { initialChoices } from '../../../../shared/analysis/fit-analysis';
import { fitReport, type CurveFit } from '../../../../shared/rulesets/willpower/curve-fit';
import type { WillpowerData } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { WILLPOWER_ENGINE } from '../../../../shared/rulesets/willpower/engine';
import { WILLPOWER_FIT } from '../../../../shared/rulesets/willpower/fit-analysis';
import { computeHpCurve } from '../../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';

const data = makeDefaultWillpowerData();
const build = TATHREN;
const targets = [
  { level: 1, value: 18 },
  { level: 30, value: 300 },
  { level: 60, value: 600 },
];
const fitOf = (d: WillpowerData, column: 'class-mana' | 'race-mana' | 'class-hp' | 'race-hp') =>
  WILLPOWER_ENGINE['willpower/fit'](WILLPOWER_FIT.input(d, build, targets, { column })) as CurveFit;

describe('WILLPOWER_FIT', () => {
  it('offers the four columns named by the build’s own race and class, the class’s mana first', () => {
    const race = data.races.find((each) => each.id === build.raceId)?.name;
    const cls = data.classes.find((each) => each.id === build.classId)?.name;
    expect(WILLPOWER_FIT.choices.column.options(data, build)).toEqual([
      { value: 'class-mana', name: `${cls} (the class) mana` },
      { value: 'race-mana', name: `${race} (the race) mana` },
      { value: 'class-hp', name: `${cls} (the class) HP` },
      { value: 'race-hp', name: `${race} (the race) HP` },
    ]);
    expect(initialChoices(WILLPOWER_FIT.choices)).toEqual({ column: 'class-mana' });
  });

  it('refuses targets past the data’s last level in the CLI’s words, and takes them up to it', () => {
    const last = data.rules.maxLevel;
    expect(WILLPOWER_FIT.check([{ level: last, value: 5 }], data)).toBeNull();
    expect(WILLPOWER_FIT.check([{ level: last + 1, value: 5 }], data)).toMatch(
      new RegExp(`${last}`),
    );
    expect(WILLPOWER_FIT.maxLevel(data)).toBe(last);
  });

  for (const column of ['class-mana', 'race-mana', 'class-hp', 'race-hp'] as const) {
    it(`${column}: the shown table is the report’s, and applying changes exactly that one value`, () => {
      const fit = fitOf(data, column);
      const shown = WILLPOWER_FIT.shown(fit);
      expect(shown.table).toEqual(fitReport(fit));
      expect(shown.changes).toBe(fit.to !== fit.from);
      expect(fit.to).not.toBe(fit.from);

      const edit = WILLPOWER_FIT.apply(fit);
      if (!('data' in edit)) throw new Error('Willpower’s fit edits the data');
      const applied = edit.data(data);
      // Expected by hand: the build's race or class row, that one field, nothing else.
      const [table, field] = column.split('-') as ['class' | 'race', 'mana' | 'hp'];
      const key = table === 'class' ? 'classes' : 'races';
      const rowId = table === 'class' ? build.classId : build.raceId;
      const expected = structuredClone(data) as { -readonly [K in keyof WillpowerData]: unknown };
      expected[key] = data[key].map((row) =>
        row.id === rowId ? { ...row, [field]: fit.to } : row,
      );
      expect(applied).toEqual(expected);

      // The proposal drawn is the curve of the data as applied, and a refit proposes nothing more.
      const curve =
        field === 'mana'
          ? computeManaCurve(applied, build).points.map((point) => point.maxMana)
          : computeHpCurve(applied, build).points.map((point) => point.maxHp);
      expect(shown.proposed).toEqual(curve);
      const again = WILLPOWER_FIT.shown(fitOf(applied, column));
      expect(again.changes).toBe(false);
      expect(again.now).toEqual(shown.proposed);
    });
  }

  it('names the export and the axis by the column', () => {
    expect(WILLPOWER_FIT.csvName(build, { column: 'race-hp' })).toBe(`${build.id}-fit-race-hp.csv`);
    expect(WILLPOWER_FIT.yTitle({ column: 'race-hp' })).toBe('Max HP (points)');
    expect(WILLPOWER_FIT.yTitle({ column: 'class-mana' })).toBe('Max mana (points)');
  });
});
