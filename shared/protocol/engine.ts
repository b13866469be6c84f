/**
 * The engine worker's protocol: one request/response union, keyed by call type. Adding a call is
 * one entry in `EngineCalls` plus its handler in `rulesets/engine-handlers.ts`. The page posts
 * requests in batches (`EngineBatch`: every request made in one turn of its event loop) and the
 * worker answers each batch with one message, so the page redraws once per batch.
 */
import type { CompareSources, RegenComparison } from '../compare/regen-compare';
import type { CompareSettings } from '../compare/settings';
import type { DcssBuild, DcssData } from '../rulesets/dcss/data';
import type { DcssRegenView, DcssSimulationInput } from '../rulesets/dcss/view';
import type { BuildRegen, RegenConditions } from '../rulesets/willpower/build-regen';
import type { CastingEconomy, CastingInput } from '../rulesets/willpower/casting-economy';
import type { Advancement } from '../rulesets/nethack34/advancement';
import type { NethackCharacter, Nethack34Data } from '../rulesets/nethack34/data';
import type { NethackRegenViewRow } from '../rulesets/nethack34/regen-view';
import type { Mage2eCast, Mage2eData } from '../rulesets/mage2e/data';
import type { MageCastView } from '../rulesets/mage2e/cast';
import type { MageSweepFactor, MageSweepRow } from '../rulesets/mage2e/sweep';
import type { QuestBuild, QuestData, QuestDispelView } from '../rulesets/quest/data';
import type { QuestView } from '../rulesets/quest/view';
import type { HpCurve } from '../rulesets/willpower/hp';
import type { ManaCurve } from '../rulesets/willpower/max-mana';
import type { WillpowerBuild, WillpowerData } from '../rulesets/willpower/data';

export interface EngineCalls {
  'compare/regen': {
    readonly input: { readonly sources: CompareSources; readonly settings: CompareSettings };
    readonly output: RegenComparison;
  };
  'dcss/regen': {
    readonly input: {
      readonly data: DcssData;
      readonly build: DcssBuild;
      readonly simulation: DcssSimulationInput;
    };
    readonly output: DcssRegenView;
  };
  'mage2e/cast': {
    readonly input: {
      readonly data: Mage2eData;
      readonly build: Mage2eCast;
      /** The factor the outcome chart sweeps, and its values. */
      readonly sweep: { readonly factor: MageSweepFactor; readonly values: readonly number[] };
    };
    readonly output: { readonly cast: MageCastView; readonly sweep: readonly MageSweepRow[] };
  };
  'nethack34/advancement': {
    readonly input: { readonly data: Nethack34Data; readonly build: NethackCharacter };
    readonly output: Advancement;
  };
  'nethack34/regen': {
    readonly input: { readonly data: Nethack34Data; readonly build: NethackCharacter };
    readonly output: readonly NethackRegenViewRow[];
  };
  'quest/view': {
    readonly input: {
      readonly data: QuestData;
      readonly build: QuestBuild;
      readonly dispelView: QuestDispelView;
    };
    readonly output: QuestView;
  };
  'willpower/mana-curve': {
    readonly input: { readonly data: WillpowerData; readonly build: WillpowerBuild };
    readonly output: ManaCurve;
  };
  'willpower/regen': {
    readonly input: {
      readonly data: WillpowerData;
      readonly build: WillpowerBuild;
      readonly conditions: RegenConditions;
    };
    readonly output: BuildRegen;
  };
  'willpower/casting': {
    readonly input: {
      readonly data: WillpowerData;
      readonly build: WillpowerBuild;
      readonly casting: CastingInput;
    };
    readonly output: CastingEconomy;
  };
  'willpower/hp-curve': {
    readonly input: { readonly data: WillpowerData; readonly build: WillpowerBuild };
    readonly output: HpCurve;
  };
}

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

/** The worker's answer to a batch: a response to each of its requests, in order. */
export interface EngineBatchAnswer {
  readonly id: number;
  readonly responses: readonly EngineResponse[];
}
