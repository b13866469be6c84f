/**
 * Mana on a kill (seed 000, "Mana on a kill"): items of Siphoning pay for your own kills close by;
 * a witch's Malison pays for every death under her hexes. Never above the maximum.
 */
import { formatExplained, sumTerms, type ExplainTerm, type Explained } from '../../engine/explain';
import type { ReportTable } from '../../report/report-table';
import type { EffectSource, KillRules } from './data';

/** How the creature died. Only `blow`, `shot`, `throw` and `spell` are your own kills. */
export type KillCause =
  'blow' | 'shot' | 'throw' | 'spell' | 'poison' | 'bleeding' | 'trap' | 'summon' | 'other';

/** The causes that make a kill your own, for Siphoning. */
export const OWN_KILL_CAUSES: readonly KillCause[] = ['blow', 'shot', 'throw', 'spell'];

/** Why a kill that is not your own gives no Siphoning (the seed's list, then anything else). */
const NOT_YOUR_KILL: Readonly<Record<KillCause, string>> = {
  blow: '',
  shot: '',
  throw: '',
  spell: '',
  poison: 'died of poison you caused, not by your blow, shot, throw or spell',
  bleeding: 'died of bleeding you caused, not by your blow, shot, throw or spell',
  trap: 'killed by a trap, not by you',
  summon: 'killed by your summoned creature, not by you',
  other: 'not your own kill: only your blow, shot, throw or spell count',
};

/** One item of Siphoning, by name: `mana` whole points per kill that counts. */
export interface SiphonSource {
  readonly label: string;
  readonly mana: number;
}

/** Who killed what, where, and the killer's pool (the player, or a creature wearing Siphoning). */
export interface KillEvent {
  readonly cause: KillCause;
  /** Whole cells from the killer to the creature, across and aside (any sign). */
  readonly dx: number;
  readonly dy: number;
  /** The creature's level, a whole number ≥ 0 (Malison pays half of it). */
  readonly creatureLevel: number;
  /** Whether the creature died under one of the killer's hexes (a witch's Malison). */
  readonly hexed: boolean;
  readonly classId: string;
  /** The killer's class level, a whole number ≥ 0. */
  readonly classLevel: number;
  /** Items of Siphoning worn, identified or not (see {@link siphoningFrom}). */
  readonly siphoning: readonly SiphonSource[];
  /** Mana now and the maximum, whole points ≥ 0. `current` may exceed a lowered `max`. */
  readonly current: number;
  readonly max: number;
}

export interface ManaOnKill {
  /** Whole mana points gained: ≥ 0, never taking mana above the maximum. */
  readonly gained: number;
  /** One term per item of Siphoning that paid and one for Malison, clamped to the room left. */
  readonly trace: Explained;
  /** Why a source gave nothing, e.g. 'Siphoning: killed by a trap, not by you'. */
  readonly why: readonly string[];
  /** Mana after the kill. */
  readonly after: number;
}

const NEVER_ABOVE_MAX = 'never above your maximum';

function requireWhole(value: number, what: string, min?: number): void {
  if (!Number.isSafeInteger(value) || (min !== undefined && value < min)) {
    const range = min === undefined ? '' : ` of ${min} or more`;
    throw new RangeError(`${what} must be a whole number${range} (got ${value}).`);
  }
}

function validateKillRules(rules: KillRules): void {
  requireWhole(rules.siphonRadius, 'The Siphoning radius', 0);
  requireWhole(rules.malison.fromLevel, 'The level Malison starts at', 0);
}

/**
 * Whether a cell `dx` across and `dy` aside lies within `radius` cells, measured round as for every
 * radius in the rules: dx² + dy² ≤ radius² + 1. At radius 3: 3 in a straight line, 3 across and 1
 * aside, and 2 diagonally are within; 3 across and 2 aside is not. Symmetric in sign and axes.
 *
 * @param dx Whole cells, any sign.
 * @param dy Whole cells, any sign.
 * @param radius Whole cells ≥ 0.
 * @throws RangeError when a number is not whole (or the radius is negative).
 */
export function isWithinRound(dx: number, dy: number, radius: number): boolean {
  requireWhole(dx, 'A distance across (cells)');
  requireWhole(dy, 'A distance aside (cells)');
  requireWhole(radius, 'A radius (cells)', 0);
  return dx * dx + dy * dy <= radius * radius + 1;
}

/** An offset in the rules' words: "3 cells in a straight line", "3 across and 2 aside". */
export function describeOffset(dx: number, dy: number): string {
  const across = Math.max(Math.abs(dx), Math.abs(dy));
  const aside = Math.min(Math.abs(dx), Math.abs(dy));
  const cells = (n: number) => `${n} cell${n === 1 ? '' : 's'}`;
  if (aside === 0) return `${cells(across)} in a straight line`;
  if (aside === across) return `${cells(across)} diagonally`;
  return `${across} across and ${aside} aside`;
}

/** The largest diagonal step count within `radius`, measured round. */
function largestDiagonal(radius: number): number {
  let diagonal = 0;
  while (isWithinRound(diagonal + 1, diagonal + 1, radius)) diagonal += 1;
  return diagonal;
}

/** The readings behind `manaOnKill`, with the numbers of these rules. */
export function manaOnKillReadings(rules: KillRules): string[] {
  validateKillRules(rules);
  const r = rules.siphonRadius;
  const examples =
    r >= 2
      ? `: ${r} in a straight line, ${r} across and 1 aside, or ${largestDiagonal(r)} ` +
        `diagonally, but not ${r} across and 2 aside`
      : '';
  const { classId, fromLevel } = rules.malison;
  return [
    `Distance is measured round: a kill counts within ${r} cells when dx² + dy² ≤ ${r}² + 1 ` +
      `(${r * r + 1})${examples}.`,
    'Siphoning counts only your own kills, by your blow, your shot or throw, or your spell: not ' +
      'poison or bleeding you caused, a trap, or your summoned creature.',
    'Items of Siphoning add up, identified or not.',
    `A ${classId}'s Malison (from class level ${fromLevel}) pays half the creature's level, ` +
      'rounded down, at least 1, for every death under one of her hexes, however it died, ' +
      'whoever killed it, at any distance. It adds to Siphoning.',
    'The total never takes mana above the maximum; mana already above a lowered maximum neither ' +
      'rises nor falls.',
  ];
}

/**
 * Items of Siphoning among the given items: one source per `siphoning` effect, labelled with the
 * item's name. Pass every item worn, identified or not.
 */
export function siphoningFrom(sources: readonly EffectSource[]): SiphonSource[] {
  return sources.flatMap((source) =>
    source.effects.flatMap((effect) =>
      effect.kind === 'siphoning' ? [{ label: source.name, mana: effect.mana }] : [],
    ),
  );
}

/** Malison's pay: half the creature's level, rounded down, at least 1. */
function malisonTerm(creatureLevel: number): ExplainTerm {
  const half = Math.floor(creatureLevel / 2);
  return half >= 1
    ? { label: `Malison: half of level ${creatureLevel}, rounded down`, value: half }
    : { label: `Malison: half of level ${creatureLevel} is ${half}, at least 1`, value: 1 };
}

/**
 * The mana a kill gives (whole points) and why.
 *
 * Siphoning: every item's mana, added up, when the kill is your own (blow, shot, throw or spell)
 * and the creature stood within `rules.siphonRadius` cells measured round ({@link isWithinRound}).
 * Malison: for a killer of class `rules.malison.classId` from class level
 * `rules.malison.fromLevel`, half the creature's level rounded down, at least 1, for any death
 * under her hexes, whatever the cause or distance. The two add up; the total is then cut to the
 * room left below `max` (never negative: mana above a lowered maximum stays as it is).
 *
 * @throws RangeError naming the bad number when one is not whole or out of range.
 */
export function manaOnKill(rules: KillRules, kill: KillEvent): ManaOnKill {
  validateKillRules(rules);
  requireWhole(kill.creatureLevel, "The creature's level", 0);
  requireWhole(kill.classLevel, 'The class level', 0);
  requireWhole(kill.current, 'Current mana', 0);
  requireWhole(kill.max, 'Maximum mana', 0);
  for (const item of kill.siphoning) requireWhole(item.mana, `The mana of "${item.label}"`, 0);
  const within = isWithinRound(kill.dx, kill.dy, rules.siphonRadius);

  const terms: ExplainTerm[] = [];
  const why: string[] = [];

  if (kill.siphoning.length === 0) {
    // Only where an item would have paid: otherwise the missing item is not why nothing came.
    if (OWN_KILL_CAUSES.includes(kill.cause) && within) {
      why.push('Siphoning: no item of Siphoning is worn');
    }
  } else {
    if (!OWN_KILL_CAUSES.includes(kill.cause)) {
      why.push(`Siphoning: ${NOT_YOUR_KILL[kill.cause]}`);
    } else if (!within) {
      why.push(
        `Siphoning: the creature stood ${describeOffset(kill.dx, kill.dy)}, farther than ` +
          `${rules.siphonRadius} cells measured round`,
      );
    } else {
      terms.push(...kill.siphoning.map((item) => ({ label: item.label, value: item.mana })));
    }
  }

  const { classId, fromLevel } = rules.malison;
  if (kill.classId === classId) {
    if (kill.classLevel < fromLevel) {
      if (kill.hexed) {
        why.push(`Malison: a ${classId} has it from level ${fromLevel} (level ${kill.classLevel})`);
      }
    } else if (!kill.hexed) {
      why.push('Malison: the creature did not die under one of your hexes');
    } else {
      terms.push(malisonTerm(kill.creatureLevel));
    }
  } else if (kill.hexed) {
    why.push(`Malison: only a ${classId}'s hexes pay`);
  }

  const room = Math.max(0, kill.max - kill.current);
  const summed = sumTerms(terms);
  const trace: Explained =
    summed.value > room
      ? { value: room, terms, clamp: { unclamped: summed.value, reason: NEVER_ABOVE_MAX } }
      : summed;
  return { gained: trace.value, trace, why, after: kill.current + trace.value };
}

/** One kill of a "mana gained per kill" table: who died, how, where. */
export interface KillScenario {
  readonly label: string;
  readonly cause: KillCause;
  readonly dx: number;
  readonly dy: number;
  readonly creatureLevel: number;
  readonly hexed: boolean;
}

/** Each cause as the kill form and `--kill` name it, in the form's order. */
export const KILL_CAUSES: readonly { readonly id: KillCause; readonly name: string }[] = [
  { id: 'blow', name: 'Your blow' },
  { id: 'shot', name: 'Your shot' },
  { id: 'throw', name: 'Your throw' },
  { id: 'spell', name: 'Your spell' },
  { id: 'poison', name: 'Poison you caused' },
  { id: 'bleeding', name: 'Bleeding you caused' },
  { id: 'trap', name: 'A trap' },
  { id: 'summon', name: 'Your summoned creature' },
  { id: 'other', name: 'Someone else' },
];

/** How far a kill the designer adds may be, across or aside, in cells (a typo guard). */
export const KILL_CELLS_MAX = 50;

/** The highest creature level a kill the designer adds may have (a typo guard). */
export const KILL_CREATURE_LEVEL_MAX = 100;

/** Why a distance across or aside is refused, or null. */
export function checkKillCells(value: number): string | null {
  return Number.isInteger(value) && Math.abs(value) <= KILL_CELLS_MAX
    ? null
    : `From −${KILL_CELLS_MAX} to ${KILL_CELLS_MAX} cells.`;
}

/** Why a creature level is refused, or null. */
export function checkCreatureLevel(value: number): string | null {
  return Number.isInteger(value) && value >= 0 && value <= KILL_CREATURE_LEVEL_MAX
    ? null
    : `From 0 to ${KILL_CREATURE_LEVEL_MAX}.`;
}

/** A kill the designer adds, labelled as its table row reads: "Your spell, 2 across and 1 aside, level 10". */
export function killScenario(
  cause: KillCause,
  dx: number,
  dy: number,
  creatureLevel: number,
  hexed: boolean,
): KillScenario {
  const who = KILL_CAUSES.find((entry) => entry.id === cause)?.name ?? cause;
  const label = `${who}, ${dx} across and ${dy} aside, level ${creatureLevel}${hexed ? ', hexed' : ''}`;
  return { label, cause, dx, dy, creatureLevel, hexed };
}

/** The killer a scenario table is computed for: class, items and mana pool. */
export type Killer = Omit<KillEvent, 'cause' | 'dx' | 'dy' | 'creatureLevel' | 'hexed'>;

export interface KillScenarioRow {
  readonly label: string;
  readonly gained: number;
  readonly after: number;
  /** The formatted trace, e.g. `2 (Ring of Siphoning) + 3 (Malison: …) = 5`. */
  readonly how: string;
  readonly why: readonly string[];
  readonly result: ManaOnKill;
}

/** Runs each scenario for the same killer, from the same mana: one row per kill, in order. */
export function computeKillScenarios(
  rules: KillRules,
  killer: Killer,
  scenarios: readonly KillScenario[],
): KillScenarioRow[] {
  return scenarios.map(({ label, ...scenario }) => {
    const result = manaOnKill(rules, { ...killer, ...scenario });
    return {
      label,
      gained: result.gained,
      after: result.after,
      how: formatExplained(result.trace),
      why: result.why,
      result,
    };
  });
}

/** The "mana gained per kill" table, and its CSV. */
export function killScenarioReport(title: string, rows: readonly KillScenarioRow[]): ReportTable {
  return {
    title,
    columns: ['kill', 'mana_gained', 'mana_after', 'how', 'why_nothing'],
    headings: ['Kill', 'Mana gained', 'Mana after', 'How', 'What gave nothing, and why'],
    rows: rows.map((row) => [row.label, row.gained, row.after, row.how, row.why.join('; ')]),
  };
}
