import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import { questBudget, questByVp } from '../../../../shared/rulesets/quest/budget';
import type { QuestBuild } from '../../../../shared/rulesets/quest/data';
import {
  BORGRON,
  makeDefaultQuestData,
  UNDERWORLD_SORCERER,
} from '../../../../shared/rulesets/quest/defaults';
import { questBudgetReport, questVpReport } from '../../../../shared/rulesets/quest/reports';
import { validateQuestBuild } from '../../../../shared/rulesets/quest/validate';

const data = makeDefaultQuestData();

describe('the quest budget', () => {
  it('Borgron (Int 5, 12 VP, spells at 2, 3 and 1 mana, one potion refilling the pool)', () => {
    const budget = questBudget(data, BORGRON);
    expect(budget.level.name).toBe('Apprentice');
    expect(budget.pool.value).toBe(6);
    expect(budget.questMana.value).toBe(12);
    expect(formatExplained(budget.questMana)).toContain('1 potion \u00d7 6 (a refill)');
    // Alone, each spell is stopped by the Apprentice's 2 casts plus the potion's marker.
    expect(budget.spells.map((s) => [s.byLimit, s.byMana, s.casts, s.limitedBy])).toEqual([
      [3, 6, 3, 'casting limit'],
      [3, 4, 3, 'casting limit'],
      [3, 12, 3, 'casting limit'],
    ]);
    // Mixed, cheapest first: Ward ×3 (3), projectile ×2 (4), stone skin ×1 (3) = 10 of 12.
    expect(budget.plan.map((p) => p.casts)).toEqual([2, 1, 3]);
    expect(budget.totalCasts).toBe(6);
    expect(budget.totalLimitedBy).toBe('mana');
  });

  it('caps the pool at Int × 3 and lets the mana run out before a Master’s 4 casts', () => {
    const build: QuestBuild = { ...BORGRON, int: 2, vp: 40, potions: 0 };
    const budget = questBudget(data, build);
    expect(budget.level.name).toBe('Master');
    expect(budget.pool.value).toBe(6);
    expect(budget.spells.map((s) => [s.casts, s.limitedBy])).toEqual([
      [3, 'mana'],
      [2, 'mana'],
      [4, 'casting limit'],
    ]);
    expect(budget.totalCasts).toBe(5);
  });

  it('says "both" when the limit is reached with too little mana left for another cast', () => {
    const build: QuestBuild = {
      ...BORGRON,
      int: 9,
      vp: 18,
      potions: 0,
      spells: [
        {
          id: 'a',
          name: 'A',
          manaCost: 2,
          damageDice: null,
          permanentTurns: null,
          projectile: false,
        },
      ],
    };
    // Pool 2, Journeyman limit 3: one cast by mana.
    expect(questBudget(data, build).spells[0]).toMatchObject({ byMana: 1, casts: 1 });
    const rich = {
      ...build,
      spells: [
        ...build.spells,
        {
          id: 'b',
          name: 'B',
          manaCost: 1,
          damageDice: null,
          permanentTurns: null,
          projectile: false,
        },
      ],
    };
    // Pool 4: B ×3 (3 mana), then 1 left for A at 2: stopped by mana.
    expect(questBudget(data, rich)).toMatchObject({ totalCasts: 3, totalLimitedBy: 'mana' });
    const exact = {
      ...build,
      int: 9,
      spells: [
        {
          id: 'c',
          name: 'C',
          manaCost: 0,
          damageDice: null,
          permanentTurns: null,
          projectile: false,
        },
      ],
    };
    expect(questBudget(data, exact)).toMatchObject({
      totalCasts: 3,
      totalLimitedBy: 'casting limit',
    });
    expect(questBudget(data, exact).spells[0]?.byMana).toBeNull();
  });

  it('uses a fixed potion amount when the data gives one', () => {
    const budget = questBudget({ ...data, potionMana: 4 }, { ...BORGRON, potions: 2 });
    expect(budget.questMana.value).toBe(6 + 8);
  });

  it('casts a Dark Player character as a Journeyman whatever its VP', () => {
    expect(questBudget(data, UNDERWORLD_SORCERER).level.name).toBe('Journeyman');
    const rows = questByVp(data, UNDERWORLD_SORCERER);
    expect(new Set(rows.map((row) => row.castingLimit))).toEqual(new Set([3]));
  });

  it('follows the sorcery levels along VP 1–60', () => {
    const rows = questByVp(data, BORGRON);
    expect(rows).toHaveLength(60);
    expect(rows[16]).toMatchObject({ vp: 17, level: 'Apprentice', castingLimit: 2 });
    expect(rows[17]).toMatchObject({ vp: 18, level: 'Journeyman', castingLimit: 3 });
    expect(rows[39]).toMatchObject({ vp: 40, level: 'Master', castingLimit: 4 });
    expect(rows.every((row) => row.pool === 6 && row.questMana === 12)).toBe(true);
    // Each level's extra cast goes to the cheapest spells first, within the same 12 mana.
    expect([rows[0], rows[17], rows[39]].map((row) => row?.totalCasts)).toEqual([6, 7, 8]);
    const report = questVpReport(BORGRON, rows);
    expect(report.columns[0]).toBe('vp');
    expect(report.rows[39]).toEqual([40, 'Master', 4, 6, 12, 8]);
  });

  it('keeps a hero below the first level at it when the rules move it up (Apprentice from 15)', () => {
    const moved = {
      ...data,
      sorceryLevels: data.sorceryLevels.map((level, index) =>
        index === 0 ? { ...level, minVp: 15 } : level,
      ),
    };
    const rows = questByVp(moved, BORGRON);
    // Seed 001: a hero is "regarded as an Apprentice until he reaches a VP of 18".
    expect(rows[13]).toEqual({
      vp: 14,
      level: 'Apprentice',
      castingLimit: 2,
      pool: 6,
      questMana: 12,
      totalCasts: 6,
    });
    expect(rows[14]).toMatchObject({ vp: 15, level: 'Apprentice', castingLimit: 2, totalCasts: 6 });
  });

  it('writes one row per spell and the best mix as its table', () => {
    const report = questBudgetReport(BORGRON, questBudget(data, BORGRON));
    expect(report.rows).toHaveLength(4);
    // Borgron is an Apprentice (12 VP): his 2-die projectile rolls 1; no dispellers, all 3 count.
    expect(report.rows[0]).toEqual([
      'Magic projectile',
      2,
      2,
      3,
      6,
      3,
      'casting limit',
      2,
      1,
      '',
      3,
      '',
    ]);
    expect(report.rows[1]?.slice(8)).toEqual(['', 2, 3, '']);
    // His two scrolls, one a turn (seed 001): two turns at least.
    expect(report.rows[3]).toEqual(['All spells', '', '', '', '', 6, 'mana', 6, '', '', 6, 2]);
  });

  it('takes a hero at 0 VP as an Apprentice, and refuses a negative cost, naming the field', () => {
    expect(validateQuestBuild(data, { ...BORGRON, vp: 0 })).toEqual([]);
    expect(questBudget(data, { ...BORGRON, vp: 0 }).level.name).toBe('Apprentice');
    expect(validateQuestBuild(data, { ...BORGRON, vp: -1 })).toEqual([
      { field: 'vp', message: 'VP must be a whole number from 0 to 999.' },
    ]);
    expect(validateQuestBuild(data, { ...UNDERWORLD_SORCERER, vp: 0 })).toEqual([]);
    const bad = {
      ...BORGRON,
      spells: [
        {
          id: 'x',
          name: 'X',
          manaCost: -1,
          damageDice: null,
          permanentTurns: null,
          projectile: false,
        },
      ],
    };
    expect(validateQuestBuild(data, bad).map((issue) => issue.field)).toEqual([
      'spells.0.manaCost',
    ]);
  });
});

describe('a spell at the caster’s sorcery level (seed 001, Sorcery Levels)', () => {
  // "his offensive spells will cause 1 less damage die than usual (this also includes the damage
  // dealt by any Elementals he may summon), and the duration of his permanent effect spells will
  // be reduced by -1."
  const projectile = {
    id: 'p',
    name: 'Bolt',
    manaCost: 2,
    damageDice: 3,
    permanentTurns: null,
    projectile: true,
  };
  const skin = {
    id: 's',
    name: 'Skin',
    manaCost: 3,
    damageDice: null,
    permanentTurns: 3,
    projectile: false,
  };
  const caster = { ...BORGRON, spells: [projectile, skin] };

  it('takes a die and a turn off an Apprentice’s spells, and nothing off a Journeyman’s', () => {
    const apprentice = questBudget(data, { ...caster, vp: 1 });
    expect(apprentice.spells[0]?.damageDice?.value).toBe(2);
    expect(formatExplained(apprentice.spells[0]!.damageDice!)).toBe(
      '3 (spell) − 1 (Apprentice) = 2',
    );
    expect(apprentice.spells[0]?.permanentTurns).toBeNull();
    expect(apprentice.spells[1]?.permanentTurns?.value).toBe(2);
    expect(apprentice.spells[1]?.damageDice).toBeNull();
    const journeyman = questBudget(data, { ...caster, vp: 18 });
    expect(journeyman.spells.map((s) => s.damageDice?.value ?? s.permanentTurns?.value)).toEqual([
      3, 3,
    ]);
    // A Dark Player character casts as a Journeyman whatever the VP: no modifier.
    const dark = questBudget(data, { ...caster, vp: 1, hero: false });
    expect(dark.spells[0]?.damageDice?.value).toBe(3);
  });

  it('never takes a spell below the rules’ fewest (1), nor raises one already below it', () => {
    const one = { ...projectile, damageDice: 1 };
    const none = { ...projectile, id: 'z', name: 'Zero', damageDice: 0 };
    const budget = questBudget(data, { ...caster, vp: 1, spells: [one, none] });
    expect(formatExplained(budget.spells[0]!.damageDice!)).toBe(
      '1 (spell) − 1 (Apprentice) = 0 → 1 (at least 1 die)',
    );
    expect(budget.spells[1]?.damageDice?.value).toBe(0);
    // With the fewest set to 0, the modifier takes the last die.
    const bare = questBudget(
      { ...data, minimumDamageDice: 0 },
      { ...caster, vp: 1, spells: [one] },
    );
    expect(bare.spells[0]?.damageDice?.value).toBe(0);
  });
});

describe('the quest budget against dispellers (seed 001, Dispelling)', () => {
  // "If the dispelling is successful, the spell will have no effect but will still consume the
  // caster's mana."
  it('counts a dispelled cast as spent: of 6 casts, 6 × (1 − 575/1296) take effect', () => {
    const budget = questBudget(data, BORGRON, {
      dispellers: 1,
      dispellerInt: 5,
      dispellerMana: null,
      dispellerSquares: 4,
      dispellersInMelee: false,
    });
    expect(budget.dispel?.chance).toBeCloseTo(575 / 1296, 12);
    expect(budget.totalCasts).toBe(6);
    expect(budget.dispel?.takingEffect).toBeCloseTo(6 * (1 - 575 / 1296), 12);
    expect(budget.spells[0]?.takingEffect).toBeCloseTo(3 * (1 - 575 / 1296), 12);
    // The mana and the casts are those without dispellers: dispelling takes none back.
    const alone = questBudget(data, BORGRON);
    expect(alone.dispel).toBeNull();
    expect(budget.spells.map((s) => s.casts)).toEqual(alone.spells.map((s) => s.casts));
  });

  it('lets more dispellers, each trying in turn, stop more of them', () => {
    const one = questBudget(data, BORGRON, {
      dispellers: 1,
      dispellerInt: 5,
      dispellerMana: null,
      dispellerSquares: 4,
      dispellersInMelee: false,
    });
    const two = questBudget(data, BORGRON, {
      dispellers: 2,
      dispellerInt: 5,
      dispellerMana: null,
      dispellerSquares: 4,
      dispellersInMelee: false,
    });
    expect(two.dispel!.chance).toBeGreaterThan(one.dispel!.chance);
    expect(two.dispel!.takingEffect).toBeLessThan(one.dispel!.takingEffect);
  });
});

describe('the Quest rules editor’s checks', () => {
  it('refuses a level starting above the next one, on the field being edited', async () => {
    const { validateQuestData } = await import('../../../../shared/rulesets/quest/validate');
    const levels = data.sorceryLevels.map((level) =>
      level.id === 'journeyman' ? { ...level, minVp: 50 } : level,
    );
    const fields = validateQuestData({ ...data, sorceryLevels: levels }).map((i) => i.field);
    expect(fields).toContain('sorceryLevels.1.minVp');
    expect(fields).toContain('sorceryLevels.2.minVp');
  });
});
