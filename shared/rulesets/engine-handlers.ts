import { Memo } from '../engine/memo';
import { freezeDeep } from '../engine/structural-key';
import type {
  EngineBatch,
  EngineBatchAnswer,
  EngineCalls,
  EngineRequest,
  EngineResponse,
} from '../protocol/engine';
import { compareRegen } from '../compare/regen-compare';
import { computeDcssRegenView } from './dcss/regen-view';
import { computeMageCast } from './mage2e/cast';
import { sweepMageCast } from './mage2e/sweep';
import { nethackAdvancement } from './nethack34/advancement';
import { nethackRegenView } from './nethack34/regen-view';
import { computeQuestView } from './quest/view';
import { willpowerBuildRegen } from './willpower/build-regen';
import { computeCastingEconomy } from './willpower/casting-economy';
import { computeHpCurve } from './willpower/hp';
import { computeManaCurve } from './willpower/max-mana';

/**
 * A handler computes one answer; `memo` is the engine's memory of work shared between answers
 * (a NetHack build's advancement serves its screen and the comparison alike).
 */
type Handlers = {
  readonly [K in keyof EngineCalls]: (
    input: EngineCalls[K]['input'],
    memo: Memo,
  ) => EngineCalls[K]['output'];
};

const HANDLERS: Handlers = {
  'compare/regen': ({ sources, settings }, memo) => compareRegen(sources, settings, memo),
  'dcss/regen': ({ data, build, simulation }) => computeDcssRegenView(data, build, simulation),
  'mage2e/cast': ({ data, build, sweep }, memo) => ({
    cast: computeMageCast(data, build, memo),
    sweep: sweepMageCast(data, build, sweep.factor, sweep.values, memo),
  }),
  'nethack34/advancement': ({ data, build }, memo) => nethackAdvancement(data, build, memo),
  'nethack34/regen': ({ data, build }, memo) => nethackRegenView(data, build, memo),
  'quest/view': ({ data, build, dispelView }) => computeQuestView(data, build, dispelView),
  'willpower/mana-curve': ({ data, build }) => computeManaCurve(data, build),
  'willpower/hp-curve': ({ data, build }) => computeHpCurve(data, build),
  'willpower/regen': ({ data, build, conditions }, memo) =>
    willpowerBuildRegen(data, build, conditions, memo),
  'willpower/casting': ({ data, build, casting }) => computeCastingEconomy(data, build, casting),
};

/**
 * Answers one worker request. Pure: the worker file only moves messages. An engine error becomes
 * an `ok: false` response, so one bad request never kills the worker.
 */
export function handleEngineRequest(request: EngineRequest, memo = new Memo()): EngineResponse {
  try {
    // TypeScript cannot correlate a union's `type` with its `input` through a lookup; `Handlers`
    // already ties each call's input to its output, so widening the one handler here is safe.
    const handler = HANDLERS[request.type] as (
      input: EngineRequest['input'],
      memo: Memo,
    ) => unknown;
    // Frozen: the engine never changes its input, and frozen data keeps its structural key, so
    // the memo's keys cost one walk of the input per request (see `structuralKey`).
    const output = handler(freezeDeep(request.input), memo);
    return { id: request.id, type: request.type, ok: true, output } as EngineResponse;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id: request.id, type: request.type, ok: false, message };
  }
}

/** Answers a batch, each request in turn, sharing `memo` (the worker's, kept between batches). */
export function handleEngineBatch(batch: EngineBatch, memo: Memo): EngineBatchAnswer {
  return {
    id: batch.id,
    responses: batch.requests.map((request) => handleEngineRequest(request, memo)),
  };
}
