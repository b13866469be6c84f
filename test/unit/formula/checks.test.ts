/**
 * The checks a designer meets before anything runs (docs/formulas.md, "What the checks say"):
 * each names its formula and points at the text it is about, and a refused formula never stops
 * the others from computing, nor becomes 0.
 */
import { describe, expect, it } from 'vitest';
import { FormulaRefusal } from '../../../shared/formula/evaluate';
import { LIMITS } from '../../../shared/formula/source';
import { checked, evaluation, ELF_WIZARD, problems } from './formula-fixtures';
import { FormulaEvaluation } from '../../../shared/formula/evaluate';

describe('the formula checks', () => {
  it('name an unknown name, with the nearest known one', () => {
    expect(problems('hp_max = 10\nx = hp_mx + 1')).toEqual([
      ['x', 'hp_mx', 'Nothing is called “hp_mx”. Did you mean hp_max?'],
    ]);
    expect(problems('x = race.hp_bonu')).toEqual([
      ['x', 'hp_bonu', 'race has no column “hp_bonu”. Did you mean hp_bonus?'],
    ]);
    expect(problems('x = rase.mana')).toEqual([
      ['x', 'rase', 'No table is called “rase”. Did you mean race?'],
    ]);
    expect(problems('x = flor(2)')[0]?.[2]).toBe(
      'There is no function “flor”. Did you mean floor?',
    );
    expect(problems('x = zzz')[0]?.[2]).toBe('Nothing is called “zzz”.');
  });

  it('name a cycle with its path, for each formula on it', () => {
    expect(problems('hp_max = con_bonus + 1\ncon_bonus = hp_max / 10')).toEqual([
      [
        'hp_max',
        'hp_max',
        'hp_max needs itself: hp_max → con_bonus → hp_max. Use prev() to read a level before.',
      ],
      [
        'con_bonus',
        'con_bonus',
        'con_bonus needs itself: hp_max → con_bonus → hp_max. Use prev() to read a level before.',
      ],
    ]);
  });

  it('refuse prev() without a level before it, and take it in a piece that starts at 2', () => {
    const [problem] = problems('hp = prev(hp) + 1');
    expect(problem?.[1]).toBe('prev(hp)');
    expect(problem?.[2]).toMatch(
      /^prev\(hp\) has no level before level 1: put it in a `by level` piece/,
    );
    expect(problems('hp = by level { 1: 10, 2..60: prev(hp) + 1 }')).toEqual([]);
    expect(problems('hp = by level { 1..2: prev(hp), 3..60: 1 }')[0]?.[2]).toMatch(
      /no level before/,
    );
  });

  it('refuse pieces that leave a level out, cover one twice or go past the last', () => {
    expect(problems('x = by level { 1..9: 1, 11..60: 2 }')[0]?.[2]).toBe(
      'level 10 has no piece: this one starts at 11.',
    );
    expect(problems('x = by level { 1..9: 1, 9..60: 2 }')[0]?.[2]).toBe(
      'level 9 is covered twice: this piece should start at 10.',
    );
    expect(problems('x = by level { 1..9: 1 }')[0]?.[2]).toBe('levels 10–60 have no piece.');
  });

  it('say what a spreadsheet habit is written as, once per statement', () => {
    const said = (text: string) => problems(text).map((problem) => problem[2]);
    expect(said('x = 1\ncheck x@1 = 1')[0]).toMatch(
      /^“=” cannot stand here: .* To compare, write ==/,
    );
    expect(said('y: hp = race.hp_bonus ^ 2')[0]).toMatch(/There is no power operator: multiply/);
    expect(said('z = IF(level > 3, 1, 2)')).toEqual([
      'There is no function “IF”. A choice is written if … then … else …: if level > 3 then 1 else 2.',
    ]);
    expect(said('u = MAX(1, 2)')).toEqual([
      'There is no function “MAX”. Did you mean max? Names are written in lower case.',
    ]);
    // The words before the end are whole words, and an if without its else is named.
    expect(said('wide_formula_name = if level > 3 then 1')).toEqual([
      'The text ends too early: something is missing after “= if level > 3 then 1”. An if needs an else: if level > 3 then 1 else 2.',
    ]);
    // One problem for a statement the parser is lost in, not one per word after it.
    expect(said('v = by level { 1..stop: 1, 10..60: 2 }')).toEqual([
      '“stop” cannot stand here: expected an operator, a value or a new `name = …` line. A piece’s levels are whole numbers written out: by level { 1..9: …, 10..60: … }.',
    ]);
  });

  it('refuse units that do not add up, from the units declared', () => {
    expect(problems('x = race.hp_bonus + race.mana')).toEqual([
      ['x', 'race.hp_bonus + race.mana', 'It adds hp and mp: they do not add up.'],
    ]);
    expect(problems('regen: mp/tick = 2\nx: mp/s = regen')).toEqual([
      ['x', 'regen', 'x is declared in mp/s but its formula gives mp/tick.'],
    ]);
    // A plain number takes the unit of what it meets; a product makes a new unit.
    expect(
      problems('a: hp = race.hp_bonus + 5\nb: mp/tick = race.mana / 2\nc: hp = 2 * a'),
    ).toEqual([['b', 'race.mana / 2', 'b is declared in mp/tick but its formula gives mp.']]);
  });

  it('let a pure number (units that cancel, a chance) be declared in the unit that names it', () => {
    // Casts from mana over a cost in mana, a chance from P(…): charted as casts and chance.
    expect(
      problems(
        'cost: mp = 5\ncasts: casts = floor(race.mana / cost)\ngood: chance = P(d20 >= 15)\n',
      ),
    ).toEqual([]);
    // Units that do not cancel are still held to the declaration, and said in words.
    expect(problems('a: hp = race.hp_bonus\nsq: hp = a * a')).toEqual([
      ['sq', 'a * a', 'sq is declared in hp but its formula gives hp^2.'],
    ]);
    expect(problems('cost: mp = 5\nx = cost + race.mana / cost')).toEqual([
      ['x', 'cost + race.mana / cost', 'It adds mp and a pure number: they do not add up.'],
    ]);
  });

  it('refuse a roll where a fixed number is needed', () => {
    expect(problems('x = d(d6)')[0]?.[2]).toBe(
      'A die’s sides must be a fixed number, not a roll: take E(…) or percentile(…, 50) of it.',
    );
    expect(problems('hp = 10\nx = hp@(d6)')[0]?.[2]).toMatch(
      /^The level after @ must be a fixed number/,
    );
    expect(problems('x = d(class.hit_die) + d(E(d6) + 1)')).toEqual([]);
  });

  it('refuse a division by 0: a literal, a die with a 0 face, a column a row holds 0 in', () => {
    expect(problems('x = 5 / 0')).toEqual([['x', '0', 'Division by 0.']]);
    expect(problems('x = 10 / d{0,1}')).toEqual([
      ['x', 'd{0,1}', 'Division by d{0,1}, which can roll 0: guard it, or give the die no 0 face.'],
    ]);
    expect(problems('x = 10 / race.mana')).toEqual([
      [
        'x',
        'race.mana',
        'Division by race.mana, which is 0 for race “orc”: guard it, e.g. if race.mana > 0 then … else ….',
      ],
    ]);
    // Guarded by an if, it is left to the build: the elf's 3 divides, no build meets the 0.
    expect(problems('x = if race.mana > 0 then 12 / race.mana else 0')).toEqual([]);
    expect(evaluation('x = if race.mana > 0 then 12 / race.mana else 0').value('x', 1)).toBe(4);
    // What no check can see is refused where it happens, with the formula and the level.
    const run = evaluation('x = 10 / (d{0,1} * 1)');
    expect(() => run.value('x', 1)).toThrow(
      // The divisor as written: column 11, inside the brackets.
      'Division by 0 in x at level 1 (the divisor can roll 0) (line 1, column 11).',
    );
  });

  it('refuse a value past the largest number, never giving Infinity', () => {
    const run = evaluation('x = 1e200 * 1e200'.replace(/1e200/g, '9'.repeat(200)));
    expect(() => run.value('x', 1)).toThrow(
      'x at level 1 goes past the largest number a formula can hold (about 10³⁰⁸) (line 1, column 5).',
    );
  });

  it('refuse names that reach JavaScript objects, words of the language and taken names', () => {
    expect(problems('__proto__ = 1')[0]?.[2]).toBe(
      '“__proto__” cannot name a formula: it is reserved.',
    );
    expect(problems('x = constructor')[0]?.[2]).toBe(
      '“constructor” is not a name a formula can read.',
    );
    expect(problems('x = race.constructor')[0]?.[2]).toMatch(/^race has no column “constructor”/);
    expect(problems('max = 1')[0]?.[2]).toBe(
      '“max” cannot name a formula: it is a word of the language.',
    );
    expect(problems('race = 1')[0]?.[2]).toBe(
      '“race” is already a table: name the formula otherwise.',
    );
    expect(problems('level = 1')[0]?.[2]).toBe(
      '“level” is already the level axis: name the formula otherwise.',
    );
    expect(problems('a = 1\na = 2')[0]?.[2]).toBe('a is defined twice; the first is on line 1.');
  });

  it('hold the limits: dice count and sides, explosion depth, nesting, length', () => {
    expect(problems('x = 101d6')[0]?.[2]).toBe(`At most ${LIMITS.dice} dice in one roll, not 101.`);
    expect(problems('x = d1001')[0]?.[2]).toBe(`A die has 1 to ${LIMITS.sides} sides, not 1001.`);
    expect(problems('x = d6!11')[0]?.[2]).toBe(
      `A die explodes at most ${LIMITS.explode} times, not 11.`,
    );
    expect(problems('x = 100d1000')[0]?.[2]).toBe(
      'This roll has up to 99,901 different totals; at most 20,000 are computed exactly: roll fewer or smaller dice.',
    );
    expect(problems('x = 40d20kh20')[0]?.[2]).toMatch(
      /^Keeping these dice takes [\d,]+ steps; at most 5,000,000/,
    );
    expect(problems('x = 100d100')).toEqual([]);
    expect(problems('x = 3d6kh4')[0]?.[2]).toBe(
      'It keeps 4 of 3 dice: keep at most as many as are rolled.',
    );
    expect(problems(`x = ${'('.repeat(100)}1${')'.repeat(100)}`)[0]?.[2]).toBe(
      `Brackets nest more than ${LIMITS.depth} deep: split the formula into named parts.`,
    );
    expect(problems(`x = ${Array(70).fill('1').join(' + ')}`)[0]?.[2]).toBe(
      `This formula nests more than ${LIMITS.depth} deep: split it into named parts.`,
    );
    expect(problems('x = 1\n'.repeat(20_000))[0]?.[2]).toMatch(
      /^The formulas are 120,000 characters long/,
    );
  });

  it('say where the text stops making sense, without swallowing the next line', () => {
    expect(problems('hp = 3 +\nmp = 2')).toEqual([
      ['hp', '+', 'The text ends too early: something is missing after “hp = 3 +”.'],
    ]);
    expect(problems('hp = d6!')[0]?.[2]).toBe(
      'An exploding die says how often it may explode: `d6!3` rolls a 6 again at most 3 times.',
    );
    expect(problems('hp = 3 3')).toEqual([
      ['hp', '3', '“3” cannot stand here: expected an operator, a value or a new `name = …` line.'],
    ]);
  });

  it('read an operator across a comment between its operands', () => {
    expect(evaluation('x = 2\n# a note between\n* 3').value('x', 1)).toBe(6);
  });

  it('keep the rest live: a refused formula and those that wait on it are named, the others compute', () => {
    const ruleset = checked('a = 1 +\nb = a + 1\nc = b * 2\ne = 7');
    expect([...ruleset.refused.keys()]).toEqual(['a']);
    expect([...ruleset.waiting]).toEqual([
      ['b', 'a'],
      ['c', 'a'],
    ]);
    const run = new FormulaEvaluation(ruleset, ELF_WIZARD);
    expect(run.value('e', 1)).toBe(7);
    expect(() => run.value('c', 1)).toThrow(
      new FormulaRefusal('c', 1, null, 'c waits on a, which is refused.'),
    );
    expect(() => run.value('a', 1)).toThrow('a is refused: see its problems.');
  });

  it('read a table by threshold with lookup(), as a spreadsheet’s approximate VLOOKUP', () => {
    const bonus = 'b: hp = lookup(con, con_bonuses.from, con_bonuses.bonus)';
    const at = (con: number) => evaluation(bonus, { ...ELF_WIZARD, inputs: { con } }).value('b', 1);
    expect([3, 4, 6, 7, 14, 15, 16, 17, 18, 25].map(at)).toEqual([-2, -1, -1, 0, 0, 1, 1, 2, 3, 3]);
    expect(() => at(2)).toThrow(
      'con_bonuses has no row with from at or below 2 (the lowest is 3) (line 1, column 9).',
    );
    expect(problems('b = lookup(con, race.hp_bonus, race.mana)')[0]?.[2]).toMatch(
      /^lookup\(value, table.key, table.column\) reads two columns of one lookup table \(con_bonuses\)/,
    );
    expect(problems('b = lookup(con, con_bonuses.from, con_bonuses.bonu)')[0]?.[2]).toBe(
      'con_bonuses has no column “bonu”. Did you mean bonus?',
    );
    expect(problems('b = lookup(d6, con_bonuses.from, con_bonuses.bonus)')[0]?.[2]).toMatch(
      /^The value lookup\(…\) looks up must be a fixed number/,
    );
    expect(problems('b: mp = lookup(con, con_bonuses.from, con_bonuses.bonus)')[0]?.[2]).toBe(
      'b is declared in mp but its formula gives hp.',
    );
  });

  it('know tables a build holds many rows of: sum and count, and a plain column refused', () => {
    const run = evaluation('m: mp = sum(item.mana)\nn = count(item)');
    expect(run.value('m', 1)).toBe(7);
    expect(run.value('n', 1)).toBe(2);
    expect(problems('x = item.mana')[0]?.[2]).toBe(
      'A build holds any number of item rows: add them up with sum(item.mana).',
    );
    expect(problems('x = sum(race.mana)')[0]?.[2]).toMatch(
      /^sum reads a table a build holds many rows of \(item\)/,
    );
  });
});
