/**
 * A custom ruleset's screen, its plain parts: the quick fix read off the checker's words, the names
 * the editor offers with their unit and value, and the chart cards (results first, a roll with its
 * bands, a refused formula's last good curve kept and marked stale).
 */
import { describe, expect, it } from 'vitest';
import { customScreen, customValues } from '../../../shared/rulesets/custom/engine';
import {
  cardBaselineOf,
  curveCards,
  linePoints,
  shownSeries,
  withLastGood,
} from '../../../src-renderer/rulesets/custom/custom-charts';
import {
  columnNames,
  formulaNames,
  nameSummary,
  quickFixOf,
} from '../../../src-renderer/rulesets/custom/formula-language';
import { customRulesetOf, customScreenId } from '../../../src-renderer/lib/custom-screens';
import { smallCustomRuleset } from '../../fixtures/custom-ruleset';

const ruleset = smallCustomRuleset();
const withText = (text: string) => ({ ...ruleset, text });

describe('the quick fix', () => {
  it('replaces the quoted word inside the problem’s span with the name suggested', () => {
    const text = withText(
      ruleset.text.replace('+ race.hp_bonus + con_mod', '+ race.hp_bonus + con_md'),
    );
    const answer = customScreen({ ruleset: text, buildId: 'elf-wizard' });
    const [problem] = answer.problems;
    if (problem === undefined) throw new Error('no problem found');
    const fix = quickFixOf(text.text, problem);
    expect(fix).toMatchObject({ insert: 'con_mod', label: 'Use con_mod' });
    const fixed = `${text.text.slice(0, fix?.from)}${fix?.insert}${text.text.slice(fix?.to)}`;
    expect(fixed).toBe(ruleset.text);
  });

  it('replaces a column, not its table, in a member’s span', () => {
    const text = ruleset.text.replace('class.mana * level', 'class.mna * level');
    const [problem] = customScreen({ ruleset: withText(text), buildId: null }).problems;
    if (problem === undefined) throw new Error('no problem found');
    const fix = quickFixOf(text, problem);
    expect(text.slice(fix?.from, fix?.to)).toBe('mna');
    expect(fix?.insert).toBe('mana');
  });

  it('offers none where the checker suggests nothing', () => {
    expect(
      quickFixOf('x: hp = zzz', { from: 8, to: 11, message: 'Nothing is called “zzz”.' }),
    ).toBe(null);
    // A quoted word not in the span (the words name another place): no edit in the wrong place.
    expect(
      quickFixOf('x: hp = abc', {
        from: 8,
        to: 11,
        message: 'Nothing is called “zzz”. Did you mean abc?',
      }),
    ).toBe(null);
  });
});

describe('the names the editor offers', () => {
  const answer = customScreen({ ruleset, buildId: 'elf-wizard' });
  const names = formulaNames(ruleset, { con: 14 }, answer.series, answer.levels, 3);
  const named = (label: string) => names.find((name) => name.label === label);

  it('gives each formula its unit and its value at the level shown, an input the build’s', () => {
    // Elf wizard with a ring: mana 3 + 12 × 3 + 5 at level 3.
    expect(named('mana')).toMatchObject({ kind: 'formula', unit: 'mp', value: '44' });
    expect(nameSummary(named('mana')!, 'level', 3)).toBe('mp · 44 at level 3');
    expect(named('con_mod')).toMatchObject({ kind: 'formula', unit: null, value: null });
    expect(named('con')).toMatchObject({ kind: 'input', value: '14' });
    expect(named('race')).toMatchObject({ kind: 'table' });
    expect(named('level')).toMatchObject({ kind: 'axis', value: '3' });
    expect(named('floor')).toMatchObject({ kind: 'function' });
    // A roll's value is its exact mean, to two decimals.
    expect(named('hp_max')?.value).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('gives a formula without a unit its value at the level too, from custom/values', () => {
    const steps = customValues({ ruleset, buildId: 'elf-wizard', level: 3 });
    // Con 14: floor((14 - 10) / 2) = 2. The formulas with a unit are the series', not here.
    expect(steps).toEqual({ con_mod: 2 });
    const withSteps = formulaNames(ruleset, { con: 14 }, answer.series, answer.levels, 3, steps);
    expect(withSteps.find((name) => name.label === 'con_mod')).toMatchObject({
      kind: 'formula',
      unit: null,
      value: '2',
    });
    // A formula with no value at the level (a division by 0 there) has none, never NaN.
    const zero = customValues({
      ruleset: { ...ruleset, text: `${ruleset.text}odd = 1 / (level - 3)\n` },
      buildId: 'elf-wizard',
      level: 3,
    });
    expect(zero).toEqual({ con_mod: 2, odd: null });
  });

  it('lists a table’s columns after its name and a dot', () => {
    expect(columnNames(ruleset, 'class').map((name) => [name.label, name.unit])).toEqual([
      ['hit_die', null],
      ['mana', 'mp'],
    ]);
    expect(columnNames(ruleset, 'nothing')).toEqual([]);
  });
});

describe('the chart cards', () => {
  it('draws the results first, a roll on its own card with its bands, one card per unit else', () => {
    const answer = customScreen({ ruleset, buildId: 'elf-wizard' });
    const cards = curveCards(answer, shownSeries(answer, new Map()), 'level');
    // hp_start is read by hp_max: a step on the way, after the results.
    expect(cards.map((card) => [card.heading, card.kind, card.role])).toEqual([
      ['hp_max (hp) by level: mean and spread', 'bands', 'result'],
      ['mana (mp) by level', 'lines', 'result'],
      ['hp_start (hp) by level, steps on the way', 'lines', 'step'],
    ]);
    // Each card's table is the report's columns for its formulas.
    expect(cards[0]?.table.columns).toEqual([
      'level',
      'hp_max',
      'hp_max_p5',
      'hp_max_p50',
      'hp_max_p95',
    ]);
    expect(cards[1]?.table.rows.map((row) => row[1])).toEqual([20, 32, 44, 56, 68]);
    // Named for the build (its Change view's title too), where one is given.
    expect(cards[1]?.table.title).toBe('mana by level');
    const named = curveCards(answer, shownSeries(answer, new Map()), 'level', 'Elf wizard');
    expect(named.map((card) => card.table.title)).toEqual([
      'hp_max by level (Elf wizard)',
      'mana by level (Elf wizard)',
      'hp_start by level (Elf wizard)',
    ]);
  });

  it('keeps a refused formula’s last good curve, marked stale, and the others live', () => {
    const good = customScreen({ ruleset, buildId: 'elf-wizard' });
    const lastGood = withLastGood(new Map(), good);
    const typing = withText(ruleset.text.replace('sum(item.mana)', 'sum(item.mna)'));
    const refused = customScreen({ ruleset: typing, buildId: 'elf-wizard' });
    const shown = shownSeries(refused, withLastGood(lastGood, refused));
    const mana = shown.find((series) => series.name === 'mana');
    expect(mana?.stale).toBe(true);
    expect(linePoints(mana!, refused.levels).map((point) => point.y)).toEqual([20, 32, 44, 56, 68]);
    expect(shown.filter((series) => series.stale).map((series) => series.name)).toEqual(['mana']);
    // Without a good curve before, a refused formula has no points: never NaN, never 0.
    const fresh = shownSeries(refused, new Map()).find((series) => series.name === 'mana');
    expect(fresh?.stale).toBe(false);
    expect(linePoints(fresh!, refused.levels)).toEqual([]);
  });

  it('forgets a last good curve of another axis length', () => {
    const good = customScreen({ ruleset, buildId: 'elf-wizard' });
    const longer = { ...ruleset, axis: { ...ruleset.axis, last: 8 } };
    const refused = customScreen({
      ruleset: { ...longer, text: longer.text.replace('sum(item.mana)', 'sum(item.mna)') },
      buildId: 'elf-wizard',
    });
    const kept = withLastGood(withLastGood(new Map(), good), refused);
    expect(kept.has('mana')).toBe(false);
  });
});

describe('the baseline on the chart cards', () => {
  it('finds each card’s formulas in the baseline by name: lines dashed, a roll’s median, its table', () => {
    const now = customScreen({ ruleset, buildId: 'elf-wizard' });
    const cards = curveCards(now, shownSeries(now, new Map()), 'level');
    // The baseline: mana 2 lower at every level, hp_max as it is.
    const before = customScreen({
      ruleset: withText(ruleset.text.replace('class.mana * level', 'class.mana * level - 2')),
      buildId: 'elf-wizard',
    });
    const [hp, mana, start] = cards.map((card) => cardBaselineOf(card, before, 'last week'));
    expect(mana?.series.map((line) => [line.label, line.of])).toEqual([['mana (baseline)', 0]]);
    expect(mana?.series[0]?.points.map((point) => point.y)).toEqual([18, 30, 42, 54, 66]);
    expect(mana?.bands).toEqual([]);
    expect(mana?.table).toEqual({ ...cards[1]?.table, rows: mana?.table.rows });
    expect(mana?.table.rows.map((row) => row[1])).toEqual([18, 30, 42, 54, 66]);
    expect(hp?.series).toEqual([]);
    expect(hp?.bands.map((band) => [band.label, band.of, band.points.length])).toEqual([
      ['hp_max', 0, 5],
    ]);
    expect(start?.name).toBe('last week');
  });

  it('has none without a baseline, its answer, or any of the card’s formulas', () => {
    const now = customScreen({ ruleset, buildId: 'elf-wizard' });
    const [card] = curveCards(now, shownSeries(now, new Map()), 'level');
    if (card === undefined) throw new Error('no card');
    expect(cardBaselineOf(card, now, null)).toBeNull();
    expect(cardBaselineOf(card, null, 'last week')).toBeNull();
    const without = customScreen({
      ruleset: withText(ruleset.text.replace(/hp_max/g, 'hp_top')),
      buildId: 'elf-wizard',
    });
    expect(cardBaselineOf(card, without, 'last week')).toBeNull();
  });
});

describe('a custom ruleset’s screen id', () => {
  it('carries the ruleset’s id, and no built-in screen’s id is read as one', () => {
    expect(customRulesetOf(customScreenId('small'))).toBe('small');
    expect(customRulesetOf('willpower')).toBe(null);
    expect(customRulesetOf('compare')).toBe(null);
  });
});
