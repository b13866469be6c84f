import { convolvePower, max, min, shift, uniform, type Dist } from '../../engine/dist';
import { sumTerms, type Explained, type ExplainTerm } from '../../engine/explain';
import type { DcssBuild, DcssData, DcssRules } from './data';
import { DCSS_MAX_HP_LIMIT } from './limits';
import { assertDcssInput } from './validate';
import type { DcssRegen } from './view';

/**
 * DCSS regeneration (seed 004), in integer maths:
 *
 * - BRR: ⌊MHP / 3⌋ below 60 max HP, ⌊MHP / 6⌋ + 10 from 60 (the two meet at 60: 59 → 19, 60 → 20).
 * - TRR = (BRR + rings, troll leather, moon troll leather, mutation, spell, Powered by Death)
 *   × Slow Healing's factor (½ rounded down, or 0) + Trog's Hand, which Slow Healing never touches.
 * - Every turn of 10 auts adds TRR points; 100 points heal 1 HP and the rest carries over. An
 *   action of another length scales the points: ⌊TRR × auts / 10⌋, walking counted as at most 10.
 *
 * The rates here count Powered by Death as lasting throughout; `simulate.ts` ends it.
 */

/** The readings' sentences, shown next to the numbers they changed. */
export const READING_SENTENCES = {
  spellUnderTrog:
    "Trog's Hand is active, so the Regeneration spell adds nothing (the game's source; the seed " +
    'adds both).',
  trollLeatherOnTroll:
    "A Troll gets nothing from troll leather armour (the game's source; the seed gives its bonus " +
    'to everyone).',
  minimumRateOne:
    "The rate is raised to 1 before Slow Healing (the game's source; the seed has no minimum).",
} as const;

/** "2 rings of regeneration", "1 ring of regeneration". */
function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Base regeneration rate at a max HP: ⌊MHP / 3⌋ below the knee (60), ⌊MHP / 6⌋ + 10 from it, as
 * terms: "10 (30 / 3)", "15 (90 / 6) + 10 (from 60 MHP)".
 *
 * @throws RangeError unless `mhp` is a whole number from 1 to 9999.
 */
export function computeBaseRate(rules: DcssRules, mhp: number): Explained {
  if (!Number.isInteger(mhp) || mhp < 1 || mhp > DCSS_MAX_HP_LIMIT) {
    throw new RangeError(
      `Max HP must be a whole number from 1 to ${DCSS_MAX_HP_LIMIT}, not ${mhp}.`,
    );
  }
  const { knee, lowDivisor, highDivisor, highAdd } = rules.base;
  if (mhp < knee) {
    return sumTerms([{ label: `${mhp} / ${lowDivisor}`, value: Math.floor(mhp / lowDivisor) }]);
  }
  return sumTerms([
    { label: `${mhp} / ${highDivisor}`, value: Math.floor(mhp / highDivisor) },
    { label: `from ${knee} MHP`, value: highAdd },
  ]);
}

/** Powered by Death counts: rank 1 or more and at least one corpse in reach. */
export function isPoweredByDeathActive(build: DcssBuild): boolean {
  return build.pbdRank >= 1 && build.corpses >= 1;
}

/** Powered by Death's bonus: 100 a corpse, at most 700; 0 when it is not active. */
export function poweredByDeathBonus(rules: DcssRules, build: DcssBuild): number {
  if (!isPoweredByDeathActive(build)) return 0;
  const { perCorpse, poweredByDeathMax } = rules.bonuses;
  return Math.min(perCorpse * build.corpses, poweredByDeathMax);
}

/**
 * How many turns the simulation keeps Powered by Death: the mean of 2d8 + 8 × rank, rounded down
 * (⌊dice × (sides + 1) / 2⌋ + perRank × rank: 17 at rank 1). 0 when it is not active.
 */
export function poweredByDeathTurns(rules: DcssRules, build: DcssBuild): number {
  if (!isPoweredByDeathActive(build)) return 0;
  const { dice, sides, perRank } = rules.poweredByDeath;
  return Math.floor((dice * (sides + 1)) / 2 + perRank * build.pbdRank);
}

/**
 * How long Powered by Death lasts, as the seed's dice give it: dice d sides + perRank × rank
 * turns (2d8 + 8 at rank 1: 10 to 24). Null when it is not active.
 */
export function poweredByDeathDurations(rules: DcssRules, build: DcssBuild): Dist | null {
  if (!isPoweredByDeathActive(build)) return null;
  const { dice, sides, perRank } = rules.poweredByDeath;
  return shift(convolvePower(uniform(1, sides), dice), perRank * build.pbdRank);
}

/** The sentence that says how long Powered by Death lasts where (by the duration reading). */
export function poweredByDeathSentence(rules: DcssRules, build: DcssBuild): string {
  const { dice, sides, perRank } = rules.poweredByDeath;
  const rolled = `${dice}d${sides} + ${perRank} × rank ${build.pbdRank}`;
  const durations = poweredByDeathDurations(rules, build);
  if (rules.readings.poweredByDeathRandom && durations !== null) {
    return (
      'Powered by Death counts as lasting throughout in the rates; in the simulation it lasts ' +
      `${rolled} turns (${min(durations)} to ${max(durations)}): each turn's figures are the ` +
      'expectation over those durations, weighted by their chances.'
    );
  }
  const turns = poweredByDeathTurns(rules, build);
  return (
    'Powered by Death counts as lasting throughout in the rates; the simulation ends it after ' +
    `${turns} turns (the mean of ${rolled}, rounded down).`
  );
}

/** The TRR of one max HP, with its BRR and the readings that changed it. */
export interface DcssRate {
  readonly brr: Explained;
  readonly trr: Explained;
  /** Sentences for the readings that changed a number (see `READING_SENTENCES`). */
  readonly readings: readonly string[];
}

function bonusTerms(rules: DcssRules, build: DcssBuild, readings: string[]): ExplainTerm[] {
  const { bonuses, readings: reading } = rules;
  const terms: ExplainTerm[] = [];
  if (build.rings > 0) {
    terms.push({
      label: plural(build.rings, 'ring of regeneration', 'rings of regeneration'),
      value: bonuses.perRing * build.rings,
    });
  }
  if (build.trollLeather || build.moonTrollLeather) {
    const blocked = build.isTroll && !reading.trollLeatherHelpsTrolls;
    if (blocked) readings.push(READING_SENTENCES.trollLeatherOnTroll);
    const armour = build.moonTrollLeather ? 'moon troll leather armour' : 'troll leather armour';
    if (blocked) {
      terms.push({ label: `${armour}: nothing for a Troll`, value: 0 });
    } else {
      terms.push({ label: 'troll leather armour', value: bonuses.trollLeather });
      if (build.moonTrollLeather) {
        terms.push({ label: 'moon troll leather armour', value: bonuses.moonTrollExtra });
      }
    }
  }
  if (build.mutation > 0) {
    terms.push({
      label: `regeneration mutation ${build.mutation}`,
      value: bonuses.perMutationLevel * build.mutation,
    });
  }
  if (build.spell) {
    if (build.trogsHand && !reading.spellStacksWithTrog) {
      readings.push(READING_SENTENCES.spellUnderTrog);
      terms.push({ label: "Regeneration spell: nothing under Trog's Hand", value: 0 });
    } else {
      terms.push({ label: 'Regeneration spell', value: bonuses.spell });
    }
  }
  return terms;
}

/** Slow Healing's factor: ½ at level 1 with a monster in sight; 0 at 3, or 2 with a monster. */
export function slowHealingFactor(build: DcssBuild): { factor: number; label: string } | null {
  const level = build.slowHealing;
  const sight = build.monsterInSight;
  if (level === 3) return { factor: 0, label: 'Slow Healing 3' };
  if (level === 2 && sight) return { factor: 0, label: 'Slow Healing 2 with a monster in sight' };
  if (level === 1 && sight) return { factor: 0.5, label: 'Slow Healing 1 with a monster in sight' };
  return null;
}

/**
 * BRR and TRR at `mhp` for the build's bonuses. TRR as a sum: "25 (BRR) + 40 (troll leather
 * armour) − 33 (Slow Healing 1 with a monster in sight: 65 × ½, rounded down) + 100 (Trog's Hand,
 * not slowed) = 132". Slow Healing's ½ rounds down (integer maths, as the game's source).
 * Powered by Death counts unless `poweredByDeath` is false (the simulation, once it has ended).
 *
 * @throws RangeError for a max HP outside 1..9999 (the build itself is the caller's to validate).
 */
export function computeRegenRate(
  rules: DcssRules,
  build: DcssBuild,
  mhp: number,
  options: { readonly poweredByDeath?: boolean } = {},
): DcssRate {
  const brr = computeBaseRate(rules, mhp);
  const readings: string[] = [];
  const terms: ExplainTerm[] = [
    { label: 'BRR', value: brr.value },
    ...bonusTerms(rules, build, readings),
  ];
  const pbd = options.poweredByDeath === false ? 0 : poweredByDeathBonus(rules, build);
  if (pbd > 0) {
    const capped = rules.bonuses.perCorpse * build.corpses > pbd ? `, at most ${pbd}` : '';
    terms.push({
      label: `Powered by Death: ${plural(build.corpses, 'corpse', 'corpses')}${capped}`,
      value: pbd,
    });
  }
  let slowed = terms.reduce((total, term) => total + term.value, 0);
  if (rules.readings.minimumRateOne && slowed < 1) {
    readings.push(READING_SENTENCES.minimumRateOne);
    terms.push({ label: 'at least 1 before Slow Healing', value: 1 - slowed });
    slowed = 1;
  }
  const slow = slowHealingFactor(build);
  if (slow !== null) {
    const kept = Math.floor(slowed * slow.factor);
    const how = slow.factor === 0 ? '× 0' : `${slowed} × ½, rounded down`;
    terms.push({ label: `${slow.label}: ${how}`, value: kept - slowed });
  }
  if (build.trogsHand) {
    terms.push({ label: "Trog's Hand, not slowed", value: rules.bonuses.trogsHand });
  }
  return { brr, trr: sumTerms(terms), readings };
}

/** The auts an action counts for: its own, except walking counts at most one turn (10). */
export function effectiveAuts(rules: DcssRules, build: DcssBuild): number {
  return build.walking ? Math.min(build.actionAuts, rules.autsPerTurn) : build.actionAuts;
}

/** Points one action of the build brings at this TRR: ⌊TRR × effective auts / 10⌋. */
export function pointsPerAction(rules: DcssRules, build: DcssBuild, trr: number): number {
  return Math.floor((trr * effectiveAuts(rules, build)) / rules.autsPerTurn);
}

/** 12.2 → "12.2", 10 → "10", 2.2222 → "2.2": one decimal, dropped when whole. */
function oneDecimal(value: number): string {
  return `${Math.round(value * 10) / 10}`;
}

/**
 * The rate in words, per turn of 10 auts: "1 HP every 2.2 turns" below 100 points a turn,
 * "12 or 13 HP each turn" above, "2 HP each turn" on a multiple of 100, "no HP comes back" at 0.
 */
export function describeRate(trr: number, pointsPerHp: number): string {
  if (trr <= 0) return 'no HP comes back';
  if (trr < pointsPerHp) {
    const turns = oneDecimal(pointsPerHp / trr);
    return turns === '1' ? '1 HP every turn' : `1 HP every ${turns} turns`;
  }
  const low = Math.floor(trr / pointsPerHp);
  if (trr % pointsPerHp === 0) return `${low} HP each turn`;
  return `${low} or ${low + 1} HP each turn`;
}

/**
 * Turns of 10 auts from 1 HP to `mhp`, repeating the build's action from 0 carried points:
 * ⌈(MHP − 1) × 100 / points per action⌉ actions, each taking its real length in game time
 * (auts / 10 turns). A slow walker's step counts as 10 auts for the points but still takes its
 * own time, which is why a Naga exploring heals less per turn of game time. 0 at 1 MHP; null
 * when an action brings no points.
 */
export function computeTurnsToFull(
  rules: DcssRules,
  build: DcssBuild,
  mhp: number,
  points: number,
): number | null {
  if (mhp <= 1) return 0;
  if (points <= 0) return null;
  const actions = Math.ceil(((mhp - 1) * rules.pointsPerHp) / points);
  return (actions * build.actionAuts) / rules.autsPerTurn;
}

/**
 * Everything the calculator shows for one max HP (the build's own by default): BRR and TRR with
 * their traces, the points one action brings, turns per HP (100 / TRR), HP per turn (TRR / 100),
 * the rate in words, turns from 1 HP to full, and the readings that changed a number. Powered by
 * Death counts as lasting throughout.
 *
 * @throws RangeError when the data or the build is invalid (see `validate.ts`) or `mhp` is not a
 *   whole number from 1 to 9999.
 */
export function computeDcssRegen(data: DcssData, build: DcssBuild, mhp = build.maxHp): DcssRegen {
  assertDcssInput(data, build);
  return computeRegenAt(data.rules, build, mhp);
}

/** `computeDcssRegen` without the input checks, for callers that made them once. */
export function computeRegenAt(rules: DcssRules, build: DcssBuild, mhp: number): DcssRegen {
  const { brr, trr, readings } = computeRegenRate(rules, build, mhp);
  const points = pointsPerAction(rules, build, trr.value);
  const sentences = [...readings];
  if (isPoweredByDeathActive(build)) sentences.push(poweredByDeathSentence(rules, build));
  return {
    mhp,
    brr,
    trr,
    pointsPerAction: points,
    turnsPerHp: trr.value > 0 ? rules.pointsPerHp / trr.value : null,
    hpPerTurn: trr.value / rules.pointsPerHp,
    rateText: describeRate(trr.value, rules.pointsPerHp),
    turnsToFull: computeTurnsToFull(rules, build, mhp, points),
    readings: sentences,
  };
}
