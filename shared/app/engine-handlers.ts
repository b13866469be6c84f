import { Memo } from '../engine/memo';
import { freezeDeep } from '../engine/structural-key';
import type {
  EngineBatch,
  EngineAnswerMessage,
  EngineCalls,
  EngineRequest,
  EngineResponse,
} from './engine-protocol';
import { COMPARE_ENGINE } from './compare-engine';
import { DIFF_ENGINE } from './diff-engine';
import { CUSTOM_ENGINE } from '../rulesets/custom/engine';
import { RULESET_ENGINES } from './ruleset-engines';
import type { EngineCallMap } from '../rulesets/ruleset';

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

/** Every call of these engines, the comparison's, the diff's and the custom rulesets', by type. */
export function handlersOf(engines: readonly EngineCallMap[]): EngineCallMap {
  return Object.assign({}, ...engines, COMPARE_ENGINE, DIFF_ENGINE, CUSTOM_ENGINE) as EngineCallMap;
}

const HANDLERS = handlersOf(Object.values(RULESET_ENGINES)) as unknown as Handlers;

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
    // As above: past 25 call types TypeScript no longer spreads a union `type` over the response
    // union by itself, so the pairing of `type` with its response is stated.
    return { id: request.id, type: request.type, ok: false, message } as EngineResponse;
  }
}

/**
 * Answers a batch, each request in turn, sharing `memo` (the worker's, kept between batches), and
 * hands each answer to `post` as soon as it is computed (see `EngineAnswerMessage`).
 */
export function handleEngineBatch(
  batch: EngineBatch,
  memo: Memo,
  post: (message: EngineAnswerMessage) => void,
): void {
  for (const request of batch.requests) {
    post({ batch: batch.id, response: handleEngineRequest(request, memo) });
  }
}
