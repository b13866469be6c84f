/**
 * Seed 001, Line of Sight and Cover: "Spells require Line of Sight to their target. Cover will
 * only be taken into account in the case of magic projectiles. Borgron has several nearby
 * enemies. He has no LoS to skeleton (1). He has LoS to the other ones, though, although if he
 * wants to cast a magic projectile, he must consider that skeleton (4) will benefit from light
 * cover, while skeleton (3) will benefit from heavy cover." And Components and Scrolls:
 * "Spellcasters may only use one magic scroll or components for magic per turn."
 */
import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import { levelOf, questBudget } from '../../../../shared/rulesets/quest/budget';
import type { QuestSpell } from '../../../../shared/rulesets/quest/data';
import {
  BORGRON,
  makeDefaultQuestData,
  makeDefaultQuestTargets,
} from '../../../../shared/rulesets/quest/defaults';
import { questTargetsReport } from '../../../../shared/rulesets/quest/reports';
import { castAtTarget, turnsForScrolls } from '../../../../shared/rulesets/quest/targets';

const data = makeDefaultQuestData();
const targets = makeDefaultQuestTargets();
const [skeleton1, skeleton2, skeleton3, skeleton4] = targets;
const bolt: QuestSpell = {
  id: 'bolt',
  name: 'Bolt',
  manaCost: 2,
  damageDice: 4,
  permanentTurns: null,
  projectile: true,
};
const journeyman = { ...BORGRON, vp: 18, spells: [bolt] };

describe('casting at a target (seed 001)', () => {
  it('opens on the seed’s picture: no sight of skeleton 1, light cover for 4, heavy for 3', () => {
    expect(targets.map((t) => [t.name, t.lineOfSight, t.cover])).toEqual([
      ['Skeleton (1)', false, 'none'],
      ['Skeleton (2)', true, 'none'],
      ['Skeleton (3)', true, 'heavy'],
      ['Skeleton (4)', true, 'light'],
    ]);
  });

  it('cannot cast without line of sight', () => {
    const cast = castAtTarget(data, levelOf(data, journeyman), bolt, skeleton1!);
    expect(cast.possible).toBe(false);
    expect(cast.damageDice).toBeNull();
  });

  it('takes cover into account for a magic projectile: 4 dice, light −1, heavy −2', () => {
    const level = levelOf(data, journeyman);
    expect(castAtTarget(data, level, bolt, skeleton2!).damageDice?.value).toBe(4);
    expect(castAtTarget(data, level, bolt, skeleton4!).damageDice?.value).toBe(3);
    const heavy = castAtTarget(data, level, bolt, skeleton3!);
    expect(heavy.coverCounts).toBe(true);
    expect(formatExplained(heavy.damageDice!)).toBe('4 (spell) \u2212 2 (heavy cover) = 2');
  });

  it('not for any other spell, even one dealing damage (a summoned Elemental)', () => {
    const elemental = { ...bolt, projectile: false };
    const cast = castAtTarget(data, levelOf(data, journeyman), elemental, skeleton3!);
    expect(cast.coverCounts).toBe(false);
    expect(cast.damageDice?.value).toBe(4);
  });

  it('adds the cover to the Apprentice’s −1, never below the fewest dice', () => {
    // Borgron (12 VP) is an Apprentice; his projectile has 2 dice.
    const projectile = BORGRON.spells[0]!;
    const cast = castAtTarget(data, levelOf(data, BORGRON), projectile, skeleton3!);
    expect(formatExplained(cast.damageDice!)).toBe(
      '2 (spell) \u2212 1 (Apprentice) \u2212 2 (heavy cover) = \u22121 \u2192 1 (at least 1 die)',
    );
    const bare = castAtTarget(
      { ...data, minimumDamageDice: 0 },
      levelOf(data, BORGRON),
      projectile,
      skeleton3!,
    );
    expect(bare.damageDice?.value).toBe(0);
  });

  it('writes one row per spell and target, as the screen’s table and quest/targets', () => {
    const table = questTargetsReport(data, journeyman, targets);
    expect(table.columns).toEqual([
      'spell',
      'target',
      'line_of_sight',
      'cover',
      'cover_counts',
      'can_cast',
      'damage_dice',
    ]);
    expect(table.rows).toEqual([
      ['Bolt', 'Skeleton (1)', 'no', 'none', 'no', 'no: no line of sight', ''],
      ['Bolt', 'Skeleton (2)', 'yes', 'none', 'no', 'yes', 4],
      ['Bolt', 'Skeleton (3)', 'yes', 'heavy', 'yes', 'yes', 2],
      ['Bolt', 'Skeleton (4)', 'yes', 'light', 'yes', 'yes', 3],
    ]);
  });
});

describe('one magic scroll or set of components a turn (seed 001)', () => {
  it('counts the turns a caster’s scrolls take, one a turn', () => {
    expect(turnsForScrolls(data, 3)).toBe(3);
    expect(turnsForScrolls({ ...data, scrollsPerTurn: 2 }, 3)).toBe(2);
    expect(turnsForScrolls({ ...data, scrollsPerTurn: 0 }, 3)).toBeNull();
    expect(turnsForScrolls({ ...data, scrollsPerTurn: 0 }, 0)).toBe(0);
  });

  it('puts Borgron’s two scrolls at two turns in his budget', () => {
    const budget = questBudget(data, BORGRON);
    expect([budget.scrolls, budget.scrollTurns]).toEqual([2, 2]);
  });
});
