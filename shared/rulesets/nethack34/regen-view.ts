import type { Memo } from '../../engine/memo';
import { structuralKey } from '../../engine/structural-key';
import { computeAdvancement, nethackAdvancement } from './advancement';
import type { NethackCharacter, Nethack34Data } from './data';
import { computeRegenTable, type RegenRow } from './regen';
import { expectedTurnsToGain } from './time-to-full';

/** One XL of the regeneration view: the schedule, and how long the median pool takes to fill. */
export interface NethackRegenViewRow extends RegenRow {
  /** The median max HP at this XL (the pool the time to full is for). */
  readonly maxHp: number;
  /** Expected turns from 1 HP to the median max HP, turn by turn from turn 1; null: never. */
  readonly hpTurnsToFull: number | null;
  readonly maxPw: number;
  /** Expected turns from 0 power to the median max power; null: never. */
  readonly pwTurnsToFull: number | null;
}

/**
 * Regeneration at XL 1..30 for a build under its own conditions (`build.regen`; Int read only by
 * power regeneration), with the expected time to fill the median pool at each XL. Assumes the
 * character stays below max and at most Burdened (HP: not Stressed, or not moving), as the rules'
 * normal form.
 */
export function computeNethackRegenView(
  data: Nethack34Data,
  build: NethackCharacter,
  advancement = computeAdvancement(data, build),
  memo?: Memo,
): NethackRegenViewRow[] {
  const rows = computeRegenTable(
    { con: build.con, wis: build.wis, int: build.int },
    build.roleId === 'Wiz',
    build.regen,
  );
  return rows.map((row) => {
    const level = advancement.levels[row.xl - 1];
    const maxHp = level?.hp.p50 ?? 1;
    const maxPw = level?.pw.p50 ?? 0;
    return {
      ...row,
      maxHp,
      hpTurnsToFull:
        row.hpInterval === null
          ? null
          : expectedTurnsToGain(
              Math.max(0, maxHp - 1),
              row.hpInterval,
              row.hpAmount,
              row.hpOtherTurns,
              1,
              memo,
            ),
      maxPw,
      pwTurnsToFull:
        row.pwInterval === null
          ? null
          : expectedTurnsToGain(Math.max(0, maxPw), row.pwInterval, row.pwAmount, 0, 1, memo),
    };
  });
}

/** `computeNethackRegenView`, remembered in `memo` (its advancement too: see `nethackAdvancement`). */
export function nethackRegenView(
  data: Nethack34Data,
  build: NethackCharacter,
  memo: Memo,
): NethackRegenViewRow[] {
  const key = `nethack34/regen-view\n${structuralKey(data)}\n${structuralKey(build)}`;
  return memo.get(key, () =>
    computeNethackRegenView(data, build, nethackAdvancement(data, build, memo), memo),
  );
}
