/**
 * Willpower's max mana and HP written in the formula language (docs/formulas.md): the template a
 * designer starts their own game from, and the language's proof, since test/unit/rulesets/
 * willpower/formulas.test.ts holds it to the built-in engine's figures at every level, for every
 * race × class and stat score. What it leaves out: items, talents, Deep well and skills (the
 * built-in adds them on top), regeneration and casting.
 */
import type { FormulaBuild, FormulaSource, FormulaTable } from '../../formula/source';
import type { WillpowerBuild, WillpowerData } from './data';

/** The formulas, one rule of seed 000 (or of the assumed HP model) per definition. */
export function willpowerFormulaText(data: WillpowerData): string {
  const gain =
    data.rules.levelGain === 'modifier-never-negative'
      ? '# A level never lowers the maximum: the better modifier counts as 0 when negative.\ngain: mp = floor(class.mana / 2) + max(0, max(int_mod, wil_mod))'
      : '# A level never lowers the maximum: the whole gain counts as 0 when negative.\ngain: mp = max(0, floor(class.mana / 2) + max(int_mod, wil_mod))';
  return `# Willpower (seed 000): max mana and the assumed HP model, over levels 1–${data.rules.maxLevel}.

# A stat's modifier, read from the stat table (Tables › Stat modifiers).
int_mod = stat[int].modifier
wil_mod = stat[wil].modifier
pre_mod = stat[pre].modifier
con_mod = stat[con].modifier

# "How much mana you have": race + class + Int + Wil + Pre at level 1, never below zero.
start: mp = max(0, race.mana + class.mana + int_mod + wil_mod + pre_mod)

# Each level adds half the class's mana (rounded down) and the better of Int and Wil.
${gain}

max_mana: mp = by level { 1: start, 2..${data.rules.maxLevel}: prev(max_mana) + gain }

# HP (assumed, as mana): race + class + Con at level 1, never below 1; each level up to
# hp_stops (${data.rules.hpGrowthStopsAt}) adds half the class's HP and Con, never negative.
hp_stops = ${data.rules.hpGrowthStopsAt}
hp_start: hp = max(1, race.hp + class.hp + con_mod)
hp_gain: hp = max(0, floor(class.hp / 2) + con_mod)
max_hp: hp = by level {
  1: hp_start,
  2..${data.rules.maxLevel}: if level <= hp_stops then prev(max_hp) + hp_gain else prev(max_hp)
}
`;
}

/** The lowest and highest score of the stat table (none when it is empty). */
function scoreRange(data: WillpowerData): { min?: number; max?: number } {
  const scores = data.statModifiers.map((row) => row.score);
  return scores.length === 0 ? {} : { min: Math.min(...scores), max: Math.max(...scores) };
}

/** The races, classes and stat table of `data` as the formulas' tables. */
export function willpowerFormulaSource(data: WillpowerData): FormulaSource {
  const sources = (name: string, rows: WillpowerData['classes']): FormulaTable => ({
    name,
    holds: 'one',
    columns: [
      { name: 'mana', unit: 'mp' },
      { name: 'hp', unit: 'hp' },
    ],
    rows: rows.map((row) => ({ id: row.id, values: { mana: row.mana, hp: row.hp } })),
  });
  return {
    text: willpowerFormulaText(data),
    axis: { name: 'level', first: 1, last: data.rules.maxLevel },
    // A stat may be any score the stat table has (as the Willpower section's schema allows), so
    // goal seek searches them and sensitivity moves none past them.
    inputs: (['int', 'wil', 'pre', 'con'] as const).map((name) => ({
      name,
      unit: null,
      initial: 10,
      ...scoreRange(data),
    })),
    tables: [
      sources('race', data.races),
      sources('class', data.classes),
      {
        name: 'stat',
        holds: 'lookup',
        columns: [{ name: 'modifier', unit: null }],
        rows: data.statModifiers.map((row) => ({
          id: String(row.score),
          values: { modifier: row.modifier },
        })),
      },
    ],
  };
}

export function willpowerFormulaBuild(build: WillpowerBuild): FormulaBuild {
  return { rows: { race: build.raceId, class: build.classId }, inputs: { ...build.stats } };
}
