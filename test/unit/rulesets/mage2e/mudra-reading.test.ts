/**
 * Seed 003, step 2: a rote "May use Mudra Yantras"; step 5: "Characters may incorporate Yantras
 * up to limit from Gnosis … Maximum bonus is +5 after offsetting spell factor penalties." The
 * default reading adds the rote Skill to the base pool; the book's (`roteMudraYantra`) makes the
 * Mudra a Yantra worth the Skill, inside the limit and the cap.
 */
import { describe, expect, it } from 'vitest';
import { computeMageCast } from '../../../../shared/rulesets/mage2e/cast';
import { yantraLimitProblem } from '../../../../shared/rulesets/mage2e/cast-rules';
import type { Mage2eCast } from '../../../../shared/rulesets/mage2e/data';
import {
  DEFAULT_MAGE_CAST,
  makeDefaultMage2eData,
} from '../../../../shared/rulesets/mage2e/defaults';

const data = makeDefaultMage2eData();
const book = { ...data, readings: { ...data.readings, roteMudraYantra: true } };

describe('A rote’s Mudra: in the base pool, or a Yantra (the reading)', () => {
  it('moves the rote Skill from the base pool to the Yantras, the pool the same under the cap', () => {
    const usual = computeMageCast(data, DEFAULT_MAGE_CAST);
    const mudra = computeMageCast(book, DEFAULT_MAGE_CAST);
    // Gnosis 3 + Forces 3 + Skill 3 = 9; under the book, Gnosis 3 + Forces 3 = 6.
    expect(usual.basePool.value).toBe(9);
    expect(mudra.basePool.value).toBe(6);
    // Demesne +2 and Path Tool +1; with the Mudra +3 first: Gnosis 3 allows 3 Yantras.
    expect(usual.yantraBonus.value).toBe(3);
    expect(mudra.yantraBonus.value).toBe(6);
    expect(mudra.pool.value).toBe(usual.pool.value);
    expect(mudra.errors).toEqual(usual.errors);
  });

  it('counts the Mudra toward the +5 cap', () => {
    const strong: Mage2eCast = {
      ...DEFAULT_MAGE_CAST,
      roteSkill: 5,
    };
    const usual = computeMageCast(data, strong);
    const mudra = computeMageCast(book, strong);
    const offset = -usual.penalties.value;
    expect(usual.yantraBonus.value).toBe(Math.min(3, offset + 5));
    // 5 (Mudra) + 2 (Demesne) + 1 (Path Tool) = 8, capped at 2 of penalties offset + 5 = 7.
    expect(offset).toBe(2);
    expect(mudra.yantraBonus.value).toBe(7);
    expect(mudra.pool.value).toBeLessThan(usual.pool.value);
  });

  it('takes one of the Yantras Gnosis allows: the field refuses one fewer, a file leaves one out', () => {
    const full: Mage2eCast = {
      ...DEFAULT_MAGE_CAST,
      yantras: [
        { yantraId: 'demesne', bonus: 2 },
        { yantraId: 'path-tool', bonus: 1 },
        { yantraId: 'order-tool', bonus: 1 },
      ],
    };
    expect(yantraLimitProblem(data, full)).toBeNull();
    expect(yantraLimitProblem(book, full)).toBe(
      'Gnosis 3 allows 3 Yantras: the rote’s Mudra is one, and 3 more are chosen.',
    );
    const view = computeMageCast(book, full);
    expect(view.errors).toContain(
      'Gnosis 3 allows 3 Yantras (the rote’s Mudra is one): Order Tool is over the limit and left out.',
    );
    // An improvised spell has no Mudra, and a rote Skill of 0 takes no Yantra.
    expect(yantraLimitProblem(book, { ...full, method: 'improvised' })).toBeNull();
    expect(yantraLimitProblem(book, { ...full, roteSkill: 0 })).toBeNull();
  });
});
