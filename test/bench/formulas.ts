/**
 * The formula language's budgets (issue 39): a 10 races × 10 classes ruleset of 30 formulas,
 * every build at every level 1–60 (numbers), and a NetHack-sized dice recurrence over 30 levels,
 * each beside the built-in engine's time for the same work in the same run.
 */
import { checkFormulas } from '../../shared/formula/check';
import { FormulaEvaluation } from '../../shared/formula/evaluate';
import type { FormulaSource, FormulaTable } from '../../shared/formula/source';
import {
  DEFAULT_NETHACK_BUILD,
  makeDefaultNethack34Data,
} from '../../shared/rulesets/nethack34/defaults';
import { computeAdvancement } from '../../shared/rulesets/nethack34/advancement';
import {
  nethackFormulaBuild,
  nethackFormulaSource,
} from '../../shared/rulesets/nethack34/formulas';
import { makeDefaultWillpowerData, TATHREN } from '../../shared/rulesets/willpower/defaults';
import { computeHpCurve } from '../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../shared/rulesets/willpower/max-mana';
import { formatMs, median, percentile } from './stats';

/**
 * `runs` timings after `WARM_UPS` untimed runs. The worker recomputes the same ruleset on every
 * edit, so what a designer waits for is the warm figure: the first runs of a process are the JIT
 * compiling the closures (a sequence of the roster's runs here: 72, 33, 25, 46, 24, 22, 21, 18,
 * 18 … ms), and one warm-up left half of those in the timed sample.
 */
const WARM_UPS = 5;

function timed(work: () => unknown, runs = 15): number[] {
  for (let i = 0; i < WARM_UPS; i += 1) work();
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
}

const figures = (sample: number[]) =>
  `median ${formatMs(median(sample))}, p95 ${formatMs(percentile(sample, 0.95))}, n ${sample.length}`;

/** 30 formulas over race and class columns and four stats: a designer's whole HP/mana sheet. */
const THIRTY = `
int_mod = floor((int - 10) / 2)
wil_mod = floor((wil - 10) / 2)
pre_mod = floor((pre - 10) / 2)
con_mod = floor((con - 10) / 2)
better = max(int_mod, wil_mod)
start: mp = max(0, race.mana + class.mana + int_mod + wil_mod + pre_mod)
gain: mp = max(0, floor(class.mana / 2) + better)
max_mana: mp = by level { 1: start, 2..60: prev(max_mana) + gain }
hp_start: hp = max(1, race.hp + class.hp + con_mod)
hp_gain: hp = max(0, floor(class.hp / 2) + con_mod)
max_hp: hp = by level { 1: hp_start, 2..60: if level <= 50 then prev(max_hp) + hp_gain else prev(max_hp) }
regen_s = max(60, 360 - 12 * wil)
mana_per_min = max_mana * 60 / regen_s
hp_per_min = max_hp / 10
spell_cost: mp = 5 + floor(level / 4)
casts = floor(max_mana / spell_cost)
casts_per_hour = casts + floor(60 * mana_per_min / spell_cost)
hits = floor(max_hp / 8)
ratio = max_mana / max(1, max_hp)
tier = if level < 10 then 1 else if level < 30 then 2 else 3
bonus: mp = tier * 5
mana_total: mp = max_mana + bonus
hp_total: hp = max_hp + tier * 10
burst = min(casts, 10) * 8
sustain = casts_per_hour / 60
tank = hp_total * (1 + con_mod / 20)
glass = if ratio > 2 then 1 else 0
score = burst + sustain + tank / max_hp
early = by level { 1..9: score, 10..60: score * 0.9 }
late = early * 1.1
`;

function tables(count: number): FormulaTable[] {
  const rows = (prefix: string) =>
    Array.from({ length: count }, (_, i) => ({
      id: `${prefix}${i}`,
      values: { mana: (i * 3) % 13, hp: 4 + ((i * 5) % 9) },
    }));
  const columns = [
    { name: 'mana', unit: 'mp' },
    { name: 'hp', unit: 'hp' },
  ];
  return [
    { name: 'race', holds: 'one', columns, rows: rows('r') },
    { name: 'class', holds: 'one', columns, rows: rows('c') },
  ];
}

export function benchFormulas(): string {
  const source: FormulaSource = {
    text: THIRTY,
    axis: { name: 'level', first: 1, last: 60 },
    inputs: ['int', 'wil', 'pre', 'con'].map((name) => ({ name, unit: null, initial: 13 })),
    tables: tables(10),
  };
  const checked = checkFormulas(source);
  if (checked.problems.length > 0)
    throw new Error(checked.problems.map((p) => p.message).join('; '));
  const names = [...checked.formulas.keys()];
  const roster = timed(() => {
    for (let r = 0; r < 10; r += 1) {
      for (let c = 0; c < 10; c += 1) {
        const run = new FormulaEvaluation(checked, {
          rows: { race: `r${r}`, class: `c${c}` },
          inputs: { int: 15, wil: 12, pre: 10, con: 11 },
        });
        for (let level = 1; level <= 60; level += 1)
          for (const name of names) run.value(name, level);
      }
    }
  });
  const willpower = makeDefaultWillpowerData();
  const tenByTen = {
    ...willpower,
    races: Array.from({ length: 10 }, (_, i) => ({
      ...(willpower.races[0] as (typeof willpower.races)[number]),
      id: `r${i}`,
      mana: i,
    })),
    classes: Array.from({ length: 10 }, (_, i) => ({
      ...(willpower.classes[0] as (typeof willpower.classes)[number]),
      id: `c${i}`,
      mana: i,
    })),
  };
  const builtIn = timed(() => {
    for (const race of tenByTen.races) {
      for (const cls of tenByTen.classes) {
        const build = { ...TATHREN, raceId: race.id, classId: cls.id, skills: [] };
        computeManaCurve(tenByTen, build);
        computeHpCurve(tenByTen, build);
      }
    }
  });

  // NetHack's own template: the same work as the built-in engine's, HP and power at XL 1–30.
  const nethack = makeDefaultNethack34Data();
  const dice = checkFormulas(nethackFormulaSource(nethack));
  if (dice.problems.length > 0) throw new Error(dice.problems.map((p) => p.message).join('; '));
  const recurrence = timed(() => {
    const run = new FormulaEvaluation(dice, nethackFormulaBuild(DEFAULT_NETHACK_BUILD));
    for (let level = 1; level <= nethack.maxLevel; level += 1) {
      run.value('hp_max', level);
      run.value('pw_max', level);
    }
  });
  const builtInDice = timed(() => computeAdvancement(nethack, DEFAULT_NETHACK_BUILD));
  return [
    `engine: the formula language (issue 39), 15 timed runs after ${WARM_UPS} warm-ups:`,
    `  10 races × 10 classes × 60 levels, 30 formulas (numbers): ${figures(roster)} (budget 20 ms)`,
    `    the built-in Willpower engine, max mana and HP of the same 100 builds: ${figures(builtIn)}`,
    `  NetHack's template, one build's exact HP and power over XL 1–30: ${figures(recurrence)} (budget 50 ms)`,
    `    the built-in NetHack engine, one build's HP and power distributions: ${figures(builtInDice)}`,
  ].join('\n');
}
