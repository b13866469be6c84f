import type { MageCastView } from '../../../shared/rulesets/mage2e/cast';
import {
  MAGE_SWEEP_FACTORS,
  type MageSweepFactor,
  type MageSweepRow,
} from '../../../shared/rulesets/mage2e/sweep';
import { validateMage2eData } from '../../../shared/rulesets/mage2e/validate';
import type { QueryEngine } from '../../lib/app-engine.svelte';
import type { EngineAsk, EngineQuery } from '../../lib/engine-query.svelte';
import type { Mage2eCast, Mage2eData } from '../../../shared/rulesets/mage2e/data';
import type { ProjectStore } from '../../lib/project.svelte';
import { SectionState } from '../../lib/section-state.svelte';

/** The engine's answer for a spell: its casting and the odds swept over one factor. */
export interface MageAnswer {
  readonly cast: MageCastView;
  readonly sweep: readonly MageSweepRow[];
  /** The factor the sweep is over (the one asked for when the answer came). */
  readonly factor: MageSweepFactor;
}

/**
 * The Mage 2e screen's state: the spell shown, the factor the outcome chart sweeps (a view
 * setting), what the engine would refuse in the rules as they stand, and its latest answer.
 */
export class Mage2eScreen extends SectionState<'mage2e'> {
  sweepFactor = $state<MageSweepFactor>('potency');
  /** What the engine would refuse in the rules as they stand (said above the figures). */
  readonly problems: readonly string[];
  readonly #query: EngineQuery<'mage2e/cast'>;
  readonly #baseline: EngineQuery<'mage2e/cast'>;

  /** `shown` and `engine`: see `SectionState` (a test gives its own). */
  constructor(project: () => ProjectStore, shown?: () => boolean, engine?: QueryEngine) {
    super(project, 'mage2e', 'spell', shown, engine);
    this.problems = $derived(validateMage2eData(this.data));
    // Only sound rules go to the engine; the screen keeps the last answer meanwhile.
    this.#query = this.query(() =>
      this.problems.length > 0 ? null : this.#ask(this.data, this.build),
    );
    this.#baseline = this.query(() =>
      this.baselineData === null || validateMage2eData(this.baselineData).length > 0
        ? null
        : this.#ask(this.baselineData, this.baselineBuild),
    );
  }

  /** The question for a spell under some rules (the project's, or the baseline's). */
  #ask(data: Mage2eData, build: Mage2eCast | undefined): EngineAsk<'mage2e/cast'> | null {
    if (build === undefined) return null;
    const factor = this.sweepFactor;
    const values = MAGE_SWEEP_FACTORS.find((entry) => entry.factor === factor)?.values ?? [];
    return { type: 'mage2e/cast', input: { data, build, sweep: { factor, values: [...values] } } };
  }

  /**
   * The baseline's answer for the same spell (see `baseline.svelte.ts`), when it swept the factor
   * the screen's answer did; else null.
   */
  get baselineAnswer(): MageAnswer | null {
    const { output, input } = this.#baseline;
    if (this.baselineBuild === undefined || output === undefined || input === undefined) {
      return null;
    }
    const answer = this.answer;
    return answer === null || answer.factor !== input.sweep.factor
      ? null
      : { ...output, factor: input.sweep.factor };
  }

  /** The engine's latest answer (replaced whole, never mutated), with the factor it swept. */
  get answer(): MageAnswer | null {
    const { output, input } = this.#query;
    return output === undefined || input === undefined
      ? null
      : { ...output, factor: input.sweep.factor };
  }

  get engineError(): string | null {
    return this.#query.error;
  }

  /** Why the baseline's figures are not drawn: the engine refused its data (or none). */
  get baselineError(): string | null {
    if (this.baselineData === null) return null;
    // Rules the baseline breaks are not sent to the engine: say the first, as it would refuse.
    return validateMage2eData(this.baselineData)[0] ?? this.#baseline.error;
  }
}
