/**
 * `custom/screen`: what a custom ruleset's screen draws for a build, read off the same
 * `custom/curves` table the CLI writes (so the chart, its table view and its CSV agree), with the
 * checker's problems placed in the text for the editor.
 */
import { describe, expect, it } from 'vitest';
import { reportToCsv } from '../../../../shared/report/to-csv';
import {
  CUSTOM_ENGINE,
  customExplain,
  customGoalAt,
  customGrid,
  customScreen,
  customSensitivityAt,
} from '../../../../shared/rulesets/custom/engine';
import { sensitivityReport } from '../../../../shared/analysis/sensitivity';
import { goalReport } from '../../../../shared/analysis/goal-seek';
import { handleEngineRequest } from '../../../../shared/app/engine-handlers';
import { customProject, smallCustomRuleset } from '../../../fixtures/custom-ruleset';
import { run } from '../../cli/cli-harness';

describe('custom/screen', () => {
  it('gives each formula with a unit as a series, a roll with its 5–95% band, as the CLI’s table', async () => {
    const answer = customScreen({ ruleset: smallCustomRuleset(), buildId: 'elf-wizard' });
    expect(answer.levels).toEqual([1, 2, 3, 4, 5]);
    expect(answer.series.map(({ name, unit, band }) => [name, unit, band !== null])).toEqual([
      ['hp_start', 'hp', false],
      ['hp_max', 'hp', true],
      ['mana', 'mp', false],
    ]);
    // Elf wizard, Con 14 (modifier 2), a ring: mana 3 + 12 × level + 5.
    expect(answer.series[2]?.values).toEqual([20, 32, 44, 56, 68]);
    expect(answer.series[0]?.values).toEqual([10, 10, 10, 10, 10]);
    const hp = answer.series[1];
    // Level 1 is fixed (hp_start); from 2 on, the band holds the mean.
    expect(hp?.values[0]).toBe(10);
    for (let i = 1; i < 5; i += 1) {
      expect(hp?.band?.p5[i]).toBeLessThanOrEqual(hp?.values[i] ?? NaN);
      expect(hp?.band?.p95[i]).toBeGreaterThanOrEqual(hp?.values[i] ?? NaN);
      expect(hp?.band?.p95[i]).toBeGreaterThan(hp?.band?.p5[i] ?? Infinity);
    }
    // The bands are the table's percentiles where it writes them, in order between.
    const column = (name: string) =>
      answer.table.rows.map((row) => row[answer.table.columns.indexOf(name)]);
    expect(hp?.band?.p5).toEqual(column('hp_max_p5'));
    expect(hp?.band?.p50).toEqual(column('hp_max_p50'));
    expect(hp?.band?.p95).toEqual(column('hp_max_p95'));
    for (let i = 0; i < 5; i += 1) {
      const { p5, p25, p50, p75, p95 } = hp?.band ?? {};
      const at = [p5, p25, p50, p75, p95].map((each) => each?.[i] ?? NaN);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
    expect(answer.problems).toEqual([]);
    // The table is the CLI's report, byte for byte.
    const cli = await run(['report', 'custom/curves', '--project', 'game.json'], {
      'game.json': JSON.stringify(customProject()),
    });
    expect(cli.code, cli.stderr).toBe(0);
    expect(reportToCsv(answer.table)).toBe(cli.stdout);
  });

  it('places each problem at its line and column, and leaves a refused formula without values', () => {
    const ruleset = smallCustomRuleset();
    const text = ruleset.text.replace('race.mana + class.mana', 'race.mana + clas.mana');
    const answer = customScreen({ ruleset: { ...ruleset, text }, buildId: 'orc-fighter' });
    const [problem] = answer.problems;
    expect(problem).toMatchObject({ formula: 'mana', line: 8 });
    expect(problem?.message).toContain('Did you mean class?');
    expect(text.slice(problem?.from, problem?.to)).toContain('clas');
    // A refused formula is said by its problem, not again as a gap.
    expect(answer.gaps).toEqual([]);
    // mana is refused: it stays a series with no value (never NaN, never 0).
    expect(answer.series.find((each) => each.name === 'mana')?.values).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    // The other curves stay live: the orc fighter's start, hit die 10 + HP bonus 4 + Con 10's 0.
    expect(answer.series.find((each) => each.name === 'hp_start')?.values[0]).toBe(14);
  });

  it('computes a ruleset with no build, and refuses a build it does not have', () => {
    const ruleset = { ...smallCustomRuleset(), builds: [] };
    const answer = customScreen({ ruleset, buildId: null });
    // No row picked: the tables' columns have no value at any level, each said once.
    expect(answer.series).toHaveLength(3);
    expect(answer.gaps.map(({ name, levels, first }) => [name, levels, first])).toEqual([
      ['hp_start', 5, 1],
      ['hp_max', 5, 1],
      ['mana', 5, 1],
    ]);
    expect(answer.gaps[0]?.message).toMatch(/^The build has no class \(line 3, column/);
    expect(() => customScreen({ ruleset, buildId: 'ghost' })).toThrow(/has no build “ghost”/);
    const response = handleEngineRequest({
      id: 1,
      type: 'custom/screen',
      input: { ruleset, buildId: 'ghost' },
    });
    expect(response).toMatchObject({ ok: false });
    expect(Object.keys(CUSTOM_ENGINE)).toEqual([
      'custom/screen',
      'custom/explain',
      'custom/grid',
      'custom/sensitivity',
      'custom/goal',
      'custom/side-by-side',
      'custom/fit',
      'custom/values',
    ]);
  });

  it('takes a formula apart at a level for the build, as custom/explain does', () => {
    const explained = customExplain({
      ruleset: smallCustomRuleset(),
      buildId: 'elf-wizard',
      name: 'mana',
      level: 3,
    });
    // Elf 3, wizard 12 × level 3, the ring's 5.
    expect(explained.value).toBe(44);
    expect(explained.terms.map(({ label, value }) => [label, value])).toEqual([
      ['race.mana', 3],
      ['class.mana * level', 36],
      ['sum(item.mana)', 5],
    ]);
    expect(() =>
      customExplain({ ruleset: smallCustomRuleset(), buildId: null, name: 'mana', level: 3 }),
    ).toThrow(/The build has no race/);
  });

  it('gives the balance grid as custom/grid --with-scores does, the results or every formula', async () => {
    const ruleset = smallCustomRuleset();
    const files = { 'game.json': JSON.stringify(customProject()) };
    const cli = async (...flags: string[]) => {
      const result = await run(
        ['report', 'custom/grid', '--project', 'game.json', '--with-scores', ...flags],
        files,
      );
      expect(result.code, result.stderr).toBe(0);
      return result.stdout;
    };
    // hp_start is read by hp_max: the results are hp_max and mana.
    const results = customGrid({
      ruleset,
      buildId: 'elf-wizard',
      levels: '1, 5',
      measures: 'results',
      where: null,
    });
    expect(reportToCsv(results)).toBe(
      await cli('--levels', '1, 5', '--measure', 'hp_max', '--measure', 'mana'),
    );
    const all = customGrid({
      ruleset,
      buildId: 'elf-wizard',
      levels: null,
      measures: 'all',
      where: null,
    });
    expect(reportToCsv(all)).toBe(await cli());
    expect(() =>
      customGrid({ ruleset, buildId: null, levels: '9', measures: 'all', where: null }),
    ).toThrow(/Levels/);
  });

  it('gives what moves a formula most and goal seek as custom/sensitivity and custom/goal do', async () => {
    // Con ranged 3–18: goal seek may move it.
    const base = smallCustomRuleset();
    const ruleset = {
      ...base,
      inputs: [{ name: 'con', unit: null, initial: 10, min: 3, max: 18 }],
    };
    const files = { 'game.json': JSON.stringify(customProject([ruleset])) };
    const cli = async (...flags: string[]) => {
      const result = await run(['report', ...flags, '--project', 'game.json'], files);
      expect(result.code, result.stderr).toBe(0);
      return result.stdout;
    };
    const question = { ruleset, buildId: 'elf-wizard', measure: 'hp_start', level: 3 };
    expect(reportToCsv(sensitivityReport(customSensitivityAt(question)))).toBe(
      await cli('custom/sensitivity', '--measure', 'hp_start', '--level', '3'),
    );
    const goal = customGoalAt({ ...question, goal: 'at-least', target: 12 });
    // Elf wizard: 6 + 2 + floor((con − 10) / 2) ≥ 12 needs Con 18.
    expect(goal.rows.map((row) => [row.id, row.to])).toEqual([['con', 18]]);
    expect(reportToCsv(goalReport(goal))).toBe(
      await cli('custom/goal', '--measure', 'hp_start', '--level', '3', '--at-least', '12'),
    );
  });
});
