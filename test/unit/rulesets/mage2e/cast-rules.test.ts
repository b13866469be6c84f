import { formatExplained } from '../../../../shared/engine/explain';
/**
 * The rules of the spellcasting steps a cast can break (seed 003), each on the field that sets it:
 * the screen's fields and the CLI refuse them with these sentences, and the engine lists them.
 */
import { describe, expect, it } from 'vitest';
import { computeMageCast } from '../../../../shared/rulesets/mage2e/cast';
import {
  castRuleProblems,
  GRIMOIRE_INSTANT_MESSAGE,
  REMOTE_VIEWING_MESSAGE,
  SOULLESS_CONTAIN_MESSAGE,
} from '../../../../shared/rulesets/mage2e/cast-rules';
import type { Mage2eCast } from '../../../../shared/rulesets/mage2e/data';
import {
  makeDefaultMage2eData,
  PLAIN_MAGE_CAST,
} from '../../../../shared/rulesets/mage2e/defaults';

const data = makeDefaultMage2eData();
const plain: Mage2eCast = PLAIN_MAGE_CAST;

describe('castRuleProblems', () => {
  it('finds nothing in a plain improvised spell', () => {
    expect(castRuleProblems(data, plain)).toEqual([]);
  });

  it('Step 1, "The character must have all Arcanum dots used in the spell": on the highest dot', () => {
    expect(castRuleProblems(data, { ...plain, arcanum: 1, highest: 3 })).toEqual([
      {
        field: 'highest',
        message: 'The caster needs Forces 3 to cast a spell with a 3-dot Arcanum.',
      },
    ]);
  });

  it('Step 2, a rote "cast out of Grimoire, cannot use instant casting": on instant casting', () => {
    const rote: Mage2eCast = {
      ...plain,
      method: 'rote',
      fromGrimoire: true,
      castingTime: { advanced: true, extraIntervals: 0 },
    };
    expect(castRuleProblems(data, rote)).toEqual([
      { field: 'castingTime.advanced', message: GRIMOIRE_INSTANT_MESSAGE },
    ]);
    // Only a rote is cast from a grimoire: an improvised spell ignores it, and may be instant.
    expect(castRuleProblems(data, { ...rote, method: 'improvised' })).toEqual([]);
    expect(computeMageCast(data, { ...rote, method: 'improvised' }).errors).toEqual([]);
    expect(computeMageCast(data, rote).errors).toContain(GRIMOIRE_INSTANT_MESSAGE);
  });

  it('Step 4, Standard Scale ends at 16 subjects and Size 9: past it needs Advanced Scale', () => {
    const scale = (subjects: number, size: number, advanced = false): Mage2eCast => ({
      ...plain,
      scale: { advanced, subjects, size, areaStep: 0 },
    });
    expect(castRuleProblems(data, scale(16, 9))).toEqual([]);
    expect(castRuleProblems(data, scale(32, 10))).toEqual([
      {
        field: 'scale.subjects',
        message: 'Standard Scale stops at 16 subjects: 32 needs Advanced Scale.',
      },
      {
        field: 'scale.size',
        message: 'Standard Scale stops at Size 9: Size 10 needs Advanced Scale.',
      },
    ]);
    // "Add an additional –2 penalty for each extra 2 x subjects": Advanced Scale goes on.
    expect(castRuleProblems(data, scale(320, 35, true))).toEqual([]);
    // The engine says the same sentence for a cast a file holds.
    expect(computeMageCast(data, scale(32, 5)).errors).toContain(
      'Standard Scale stops at 16 subjects: 32 needs Advanced Scale.',
    );
    // "Area of effect cannot be increased further."
    expect(castRuleProblems(data, { ...plain, scale: { ...plain.scale, areaStep: 5 } })).toEqual([
      {
        field: 'scale.areaStep',
        message: 'Standard Scale\'s area cannot go past "A ballroom or small house" (step 4).',
      },
    ]);
  });

  it('Step 5, "Yantras up to limit from Gnosis": on the Yantras, counting each one chosen', () => {
    const yantras = (gnosis: number, ids: readonly string[]): Mage2eCast => ({
      ...plain,
      gnosis,
      yantras: ids.map((yantraId) => ({
        yantraId,
        bonus: data.yantras.find((row) => row.id === yantraId)?.bonus ?? 0,
      })),
    });
    // Gnosis 1 and 2 allow two Yantras, Gnosis 3 three (the Gnosis table, MtA p. 86).
    expect(castRuleProblems(data, yantras(1, ['demesne', 'runes']))).toEqual([]);
    expect(castRuleProblems(data, yantras(1, ['demesne', 'runes', 'path-tool']))).toEqual([
      { field: 'yantras', message: 'Gnosis 1 allows 2 Yantras, and 3 are chosen.' },
    ]);
    expect(castRuleProblems(data, yantras(3, ['demesne', 'runes', 'path-tool']))).toEqual([]);
    // A Yantra the catalog lacks, or a bonus outside its range, is refused too.
    expect(castRuleProblems(data, yantras(3, ['nowhere']))).toEqual([
      { field: 'yantras', message: 'No Yantra "nowhere" in the catalog.' },
    ]);
    expect(
      castRuleProblems(data, { ...plain, yantras: [{ yantraId: 'demesne', bonus: 4 }] }),
    ).toEqual([{ field: 'yantras', message: 'Demesne gives +2 to +2.' }]);
  });

  it('"One Reach may change the primary Spell Factor" and, "if at sensory range", view remotely', () => {
    const reachOf = (cast: Mage2eCast) => computeMageCast(data, cast).reachUsed;
    expect(reachOf(plain).value).toBe(0);
    const changed = reachOf({ ...plain, primaryFactor: 'duration' });
    expect(changed.value).toBe(1);
    expect(changed.terms.map((term) => term.label)).toEqual(['changed primary factor']);
    const remote: Mage2eCast = { ...plain, range: { advanced: true, remoteViewing: true } };
    expect(reachOf(remote).terms.map((term) => term.label)).toEqual([
      'sensory range',
      'remote viewing',
    ]);
    // Without sensory range, remote viewing is refused on its field (and costs nothing).
    const blind: Mage2eCast = { ...plain, range: { advanced: false, remoteViewing: true } };
    expect(castRuleProblems(data, blind)).toEqual([
      { field: 'range.remoteViewing', message: REMOTE_VIEWING_MESSAGE },
    ]);
    expect(reachOf(blind).value).toBe(0);
  });

  it('"Characters with no souls cannot contain Paradox": on the handling, and released', () => {
    const soulless: Mage2eCast = { ...plain, otherReach: 3, soulless: true };
    expect(castRuleProblems(data, soulless)).toEqual([]);
    const containing: Mage2eCast = { ...soulless, paradoxHandling: 'contain' };
    expect(castRuleProblems(data, containing)).toEqual([
      { field: 'paradoxHandling', message: SOULLESS_CONTAIN_MESSAGE },
    ]);
    // A file asking it anyway: the error is listed and the Paradox is released, as the rule says.
    const view = computeMageCast(data, containing);
    expect(view.errors).toContain(SOULLESS_CONTAIN_MESSAGE);
    expect(view.contain).toBeNull();
    expect(view.outcomes).toEqual(computeMageCast(data, soulless).outcomes);
    // With a soul, the same cast contains.
    expect(computeMageCast(data, { ...containing, soulless: false }).contain).not.toBeNull();
  });

  it('"Cast a spell when the mage has no Spell Control slots remaining (costs an extra Reach per spell already over)"', () => {
    const reachOf = (activeSpells: number) =>
      computeMageCast(data, { ...plain, gnosis: 3, activeSpells }).reachUsed;
    // Gnosis 3: three slots. Two spells kept: a slot is left, no Reach.
    expect(reachOf(2).value).toBe(0);
    // Three kept: none left, 1 Reach; five kept (two over): 1 + 2.
    expect(formatExplained(reachOf(3))).toBe('1 (Spell Control full (3 active, 3 slots)) = 1');
    expect(reachOf(5).value).toBe(3);
    expect(reachOf(5).terms[0]?.label).toBe('Spell Control full (5 active, 3 slots, 2 over)');
    // Slots per Gnosis are the data's: two each, six slots, five kept leaves one.
    const roomy = { ...data, spellControlPerGnosis: 2 };
    expect(computeMageCast(roomy, { ...plain, gnosis: 3, activeSpells: 5 }).reachUsed.value).toBe(
      0,
    );
  });
});
