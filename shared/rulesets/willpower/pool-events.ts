/**
 * "Mana now" as a list of events (seed 000: spend, wait, kill, Blood magic, refill), played one
 * after another on a {@link PoolSession} with the hit points Blood magic spends. The screen's
 * buttons and `wellspring report willpower/pool --event …` both play events through
 * {@link playPoolEvent}, and both write the same log.
 */
import type { ReportTable } from '../../report/report-table';
import { findBloodMagic, useBloodMagic, type BloodMagicEffect } from './blood-magic';
import { computeRegenAtLevel } from './build-regen';
import { computeCastingEconomy } from './casting-economy';
import type { WillpowerBuild, WillpowerData } from './data';
import { computeHpCurve } from './hp';
import { regenCeiling } from './mana-pool';
import type { KillScenario, KillScenarioRow } from './mana-on-kill';
import { regain, spend, startSession, wait, type PoolSession } from './pool-session';
import type { RegenDrain, RegenRate } from './regen';

export type PoolEvent =
  | { readonly kind: 'cast'; readonly abilityId: string }
  | { readonly kind: 'wait'; readonly minutes: number }
  | { readonly kind: 'kill'; readonly label: string }
  | { readonly kind: 'blood-magic' }
  | { readonly kind: 'refill' };

/** What the events are played against: the build's figures at its level. */
export interface PoolContext {
  readonly maxMana: number;
  readonly maxHp: number;
  /** Each ability's cost after the cut (the casting economy's). */
  readonly costs: readonly {
    readonly abilityId: string;
    readonly name: string;
    readonly cost: number;
  }[];
  /** The priced kills, by label. */
  readonly kills: readonly KillScenarioRow[];
  /** Regeneration under the build's conditions; null: mana never comes back. */
  readonly rate: RegenRate | null;
  readonly drains: readonly RegenDrain[];
  /** The build's Blood magic, if it has taken the talent by its level. */
  readonly bloodMagic?: { readonly label: string; readonly effect: BloodMagicEffect };
}

/** The pool and the hit points Blood magic has spent since the last refill. */
export interface PoolPlay {
  readonly session: PoolSession;
  readonly hpSpent: number;
}

/** One line of the log: the event in words and the pool after it. */
export interface PoolLogRow {
  readonly event: string;
  readonly mana: number;
  readonly maxMana: number;
  readonly hp: number;
  readonly maxHp: number;
  readonly message: string;
}

/** The most minutes one wait may last (a day), as the screen's Minutes field allows. */
export const POOL_WAIT_MINUTES_MAX = 1440;

/** Why a wait is refused, or null (the Minutes field's own message). */
export function checkWaitMinutes(minutes: number): string | null {
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= POOL_WAIT_MINUTES_MAX
    ? null
    : `Minutes must be from 1 to ${POOL_WAIT_MINUTES_MAX}.`;
}

export function startPlay(context: PoolContext): PoolPlay {
  return { session: startSession(context.maxMana), hpSpent: 0 };
}

/** The event in words, as the log's first column writes it. */
export function describePoolEvent(context: PoolContext, event: PoolEvent): string {
  switch (event.kind) {
    case 'cast': {
      const row = context.costs.find((cost) => cost.abilityId === event.abilityId);
      return `Cast ${row?.name ?? event.abilityId}`;
    }
    case 'wait':
      return `Wait ${event.minutes} min`;
    case 'kill':
      return `Kill: ${event.label}`;
    case 'blood-magic':
      return context.bloodMagic?.label ?? 'Blood magic';
    case 'refill':
      return 'Refill';
  }
}

/**
 * The pool after `event`. A cast the pool cannot pay, Blood magic it refuses, are refused and
 * change nothing but the message (seed 000: "refused … and then spends nothing").
 *
 * @throws RangeError for an ability or kill the context does not know, Blood magic the build has
 *   not taken, or minutes out of range.
 */
export function playPoolEvent(context: PoolContext, play: PoolPlay, event: PoolEvent): PoolPlay {
  const { session } = play;
  switch (event.kind) {
    case 'cast': {
      const row = context.costs.find((cost) => cost.abilityId === event.abilityId);
      if (row === undefined) throw new RangeError(`There is no ability "${event.abilityId}".`);
      return { ...play, session: spend(session, row.cost, row.name) };
    }
    case 'wait': {
      const refusal = checkWaitMinutes(event.minutes);
      if (refusal !== null) throw new RangeError(refusal);
      return { ...play, session: wait(session, event.minutes * 60, context.rate, context.drains) };
    }
    case 'kill': {
      const kill = context.kills.find((row) => row.label === event.label);
      if (kill === undefined) throw new RangeError(`There is no kill "${event.label}".`);
      return { ...play, session: regain(session, kill.gained, kill.label) };
    }
    case 'blood-magic': {
      const blood = context.bloodMagic;
      if (blood === undefined) {
        throw new RangeError('Blood magic needs the talent, taken by the build’s level.');
      }
      const result = useBloodMagic(
        blood.effect,
        { hp: context.maxHp - play.hpSpent, mana: session.current, maxMana: regenCeiling(session) },
        blood.label,
      );
      if (!result.ok) return { ...play, session: { ...session, message: result.message } };
      return {
        hpSpent: play.hpSpent + result.hpSpent,
        session: {
          ...session,
          current: result.mana,
          message:
            `${blood.label}: ${result.hpSpent} HP into ${result.gained} mana (not a wound: ` +
            'nothing soaks it, it trains nothing).',
        },
      };
    }
    case 'refill':
      return { session: startSession(session.max), hpSpent: 0 };
  }
}

/** The log line for the pool after `event` (an event of the list, or a change in words). */
export function poolLogRow(
  context: PoolContext,
  play: PoolPlay,
  event: PoolEvent | string,
): PoolLogRow {
  return {
    event: typeof event === 'string' ? event : describePoolEvent(context, event),
    mana: play.session.current,
    maxMana: play.session.max,
    hp: Math.max(0, context.maxHp - play.hpSpent),
    maxHp: context.maxHp,
    message: play.session.message,
  };
}

/** Every event played from a full pool, one log line each. */
export function playPoolEvents(context: PoolContext, events: readonly PoolEvent[]): PoolLogRow[] {
  let play = startPlay(context);
  return events.map((event) => {
    play = playPoolEvent(context, play, event);
    return poolLogRow(context, play, event);
  });
}

/**
 * The "Mana now" log (screen and `willpower/pool`): one row per event, from a full pool.
 * `firstStep`: the step number of `rows[0]` (the screen draws and keeps only the newest events).
 */
export function poolLogReport(
  buildName: string,
  rows: readonly PoolLogRow[],
  firstStep = 1,
): ReportTable {
  return {
    title: `${buildName}: mana now, event by event`,
    columns: ['step', 'event', 'mana', 'max_mana', 'hp', 'max_hp', 'message'],
    headings: ['Step', 'Event', 'MP', 'Max MP', 'HP', 'Max HP', 'What happened'],
    rows: rows.map((row, index) => [
      firstStep + index,
      row.event,
      row.mana,
      row.maxMana,
      row.hp,
      row.maxHp,
      row.message,
    ]),
  };
}

/**
 * The context the screen's "Mana now" plays in, computed from the data: the build at its level
 * under `statusIds`, its casting economy with `killScenarios`, and Blood magic if it has taken it.
 */
export function buildPoolContext(
  data: WillpowerData,
  build: WillpowerBuild,
  statusIds: readonly string[],
  killScenarios: readonly KillScenario[],
): PoolContext {
  const economy = computeCastingEconomy(data, build, { conditions: { statusIds }, killScenarios });
  const regen = computeRegenAtLevel(data, build, { statusIds }, build.level);
  const taken = data.talents.filter((talent) =>
    build.talents.some((t) => t.talentId === talent.id && t.takenAtLevel <= build.level),
  );
  const bloodMagic = findBloodMagic(taken);
  return {
    maxMana: economy.maxMana,
    maxHp: computeHpCurve(data, build).points[build.level - 1]?.maxHp ?? 0,
    costs: economy.costs,
    kills: economy.kills,
    rate: regen.rate,
    drains: regen.drains,
    ...(bloodMagic === undefined ? {} : { bloodMagic }),
  };
}
