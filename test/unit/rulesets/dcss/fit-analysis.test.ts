/**
 * DCSS's curve from targets as the card asks and applies it (`fit-analysis.ts`): the shapes
 * offered, the question `dcss/fit` answers, the table shown is the report's, and the applied fit
 * replaces the shown build's Max HP by XL table and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { initialChoices } from '../../../../shared/analysis/fit-analysis';
import { dcssFitReport, type DcssFit } from '../../../../shared/rulesets/dcss/curve-fit';
import type { DcssBuild } from '../../../../shared/rulesets/dcss/data';
import { DEFAULT_DCSS_BUILD, makeDefaultDcssData } from '../../../../shared/rulesets/dcss/defaults';
import { DCSS_ENGINE } from '../../../../shared/rulesets/dcss/engine';
import { DCSS_FIT } from '../../../../shared/rulesets/dcss/fit-analysis';

const data = makeDefaultDcssData();
const build = DEFAULT_DCSS_BUILD;
const targets = [
  { level: 1, value: 20 },
  { level: 27, value: 280 },
];
const fitOf = (of: DcssBuild, shape: 'linear' | 'accelerating' | 'decelerating') =>
  DCSS_ENGINE['dcss/fit'](DCSS_FIT.input(data, of, targets, { shape })) as DcssFit;

describe('DCSS_FIT', () => {
  it('offers the three shapes, linear first', () => {
    expect(DCSS_FIT.choices.shape.options(data, build).map((each) => each.value)).toEqual([
      'linear',
      'accelerating',
      'decelerating',
    ]);
    expect(initialChoices(DCSS_FIT.choices)).toEqual({ shape: 'linear' });
  });

  for (const shape of ['linear', 'accelerating', 'decelerating'] as const) {
    it(`${shape}: the shown table is the report's, and applying replaces the build's max HP by XL alone`, () => {
      const fit = fitOf(build, shape);
      const shown = DCSS_FIT.shown(fit);
      expect(shown.table).toEqual(dcssFitReport(fit));
      expect(shown.changes).toBe(true);
      // Through the targets, exactly.
      expect(shown.proposed[0]).toBe(20);
      expect(shown.proposed[26]).toBe(280);

      const edit = DCSS_FIT.apply(fit);
      if (!('build' in edit)) throw new Error('DCSS’s fit edits the build');
      const applied = edit.build(build);
      expect(applied).toEqual({ ...build, maxHpByLevel: shown.proposed });
      // Applied, the same targets propose nothing more.
      const again = DCSS_FIT.shown(fitOf(applied, shape));
      expect(again.changes).toBe(false);
      expect(again.now).toEqual(shown.proposed);
    });
  }

  it('says the data’s last XL in its hint and names the export by the build', () => {
    expect(DCSS_FIT.hint(data)).toContain(`like 1=18, ${data.maxLevel}=250.`);
    expect(DCSS_FIT.csvName(build, { shape: 'accelerating' })).toBe(`${build.id}-fit-max-hp.csv`);
    expect(DCSS_FIT.check([{ level: data.maxLevel + 1, value: 5 }], data)).not.toBeNull();
  });
});
