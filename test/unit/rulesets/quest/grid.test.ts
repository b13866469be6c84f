import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridReport } from '../../../../shared/analysis/grid';
import { questBudget } from '../../../../shared/rulesets/quest/budget';
import type { QuestBuild, QuestData } from '../../../../shared/rulesets/quest/data';
import {
  BORGRON,
  makeDefaultQuestData,
  UNDERWORLD_SORCERER,
} from '../../../../shared/rulesets/quest/defaults';
import {
  computeQuestGrid,
  QUEST_GRID,
  questGridLevels,
  questRowBuild,
} from '../../../../shared/rulesets/quest/grid';

const data = makeDefaultQuestData();
const ALL = ['pool', 'quest-mana', 'total-casts', 'casting-limit'];

/**
 * The rules of seed 001 worked out by hand, apart from the engine: the pool (2 a spell, at most
 * Int × 3), the quest's mana (the pool and a refill a potion), the casting limit of the caster's
 * sorcery level (a hero's by VP from the table, below its first VP the first; anyone else a
 * Journeyman's), and the most casts, tried every way: each spell cast 0..its limit times (a
 * potion's marker one more cast of any one spell), as many in all as the mana pays.
 */
function byHand(rules: QuestData, caster: QuestBuild, vp: number): number[] {
  const pool = Math.min(
    caster.spells.length * rules.manaPerSpell,
    caster.int * rules.maxManaPerInt,
  );
  const mana = pool + caster.potions * (rules.potionMana ?? pool);
  const byVp = [...rules.sorceryLevels].sort((a, b) => a.minVp - b.minVp);
  const level = caster.hero
    ? (byVp.filter((each) => each.minVp <= vp).at(-1) ?? byVp[0])
    : rules.sorceryLevels.find((each) => each.id === rules.nonHeroLevelId);
  const limit = level?.castingLimit ?? 0;
  const costs = caster.spells.map((spell) => spell.manaCost);
  let best = 0;
  // Every count of every spell, the potions' extra markers spread over the spells in any way.
  const tryFrom = (index: number, extra: number, casts: number, spent: number): void => {
    if (spent > mana) return;
    if (index === costs.length) {
      best = Math.max(best, casts);
      return;
    }
    for (let more = 0; more <= extra; more += 1) {
      for (let count = 0; count <= limit + more; count += 1) {
        tryFrom(index + 1, extra - more, casts + count, spent + count * (costs[index] ?? 0));
      }
    }
  };
  tryFrom(0, caster.potions, 0, 0);
  return [pool, mana, best, limit];
}

describe('computeQuestGrid', () => {
  it('gives every cell the figure the rules give that caster at that VP, worked out by hand', () => {
    const levels = [0, 1, 17, 18, 39, 40, 999];
    const grid = computeQuestGrid({
      data,
      builds: [BORGRON, UNDERWORLD_SORCERER],
      spec: { levels, measures: ALL, spread: null },
    });
    expect(grid.rowKeys.map((key) => key.heading)).toEqual(['Caster']);
    expect(grid.columns.slice(0, 3).map((column) => column.heading)).toEqual([
      'Mana pool VP0',
      'Mana pool VP1',
      'Mana pool VP17',
    ]);
    expect(grid.columns[3]?.phrase).toBe('mana pool at VP 18');
    [BORGRON, UNDERWORLD_SORCERER].forEach((caster, r) => {
      const byVp = levels.map((vp) => byHand(data, caster, vp));
      const expected = [0, 1, 2, 3].flatMap((m) => byVp.map((cells) => cells[m]));
      expect(grid.rows[r]?.cells).toEqual(expected);
    });
    // Borgron, a hero: Apprentice at VP 0–17 (2 casts of each spell), Journeyman at 18, Master
    // at 40; the sorcerer, not a hero, a Journeyman at every VP.
    const limits = (r: number) => grid.rows[r]?.cells.slice(21);
    expect(limits(0)).toEqual([2, 2, 2, 3, 3, 4, 4]);
    expect(limits(1)).toEqual([3, 3, 3, 3, 3, 3, 3]);
  });

  it('matches the hand count for any caster, VP, potions and rules (fast-check)', () => {
    const spell = fc.record({ manaCost: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(
        fc.record({
          int: fc.integer({ min: 0, max: 8 }),
          potions: fc.integer({ min: 0, max: 2 }),
          hero: fc.boolean(),
          spells: fc.array(spell, { maxLength: 3 }),
        }),
        fc.integer({ min: 0, max: 60 }),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
        (drawn, vp, potionMana) => {
          const rules = { ...data, potionMana };
          const caster: QuestBuild = {
            ...BORGRON,
            ...drawn,
            spells: drawn.spells.map((each, i) => ({
              ...(BORGRON.spells[0] as QuestBuild['spells'][number]),
              id: `spell-${i}`,
              manaCost: each.manaCost,
            })),
          };
          const grid = computeQuestGrid({
            data: rules,
            builds: [caster],
            spec: { levels: [vp], measures: ALL, spread: null },
          });
          expect(grid.rows[0]?.cells).toEqual(byHand(rules, caster, vp));
        },
      ),
    );
  });

  it('spreads Int, a row per score, each the budget of the caster with that Int', () => {
    const grid = computeQuestGrid({
      data,
      builds: [BORGRON],
      spec: {
        levels: [18],
        measures: ['pool', 'total-casts'],
        spread: { stat: 'Int', from: 1, to: 3, step: 1 },
      },
    });
    expect(grid.spreadStat).toBe('Int');
    expect(grid.rows.map((row) => [row.key, row.score])).toEqual([
      ['borgron/1', 1],
      ['borgron/2', 2],
      ['borgron/3', 3],
    ]);
    for (const row of grid.rows) {
      const budget = questBudget(data, { ...BORGRON, int: row.score as number, vp: 18 });
      expect(row.cells).toEqual([budget.pool.value, budget.totalCasts]);
    }
    // Int 1 caps the pool at 3: the cap bites below Borgron's 3 spells × 2.
    expect(grid.rows.map((row) => row.cells[0])).toEqual([3, 6, 6]);
  });

  it('leaves out a caster whose rows would repeat another’s, and says so', () => {
    // A caster opened from a grid: Borgron but for his VP (which each column sets) and his Int.
    const opened = { ...BORGRON, id: 'grid-borgron-int-2', name: 'Borgron, Int 2', int: 2, vp: 18 };
    const grid = computeQuestGrid({
      data,
      builds: [BORGRON, opened],
      spec: { levels: [1], measures: ['pool'], spread: { stat: 'Int', from: 1, to: 2, step: 1 } },
    });
    expect(grid.rows.map((row) => row.key)).toEqual(['borgron/1', 'borgron/2']);
    expect(grid.title).toBe('Quest balance grid: 1 caster');
    expect(grid.basis).toContain(
      'Left out, as their rows repeat: Borgron, Int 2 (Borgron but for its VP and Int).',
    );
  });

  it('refuses a VP past 999, an unknown stat and a caster the rules refuse, naming it', () => {
    const spec = { levels: [1000], measures: ['pool'], spread: null };
    expect(() => computeQuestGrid({ data, builds: [BORGRON], spec })).toThrow(
      'VPs must be whole numbers from 0 to 999 (not 1000).',
    );
    expect(() =>
      computeQuestGrid({
        data,
        builds: [BORGRON],
        spec: { ...spec, levels: [1], spread: { stat: 'Wis', from: 1, to: 2, step: 1 } },
      }),
    ).toThrow('Unknown stat "Wis".');
    expect(() =>
      computeQuestGrid({
        data,
        builds: [{ ...BORGRON, int: -1 }],
        spec: { ...spec, levels: [1] },
      }),
    ).toThrow('Borgron: Int must be a whole number from 0 to 99.');
  });

  it('writes the caster, the spread score and each measure at each VP as the CSV', () => {
    const grid = computeQuestGrid({
      data,
      builds: [UNDERWORLD_SORCERER],
      spec: {
        levels: [0, 40],
        measures: ['casting-limit'],
        spread: { stat: 'potions', from: 0, to: 1, step: 1 },
      },
    });
    const table = gridReport(grid);
    expect(table.columns).toEqual(['caster', 'potions', 'casting_limit_l0', 'casting_limit_l40']);
    expect(table.rows).toEqual([
      ['Sorcerer from the underworld', 0, 3, 3],
      ['Sorcerer from the underworld', 1, 3, 3],
    ]);
  });
});

describe('QUEST_GRID', () => {
  it('opens on the VPs where each sorcery level starts, and follows the rules when they move', () => {
    expect(questGridLevels(data)).toEqual([1, 18, 40]);
    const moved = {
      ...data,
      sorceryLevels: data.sorceryLevels.map((level) =>
        level.id === 'master' ? { ...level, minVp: 30 } : level,
      ),
    };
    expect(questGridLevels(moved)).toEqual([1, 18, 30]);
    expect(QUEST_GRID.axis.min).toBe(0);
  });

  it('opens a row as its caster at the VP clicked, with the spread score', () => {
    const grid = { spreadStat: 'Int' };
    const row = { key: 'borgron/3', ids: ['borgron'], names: ['Borgron'], score: 3, cells: [] };
    expect(questRowBuild(BORGRON, grid, row, 40)).toEqual({ ...BORGRON, int: 3, vp: 40 });
    expect(questRowBuild(BORGRON, { spreadStat: null }, { ...row, score: null }, 0)).toEqual({
      ...BORGRON,
      vp: 0,
    });
  });
});
