/**
 * Explain falls out of the tree: a formula's number is shown as the parts it was made of, in the
 * `Explained` shape the screens draw (terms that add up to it, or a clamp that says why not), with
 * the piece or branch taken and, for rolls, their means, spreads and how often a bound held.
 */
import { describe, expect, it } from 'vitest';
import { explainFormula, FormulaTracer } from '../../../shared/formula/explain';
import { evaluation } from './formula-fixtures';

const MANA = `mana_start: mp = race.mana + class.mana
mana: mp = by level { 1: mana_start, 2..60: prev(mana) + floor(class.mana / 2) - 1 }
floored: mp = max(0, race.mana - class.mana)
`;

describe('Explain of a formula', () => {
  it('gives a sum’s terms, each part by its text and value, adding up to the value', () => {
    const run = evaluation(MANA);
    expect(explainFormula(run, 'mana_start', 1)).toEqual({
      value: 15,
      terms: [
        { label: 'race.mana', value: 3 },
        { label: 'class.mana', value: 12 },
      ],
    });
    // Level 5 is the second piece: the level before, half the class's mana, minus 1.
    expect(explainFormula(run, 'mana', 5)).toEqual({
      value: 15 + 4 * 5,
      terms: [
        { label: 'prev(mana)', value: 15 + 3 * 5 },
        { label: 'floor(class.mana / 2)', value: 6 },
        { label: '1', value: -1 },
      ],
    });
  });

  it('writes a roll’s mean as the reports do, without the noise of adding up its chances', () => {
    // Adding up d9's ninths gives 10.999999999999998 for 4 + d9 + 2 (the NetHack template's
    // power at XL 1 with a Wizard's start die of 9); custom/curves writes 11, and so does Explain.
    const run = evaluation('start: pw = 4 + d9 + 2\nstill: pw = max(0, 4 + d9 + 2)\n');
    expect(explainFormula(run, 'start', 1)).toEqual({
      value: 11,
      terms: [
        { label: '4', value: 4 },
        { label: 'd9', value: 5 },
        { label: '2', value: 2 },
      ],
    });
    // A bound that changed nothing is not said, rounding or not.
    expect(explainFormula(run, 'still', 1)).not.toHaveProperty('clamp');
  });

  it('names a function’s call by its text, not by the body written in for it', () => {
    const run = evaluation('die(n) = if n > 0 then d(n) else 0\nstart: hp = 1 + die(6) + die(0)\n');
    expect(explainFormula(run, 'start', 1)).toEqual({
      value: 4.5,
      terms: [
        { label: '1', value: 1 },
        { label: 'die(6)', value: 3.5 },
        { label: 'die(0)', value: 0 },
      ],
    });
  });

  it('says when a bound changed the value, and by how much', () => {
    expect(explainFormula(evaluation(MANA), 'floored', 1)).toEqual({
      value: 0,
      terms: [
        { label: 'race.mana', value: 3 },
        { label: 'class.mana', value: -12 },
      ],
      clamp: { unclamped: -9, reason: 'raised from \u22129 to 0' },
    });
  });

  it('traces the piece and branch taken, and the formulas read, part by part', () => {
    const run = evaluation(`${MANA}tier = if level < 10 then 1 else 2\n`);
    const trace = new FormulaTracer(run).formula('mana', 5);
    expect(trace.note).toBe('the piece for levels 2–60');
    expect(trace.parts.map((part) => [part.text, part.value.value, part.note])).toEqual([
      ['prev(mana)', 30, 'at level 4'],
      ['floor(class.mana / 2)', 6, null],
      ['\u2212 1', -1, null],
    ]);
    expect(new FormulaTracer(run).formula('tier', 12).note).toBe('level < 10: no');
  });

  it('says the piece and the branch taken inside it, and keeps a chosen prev() as a part', () => {
    // HP grows to level 4, then holds: an `if` inside the second piece.
    const run = evaluation(
      'gain: mp = max(0, class.mana - 10)\nhp: mp = by level { 1: 5, 2..60: if level <= 4 then prev(hp) + gain else prev(hp) }\n',
    );
    const growing = new FormulaTracer(run).formula('hp', 3);
    expect(growing.note).toBe('the piece for levels 2–60; level <= 4: yes');
    expect(growing.parts.map((part) => [part.text, part.value.value, part.note])).toEqual([
      ['prev(hp)', 7, 'at level 2'],
      ['gain', 2, null],
    ]);
    // The bound of max(0, …) is said by the note when it acts, not listed as a part "0".
    expect(growing.parts[1]?.parts.map((part) => part.text)).toEqual(['class.mana - 10']);
    // At level 9 the else branch is one prev(): the part is it, at level 8, with its own parts
    // (level 8 is again "no", its prev() at level 7), however deep the trace goes.
    const held = new FormulaTracer(run).formula('hp', 9);
    expect(held.note).toBe('the piece for levels 2–60; level <= 4: no');
    expect(held.value.value).toBe(5 + 3 * 2);
    const chain: (string | null)[] = [];
    for (let node = held.parts[0]; node !== undefined; node = node.parts[0]) chain.push(node.note);
    expect(chain).toEqual(['at level 8', 'at level 7', 'at level 6']);
  });

  it('shows a term taken away as its negative, so a sum’s parts add up to it', () => {
    const run = evaluation('x: mp = class.mana - race.mana - 5\ny: mp = 2 - (race.mana - 1)\n');
    const x = new FormulaTracer(run).formula('x', 1);
    expect(x.parts.map((part) => [part.text, part.value.value])).toEqual([
      ['class.mana', 12],
      ['\u2212 race.mana', -3],
      ['\u2212 5', -5],
    ]);
    expect(x.parts.reduce((sum, part) => sum + part.value.value, 0)).toBe(x.value.value);
    // A bracket taken away is opened, each sign turned: 2 − (3 − 1) = 2 − 3 + 1.
    const y = new FormulaTracer(run).formula('y', 1);
    expect(y.parts.map((part) => [part.text, part.value.value])).toEqual([
      ['2', 2],
      ['\u2212 race.mana', -3],
      ['1', 1],
    ]);
    expect(y.parts.reduce((sum, part) => sum + part.value.value, 0)).toBe(y.value.value);
  });

  it('reads a lookup by the value it looks up, and a sum over the build’s rows whole', () => {
    // con 14 by default: the Con bonus table's last row at or below it is "fair", bonus 0.
    const run = evaluation(
      'bonus: hp = lookup(con, con_bonuses.from, con_bonuses.bonus) + 1\nworn: mp = sum(item.mana) + 1\npieces = 2 * count(item)\n',
    );
    const bonus = new FormulaTracer(run).formula('bonus', 3);
    expect(bonus.parts.map((part) => [part.text, part.value.value])).toEqual([
      ['lookup(con, con_bonuses.from, con_bonuses.bonus)', 0],
      ['1', 1],
    ]);
    expect(bonus.parts[0]?.parts.map((part) => [part.text, part.value.value])).toEqual([
      ['con', 14],
    ]);
    // The elf wizard's ring (5) and amulet (2): 7 mana, and 2 × 2 items.
    const worn = new FormulaTracer(run).formula('worn', 1);
    expect(worn.parts.map((part) => [part.text, part.value.value, part.parts.length])).toEqual([
      ['sum(item.mana)', 7, 0],
      ['1', 1, 0],
    ]);
    const pieces = new FormulaTracer(run).formula('pieces', 1);
    expect(pieces.parts.map((part) => [part.text, part.value.value, part.parts.length])).toEqual([
      ['2', 2, 0],
      ['count(item)', 2, 0],
    ]);
  });

  it('gives a roll’s mean and spread, and how often a bound held it', () => {
    const run = evaluation(
      'hit = max(2, d6 - 1)\nhp = by level { 1: 10, 2..60: prev(hp) + hit }\n',
    );
    const hit = new FormulaTracer(run).formula('hit', 1);
    // d6 − 1 is 0..5; below 2 (0 and 1) in 2 of 6 rolls, raised to 2: 2, 2, 2, 3, 4, 5.
    expect(hit.note).toBe('raised to 2 in 33.3% of outcomes');
    expect(hit.value).toEqual({ value: 18 / 6, spread: { min: 2, p5: 2, p50: 2, p95: 5, max: 5 } });
    const explained = explainFormula(run, 'hp', 3);
    expect(explained.value).toBeCloseTo(16, 12);
    expect(explained.terms.map((term) => term.label)).toEqual(['prev(hp)', 'hit']);
    expect(explained.terms[0]?.value).toBeCloseTo(13, 12);
    expect(explained.terms[1]?.value).toBeCloseTo(3, 12);
  });

  it('says both ways a clamp held a roll: "clamped to 1 in 12.5% of outcomes"', () => {
    const run = evaluation('c = clamp(d6, 2, 5)\nk = clamp(1d8, 2, 8)\n');
    expect(new FormulaTracer(run).formula('c', 1).note).toBe(
      'raised to 2 in 16.7% of outcomes; lowered to 5 in 16.7% of outcomes',
    );
    expect(new FormulaTracer(run).formula('k', 1).note).toBe('raised to 2 in 12.5% of outcomes');
  });

  it('says how often a rolled condition holds', () => {
    const run = evaluation('r = d6\nv = if r > 4 then r else 0\n');
    expect(new FormulaTracer(run).formula('v', 1).note).toBe('r > 4 in 33.3% of outcomes');
  });
});
