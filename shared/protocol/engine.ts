/**
 * The engine worker's protocol: one request/response union, keyed by call type. Adding a call is
 * one entry in `EngineCalls` plus its handler in `rulesets/engine-handlers.ts`.
 */
import type { BuildRegen, RegenConditions } from '../rulesets/willpower/build-regen';
import type { CastingEconomy, CastingInput } from '../rulesets/willpower/casting-economy';
import type { Advancement } from '../rulesets/nethack34/advancement';
import type { Nethack34Build, Nethack34Data } from '../rulesets/nethack34/data';
import type { RegenOptions } from '../rulesets/nethack34/regen';
import type { NethackRegenViewRow } from '../rulesets/nethack34/regen-view';
import type { HpCurve } from '../rulesets/willpower/hp';
import type { ManaCurve } from '../rulesets/willpower/max-mana';
import type { WillpowerBuild, WillpowerData } from '../rulesets/willpower/data';

export interface EngineCalls {
  'nethack34/advancement': {
    readonly input: { readonly data: Nethack34Data; readonly build: Nethack34Build };
    readonly output: Advancement;
  };
  'nethack34/regen': {
    readonly input: {
      readonly data: Nethack34Data;
      readonly build: Nethack34Build;
      readonly int: number;
      readonly options: RegenOptions;
    };
    readonly output: readonly NethackRegenViewRow[];
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
