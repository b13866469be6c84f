import { describe, expect, it } from 'vitest';
import { goalRowWords, meetsGoal } from '../../../../shared/analysis/goal-seek';
import type { QuestBuild } from '../../../../shared/rulesets/quest/data';
import { BORGRON, makeDefaultQuestData } from '../../../../shared/rulesets/quest/defaults';
import type { GoalDirection } from '../../../../shared/analysis/goal-seek';
import type { QuestData } from '../../../../shared/rulesets/quest/data';
import type { QuestGoalInputId, QuestMeasureId } from '../../../../shared/rulesets/quest/analyses';
import { QUEST_ENGINE } from '../../../../shared/rulesets/quest/engine';
import { questFigure } from '../../../../shared/rulesets/quest/sensitivity';

interface Asked {
  readonly data: QuestData;
  readonly build: QuestBuild;
  readonly measure: QuestMeasureId;
}
/** The engine calls the card and the reports ask, the figure read at the caster's VP. */
const computeQuestSensitivity = (asked: Asked) =>
  QUEST_ENGINE['quest/sensitivity']({ ...asked, level: asked.build.vp });
const seekQuestGoal = (asked: Asked & { goal: GoalDirection; target: number }) =>
  QUEST_ENGINE['quest/goal']({ ...asked, level: asked.build.vp });

const data = makeDefaultQuestData();
const [projectile] = BORGRON.spells;
if (projectile === undefined) throw new Error('Borgron has no spell');
/** Borgron with five spells (pool 10 before the cap) and Int 2 (cap 6), at VP 18. */
const capped: QuestBuild = {
  ...BORGRON,
  int: 2,
  vp: 18,
  spells: [1, 2, 3, 4, 5].map((n) => ({ ...projectile, id: `s${n}`, name: `Spell ${n}` })),
};

describe('Quest sensitivity', () => {
  it('moves each input by its step: Borgron’s pool of 6 (3 spells × 2, under Int 5 × 3)', () => {
    const result = computeQuestSensitivity({ data, build: BORGRON, measure: 'pool' });
    expect(result.base).toBe(6);
    const row = (id: string) => result.rows.find((each) => each.id === id);
    expect(row('spell:another')?.up).toEqual({ step: '3 → 4', value: 8, change: 2 });
    expect(row('spell:dispel-ward:learned')?.down).toEqual({ step: 'off', value: 4, change: -2 });
    expect(row('rule:mana-per-spell')?.up).toEqual({ step: '2 → 3', value: 9, change: 3 });
    // Int is far above the cap: a point either way moves nothing.
    expect(row('caster:int')?.down?.change).toBe(0);
    // The largest first.
    expect(result.rows[0]?.id).toBe('rule:mana-per-spell');
  });

  it('reads the casting limit of the level the VP gives, and the VP its next level starts at', () => {
    const result = computeQuestSensitivity({ data, build: BORGRON, measure: 'casting-limit' });
    expect(result.base).toBe(2);
    const row = (id: string) => result.rows.find((each) => each.id === id);
    // 12 VP is an Apprentice's; the Journeyman's 18 VP moved down by one is still above 12.
    expect(row('rule:min-vp:journeyman')?.down).toEqual({ step: '18 → 17', value: 2, change: 0 });
    expect(row('caster:hero')?.down).toEqual({ step: 'off', value: 3, change: 1 });
    expect(row('rule:casting-limit')?.name).toBe('Apprentice casting limit');
  });

  it('counts a potion in quest mana and casts a quest as the budget does', () => {
    for (const measure of ['quest-mana', 'total-casts'] as const) {
      const result = computeQuestSensitivity({ data, build: BORGRON, measure });
      const potions = result.rows.find((each) => each.id === 'caster:potions');
      expect(potions?.down?.value).toBe(questFigure(data, { ...BORGRON, potions: 0 }, measure));
      expect(potions?.up?.value).toBe(questFigure(data, { ...BORGRON, potions: 2 }, measure));
    }
  });

  it('refuses an unknown measure and a caster the engine refuses', () => {
    expect(() =>
      computeQuestSensitivity({ data, build: BORGRON, measure: 'max-mana' as QuestMeasureId }),
    ).toThrow('Unknown measure "max-mana".');
    expect(() =>
      computeQuestSensitivity({ data, build: { ...BORGRON, int: 100 }, measure: 'pool' }),
    ).toThrow('Borgron: Int must be a whole number from 0 to 99.');
  });
});

describe('Quest goal seek', () => {
  it('finds the Int that makes the pool reach 9 at VP 18, and says no VP or potion does', () => {
    const result = seekQuestGoal({
      data,
      build: capped,
      measure: 'pool',
      goal: 'at-least',
      target: 9,
    });
    expect(result.base).toBe(6);
    expect(result.met).toBe(false);
    const [first, ...others] = result.rows;
    expect(first).toMatchObject({ id: 'int', from: 2, to: 3, value: 9 });
    expect(first?.short).toEqual({ score: 2, value: 6 });
    expect(goalRowWords(first!, result.met)).toBe('Int 2 → 3 (+1): 9 (at 2: 6)');
    expect(others.map((row) => goalRowWords(row, result.met))).toEqual([
      'VP: no score from 0 to 999 reaches it',
      'Potions: no score from 0 to 99 reaches it',
    ]);
  });

  it('finds the nearest score by brute force: no score nearer meets the goal', () => {
    const cases: { measure: QuestMeasureId; target: number }[] = [
      { measure: 'casting-limit', target: 3 },
      { measure: 'casting-limit', target: 4 },
      { measure: 'quest-mana', target: 20 },
      { measure: 'total-casts', target: 9 },
    ];
    for (const { measure, target } of cases) {
      const result = seekQuestGoal({ data, build: BORGRON, measure, goal: 'at-least', target });
      for (const row of result.rows) {
        const key = row.id as QuestGoalInputId;
        const at = (score: number) => questFigure(data, { ...BORGRON, [key]: score }, measure);
        if (row.to === null) continue;
        expect(meetsGoal(at(row.to), 'at-least', target)).toBe(true);
        const distance = Math.abs(row.to - row.from);
        for (let d = 1; d < distance; d += 1) {
          for (const score of [row.from + d, row.from - d]) {
            if (score < row.range.min || score > row.range.max) continue;
            expect(meetsGoal(at(score), 'at-least', target), `${key} ${score}`).toBe(false);
          }
        }
      }
    }
    // Borgron is an Apprentice at 12 VP: a Journeyman's 3 casts at VP 18 (+6), 17 still short.
    const limit = seekQuestGoal({
      data,
      build: BORGRON,
      measure: 'casting-limit',
      goal: 'at-least',
      target: 3,
    });
    expect(limit.rows.find((row) => row.id === 'vp')).toMatchObject({
      from: 12,
      to: 18,
      short: { score: 17, value: 2 },
    });
  });

  it('says when the goal is met already, and refuses a goal that is not a number', () => {
    const met = seekQuestGoal({
      data,
      build: BORGRON,
      measure: 'pool',
      goal: 'at-most',
      target: 6,
    });
    expect(met.met).toBe(true);
    expect(() =>
      seekQuestGoal({ data, build: BORGRON, measure: 'pool', goal: 'at-most', target: NaN }),
    ).toThrow('The goal must be a number.');
  });
});
