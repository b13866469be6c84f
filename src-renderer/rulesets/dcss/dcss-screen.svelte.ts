import { DEFAULT_DCSS_SIMULATION } from '../../../shared/rulesets/dcss/defaults';
import { validateDcssSimulation } from '../../../shared/rulesets/dcss/validate';
import type { DcssRegenView, DcssSimulationInput } from '../../../shared/rulesets/dcss/view';
import { EngineQuery } from '../../lib/engine-query.svelte';
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

  constructor(project: () => ProjectStore) {
    super(project, 'dcss');
    this.#query = new EngineQuery(() => {
      const build = this.build;
      if (build === undefined) return null;
      const simulation = {
        ...this.simulation,
        startHp: Math.min(this.simulation.startHp, build.maxHp),
      };
      // Only sound input goes to the engine; the screen keeps the last answer meanwhile.
      if (validateDcssSimulation(build, simulation).length > 0) return null;
      return { type: 'dcss/regen', input: { data: this.data, build, simulation } };
    });
  }

  /** The engine's latest answer (replaced whole, never mutated). */
  get view(): DcssRegenView | null {
    return this.#query.output ?? null;
  }

  get engineError(): string | null {
    return this.#query.error;
  }
}
