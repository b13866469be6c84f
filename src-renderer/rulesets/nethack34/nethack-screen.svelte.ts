import { untrack } from 'svelte';
import { buildReveal } from '../../lib/build-reveal.svelte';
import type { Advancement } from '../../../shared/rulesets/nethack34/advancement';
import type { Nethack34Build } from '../../../shared/rulesets/nethack34/data';
import type { QueryEngine } from '../../lib/app-engine.svelte';
import type { EngineQueryEach } from '../../lib/engine-query.svelte';
import type { ProjectStore } from '../../lib/project.svelte';
import { SectionState } from '../../lib/section-state.svelte';

/**
 * The NetHack screen's state: the build the form edits (the charts overlay every build), each
 * build's latest advancement from the engine, and the level whose whole distribution is shown.
 */
export class NethackScreen extends SectionState<'nethack34'> {
  /** The level whose whole distribution is shown (click a chart, or type it). */
  pickedLevel = $state(10);
  readonly #query: EngineQueryEach<'nethack34/advancement', Nethack34Build>;
  /** The same builds under the baseline's data, as the baseline has them (none without one). */
  readonly #baseline: EngineQueryEach<'nethack34/advancement', Nethack34Build>;

  /** `shown` and `engine`: see `SectionState` (a test gives its own). */
  constructor(project: () => ProjectStore, shown?: () => boolean, engine?: QueryEngine) {
    super(project, 'nethack34', 'build', shown, engine);
    // A build opened from the balance grid comes with the XL its cell was at.
    $effect(() => {
      const level =
        buildReveal.request?.section === 'nethack34' ? buildReveal.request.level : undefined;
      if (level !== undefined) untrack(() => (this.pickedLevel = level));
    });
    this.#query = this.queryEach(
      () => this.builds,
      (build) => build.id,
      (build) => ({ type: 'nethack34/advancement', input: { data: this.data, build } }),
    );
    this.#baseline = this.queryEach(
      () => this.baselineBuilds,
      (build) => build.id,
      (build) =>
        this.baselineData === null
          ? null
          : { type: 'nethack34/advancement', input: { data: this.baselineData, build } },
    );
  }

  /** A build's advancement in the baseline, once the engine has answered for it. */
  baselineAdvancementOf(buildId: string): Advancement | undefined {
    return this.baselineData === null ? undefined : this.#baseline.get(buildId)?.output;
  }

  /** A build's latest advancement, once the engine has answered for it. */
  advancementOf(buildId: string): Advancement | undefined {
    return this.#query.get(buildId)?.output;
  }

  /** The shown build's advancement, or null before the engine answers. */
  get advancement(): Advancement | null {
    return this.build === undefined ? null : (this.advancementOf(this.build.id) ?? null);
  }

  get engineError(): string | null {
    return this.#query.error;
  }

  /** Why the baseline's figures are not drawn: the engine refused its data (or none). */
  get baselineError(): string | null {
    return this.baselineData === null ? null : this.#baseline.error;
  }
}
