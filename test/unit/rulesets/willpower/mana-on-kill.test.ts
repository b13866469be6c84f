import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import type { KillRules } from '../../../../shared/rulesets/willpower/data';
import { SEED_ITEMS, SEED_KILL_RULES } from '../../../../shared/rulesets/willpower/defaults';
import {
  computeKillScenarios,
  describeOffset,
  isWithinRound,
  killScenarioReport,
  manaOnKill,
  manaOnKillReadings,
  OWN_KILL_CAUSES,
  siphoningFrom,
  type KillCause,
  type KillEvent,
  type Killer,
} from '../../../../shared/rulesets/willpower/mana-on-kill';

const ring = siphoningFrom(SEED_ITEMS);
const twoRings = [
  { label: 'Ring of Siphoning', mana: 2 },
  { label: 'Unidentified ring', mana: 2 },
];

/** A level-5 wizard with one Ring of Siphoning and plenty of room, killing a level-7 orc. */
function kill(overrides: Partial<KillEvent>): KillEvent {
  return {
    cause: 'blow',
    dx: 1,
    dy: 0,
    creatureLevel: 7,
    hexed: false,
    classId: 'wizard',
    classLevel: 5,
    siphoning: ring,
    current: 10,
    max: 30,
    ...overrides,
  };
}

const witch = { classId: 'witch', classLevel: 18, hexed: true } as const;

/** Every sign and axis swap of an offset. */
function variants(dx: number, dy: number): [number, number][] {
  return [
    [dx, dy],
    [-dx, dy],
    [dx, -dy],
    [-dx, -dy],
    [dy, dx],
    [-dy, dx],
    [dy, -dx],
    [-dy, -dx],
  ];
}

describe('Willpower mana on a kill: distance measured round', () => {
  it.each([
    [3, 0, '3 cells in a straight line'],
    [3, 1, '3 across and 1 aside'],
    [2, 2, '2 cells diagonally'],
  ])('counts %i,%i (%s) within 3 cells, in every direction', (dx, dy, words) => {
    expect(describeOffset(dx, dy)).toBe(words);
    for (const [x, y] of variants(dx, dy)) {
      expect(isWithinRound(x, y, SEED_KILL_RULES.siphonRadius)).toBe(true);
    }
  });

  it.each([
    [3, 2, '3 across and 2 aside'],
    [4, 0, '4 cells in a straight line'],
    [3, 3, '3 cells diagonally'],
  ])('does not count %i,%i (%s), in any direction', (dx, dy, words) => {
    expect(describeOffset(dx, dy)).toBe(words);
    for (const [x, y] of variants(dx, dy)) {
      expect(isWithinRound(x, y, SEED_KILL_RULES.siphonRadius)).toBe(false);
    }
  });

  it('states the round reading with the seed examples', () => {
    expect(manaOnKillReadings(SEED_KILL_RULES)[0]).toBe(
      'Distance is measured round: a kill counts within 3 cells when dx² + dy² ≤ 3² + 1 (10): ' +
        '3 in a straight line, 3 across and 1 aside, or 2 diagonally, ' +
        'but not 3 across and 2 aside.',
    );
  });

  it('refuses fractional cells', () => {
    expect(() => isWithinRound(1.5, 0, 3)).toThrow(
      'A distance across (cells) must be a whole number (got 1.5).',
    );
  });
});

describe('Willpower mana on a kill: Siphoning', () => {
  it.each(OWN_KILL_CAUSES)('pays for your own kill by %s within 3 cells', (cause) => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ cause, dx: 3, dy: 1 }));
    expect(result.gained).toBe(2);
    expect(result.after).toBe(12);
    expect(result.why).toEqual([]);
    expect(formatExplained(result.trace)).toBe('2 (Ring of Siphoning) = 2');
  });

  it.each<[KillCause, string]>([
    ['poison', 'Siphoning: died of poison you caused, not by your blow, shot, throw or spell'],
    ['bleeding', 'Siphoning: died of bleeding you caused, not by your blow, shot, throw or spell'],
    ['trap', 'Siphoning: killed by a trap, not by you'],
    ['summon', 'Siphoning: killed by your summoned creature, not by you'],
    ['other', 'Siphoning: not your own kill: only your blow, shot, throw or spell count'],
  ])('gives nothing for a death by %s, and says why', (cause, why) => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ cause }));
    expect(result.gained).toBe(0);
    expect(result.after).toBe(10);
    expect(result.why).toEqual([why]);
  });

  it('gives nothing for a kill 3 across and 2 aside, and says why', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ cause: 'shot', dx: -2, dy: 3 }));
    expect(result.gained).toBe(0);
    expect(result.why).toEqual([
      'Siphoning: the creature stood 3 across and 2 aside, farther than 3 cells measured round',
    ]);
  });

  it('adds two items up, identified or not', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ siphoning: twoRings }));
    expect(result.gained).toBe(4);
    expect(formatExplained(result.trace)).toBe('2 (Ring of Siphoning) + 2 (Unidentified ring) = 4');
  });

  it('never takes mana above the maximum', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ siphoning: twoRings, current: 29, max: 30 }));
    expect(result.gained).toBe(1);
    expect(result.after).toBe(30);
    expect(formatExplained(result.trace)).toBe(
      '2 (Ring of Siphoning) + 2 (Unidentified ring) = 4 \u2192 1 (never above your maximum)',
    );
  });

  it('neither adds nor takes mana above a lowered maximum', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ current: 35, max: 30 }));
    expect(result.gained).toBe(0);
    expect(result.after).toBe(35);
  });

  it('follows the radius of the rules', () => {
    const wide: KillRules = { ...SEED_KILL_RULES, siphonRadius: 5 };
    expect(manaOnKill(wide, kill({ dx: 5, dy: 1 })).gained).toBe(2);
    expect(manaOnKill(wide, kill({ dx: 5, dy: 2 })).gained).toBe(0);
  });

  it('collects Siphoning from items by name', () => {
    expect(ring).toEqual([{ label: 'Ring of Siphoning', mana: 2 }]);
  });
});

describe("Willpower mana on a kill: a witch's Malison", () => {
  it('pays half the level, rounded down, for a death under her hex however it died', () => {
    for (const cause of ['trap', 'poison', 'summon', 'other'] as const) {
      const result = manaOnKill(SEED_KILL_RULES, kill({ ...witch, cause, siphoning: [] }));
      expect(result.gained).toBe(3);
      expect(formatExplained(result.trace)).toBe('3 (Malison: half of level 7, rounded down) = 3');
    }
  });

  it('pays at any distance, and adds to Siphoning only within it', () => {
    const far = manaOnKill(SEED_KILL_RULES, kill({ ...witch, dx: 40, dy: -12 }));
    expect(far.gained).toBe(3);
    const near = manaOnKill(SEED_KILL_RULES, kill({ ...witch, creatureLevel: 10 }));
    expect(formatExplained(near.trace)).toBe(
      '2 (Ring of Siphoning) + 5 (Malison: half of level 10, rounded down) = 7',
    );
  });

  it('pays at least 1 for a level-1 creature', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ ...witch, creatureLevel: 1, siphoning: [] }));
    expect(result.gained).toBe(1);
    expect(formatExplained(result.trace)).toBe('1 (Malison: half of level 1 is 0, at least 1) = 1');
  });

  it('pays nothing before level 18, and says why', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ ...witch, classLevel: 17, siphoning: [] }));
    expect(result.gained).toBe(0);
    expect(result.why).toEqual([
      'Siphoning: no item of Siphoning is worn',
      'Malison: a witch has it from level 18 (level 17)',
    ]);
  });

  it('pays nothing for a creature not under her hexes', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ ...witch, hexed: false, siphoning: [] }));
    expect(result.gained).toBe(0);
    expect(result.why).toEqual([
      'Siphoning: no item of Siphoning is worn',
      'Malison: the creature did not die under one of your hexes',
    ]);
  });

  it('pays nothing to another class', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ hexed: true, siphoning: [] }));
    expect(result.gained).toBe(0);
    expect(result.why).toEqual([
      'Siphoning: no item of Siphoning is worn',
      "Malison: only a witch's hexes pay",
    ]);
  });

  it('never takes her mana above the maximum', () => {
    const result = manaOnKill(SEED_KILL_RULES, kill({ ...witch, current: 29, max: 30 }));
    expect(result.after).toBe(30);
  });

  it('follows the class and level of the rules', () => {
    const rules: KillRules = { ...SEED_KILL_RULES, malison: { classId: 'priest', fromLevel: 5 } };
    const priest = kill({ classId: 'priest', classLevel: 5, hexed: true, siphoning: [] });
    expect(manaOnKill(rules, priest).gained).toBe(3);
  });
});

describe('Willpower mana on a kill: a scenario table', () => {
  const killer: Killer = {
    classId: 'witch',
    classLevel: 20,
    siphoning: ring,
    current: 0,
    max: 30,
  };

  it('gives one row per kill scenario with what it paid and why', () => {
    const rows = computeKillScenarios(SEED_KILL_RULES, killer, [
      { label: 'Sword, adjacent', cause: 'blow', dx: 1, dy: 0, creatureLevel: 4, hexed: false },
      { label: 'Trap, hexed', cause: 'trap', dx: 9, dy: 9, creatureLevel: 9, hexed: true },
    ]);
    expect(rows.map((row) => [row.label, row.gained])).toEqual([
      ['Sword, adjacent', 2],
      ['Trap, hexed', 4],
    ]);
    const report = killScenarioReport('Mana per kill', rows);
    expect(report.columns).toEqual(['kill', 'mana_gained', 'mana_after', 'how', 'why_nothing']);
    expect(report.headings).toEqual([
      'Kill',
      'Mana gained',
      'Mana after',
      'How',
      'What gave nothing, and why',
    ]);
    expect(report.rows[1]).toEqual([
      'Trap, hexed',
      4,
      4,
      '4 (Malison: half of level 9, rounded down) = 4',
      'Siphoning: killed by a trap, not by you',
    ]);
  });
});

describe('Willpower mana on a kill: properties', () => {
  const cell = fc.integer({ min: -50, max: 50 });
  const radius = fc.integer({ min: 0, max: 20 });

  it('measures round distance the same in every direction', () => {
    fc.assert(
      fc.property(cell, cell, radius, (dx, dy, r) => {
        const within = isWithinRound(dx, dy, r);
        for (const [x, y] of variants(dx, dy)) expect(isWithinRound(x, y, r)).toBe(within);
      }),
    );
  });

  it('never shrinks as the radius grows', () => {
    fc.assert(
      fc.property(cell, cell, radius, (dx, dy, r) => {
        if (isWithinRound(dx, dy, r)) expect(isWithinRound(dx, dy, r + 1)).toBe(true);
      }),
    );
  });

  const arbitraryKill = fc
    .record({
      cause: fc.constantFrom<KillCause>(
        'blow',
        'shot',
        'throw',
        'spell',
        'poison',
        'bleeding',
        'trap',
        'summon',
        'other',
      ),
      dx: cell,
      dy: cell,
      creatureLevel: fc.nat({ max: 60 }),
      hexed: fc.boolean(),
      classId: fc.constantFrom('witch', 'wizard'),
      classLevel: fc.integer({ min: 1, max: 60 }),
      siphoning: fc.array(
        fc.record({ label: fc.string({ maxLength: 6 }), mana: fc.nat({ max: 10 }) }),
        { maxLength: 4 },
      ),
      current: fc.nat({ max: 200 }),
      max: fc.nat({ max: 200 }),
    })
    .map((event): KillEvent => event);

  it('never takes mana above the maximum, and never takes any away', () => {
    fc.assert(
      fc.property(arbitraryKill, (event) => {
        const result = manaOnKill(SEED_KILL_RULES, event);
        expect(result.gained).toBeGreaterThanOrEqual(0);
        expect(result.after).toBe(event.current + result.gained);
        expect(result.after).toBeLessThanOrEqual(Math.max(event.max, event.current));
      }),
    );
  });

  it('gives nothing but Malison for a kill that is not your own', () => {
    fc.assert(
      fc.property(arbitraryKill, (event) => {
        if (OWN_KILL_CAUSES.includes(event.cause)) return;
        const result = manaOnKill(SEED_KILL_RULES, event);
        expect(result.trace.terms.every((term) => term.label.startsWith('Malison'))).toBe(true);
      }),
    );
  });
});
