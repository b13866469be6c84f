import { DEFAULT_DCSS_SIMULATION } from '../../../shared/rulesets/dcss/defaults';
import { validateDcssSimulation } from '../../../shared/rulesets/dcss/validate';
import type { DcssRegenView, DcssSimulationInput } from '../../../shared/rulesets/dcss/view';
import type { QueryEngine } from '../../lib/app-engine.svelte';
import type { EngineAsk, EngineQuery } from '../../lib/engine-query.svelte';
import type { DcssBuild, DcssData } from '../../../shared/rulesets/dcss/data';
import type { ProjectStore } from '../../lib/project.svelte';
import { SectionState } from '../../lib/section-state.svelte';

/**
 * The DCSS screen's state: the build shown, the turn-by-turn simulation it plays (a view setting,
 * not saved), and the engine's latest answer for them.
 */
export class DcssScreen extends SectionState<'dcss'> {
  /** The simulation's input; the engine plays it with the start HP capped at the max HP. */
  simulation = $state<DcssSimulationInput>({ ...DEFAULT_DCSS_SIMULATION });
  readonly #query: EngineQuery<'dcss/regen'>;
  readonly #baseline: EngineQuery<'dcss/regen'>;

  /** `shown` and `engine`: see `SectionState` (a test gives its own). */
  constructor(project: () => ProjectStore, shown?: () => boolean, engine?: QueryEngine) {
    super(project, 'dcss', 'build', shown, engine);
    this.#query = this.query(() => this.#ask(this.data, this.build));
    this.#baseline = this.query(() =>
      this.baselineData === null ? null : this.#ask(this.baselineData, this.baselineBuild),
    );
  }

  /** The question for a build under some data (the project's, or the baseline's). */
  #ask(data: DcssData, build: DcssBuild | undefined): EngineAsk<'dcss/regen'> | null {
    if (build === undefined) return null;
    const simulation = {
      ...this.simulation,
      startHp: Math.min(this.simulation.startHp, build.maxHp),
    };
    // Only sound input goes to the engine; the screen keeps the last answer meanwhile.
    if (validateDcssSimulation(build, simulation).length > 0) return null;
    return { type: 'dcss/regen', input: { data, build, simulation } };
  }

  /** The baseline's answer for the same build (see `baseline.svelte.ts`), or null. */
  get baselineView(): DcssRegenView | null {
    return this.baselineBuild === undefined ? null : (this.#baseline.output ?? null);
  }

  /** The engine's latest answer (replaced whole, never mutated). */
  get view(): DcssRegenView | null {
    return this.#query.output ?? null;
  }

  get engineError(): string | null {
    return this.#query.error;
  }

  /** Why the baseline's figures are not drawn: the engine refused its data (or none). */
  get baselineError(): string | null {
    return this.baselineData === null ? null : this.#baseline.error;
  }
}
