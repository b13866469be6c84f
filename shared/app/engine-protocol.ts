/**
 * The engine worker's protocol: one request/response union, keyed by call type. The calls are
 * each ruleset's (its `engine.ts`, listed in `ruleset-engines.ts`) and the comparison's
 * (`compare/engine.ts`, over `compare-list.ts`), What changed's and the custom rulesets'
 * (`rulesets/custom/engine.ts`): a call's input and output types are its handler's. The
 * page posts requests in batches (`EngineBatch`: every request made in one turn of its event
 * loop) and the worker answers each request as it is done (`EngineAnswerMessage`); the page takes
 * a batch's answers in together, so it redraws once per batch.
 */
import type { COMPARE_ENGINE } from './compare-engine';
import type { DIFF_ENGINE } from './diff-engine';
import type { CUSTOM_ENGINE } from '../rulesets/custom/engine';
import type { RULESET_ENGINES } from './ruleset-engines';

/** `A | B` → `A & B`: the rulesets' handler maps as one map. */
type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;

type Handlers = Intersection<(typeof RULESET_ENGINES)[keyof typeof RULESET_ENGINES]> &
  typeof COMPARE_ENGINE &
  typeof DIFF_ENGINE &
  typeof CUSTOM_ENGINE;

/** Each call's input and output, read from its handler. */
export type EngineCalls = {
  readonly [K in keyof Handlers]: Handlers[K] extends (input: infer I, ...rest: never[]) => infer O
    ? { readonly input: I; readonly output: O }
    : never;
};

export type EngineCallType = keyof EngineCalls;

export type EngineRequest = {
  readonly [K in EngineCallType]: {
    /** Increases with every request a client sends; the client drops answers to older ids. */
    readonly id: number;
    readonly type: K;
    readonly input: EngineCalls[K]['input'];
  };
}[EngineCallType];

export type EngineResponse = {
  readonly [K in EngineCallType]:
    | {
        readonly id: number;
        readonly type: K;
        readonly ok: true;
        readonly output: EngineCalls[K]['output'];
      }
    | { readonly id: number; readonly type: K; readonly ok: false; readonly message: string };
}[EngineCallType];

/** What the page posts: the requests made in one turn of its event loop, answered together. */
export interface EngineBatch {
  /** Increases with every batch; the answer carries it back. */
  readonly id: number;
  readonly requests: readonly EngineRequest[];
}

/**
 * The worker's answer to one request of a batch, posted as soon as it is computed, in the batch's
 * order. The page holds them until the whole batch is answered (it redraws once per batch); what
 * came in before a slow request lets the page tell which request is computing, and stop it.
 */
export interface EngineAnswerMessage {
  /** The batch the request came in. */
  readonly batch: number;
  readonly response: EngineResponse;
}
