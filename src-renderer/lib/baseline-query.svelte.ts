import type { EngineCallType, EngineCalls } from '../../shared/app/engine-protocol';
import { baseline } from './baseline.svelte';
import { appEngine, type QueryEngine } from './app-engine.svelte';
import { EngineQuery, type EngineAsk } from './engine-query.svelte';
import type { BuildOf, BuildSection, DataOf } from './project.svelte';
import { screenShown } from './screen-shown';

/** The baseline's side of one section: its data, and its version of one build (by id). */
export interface BaselineSide<S extends BuildSection> {
  readonly data: DataOf<S>;
  readonly build: BuildOf<S>;
}

/**
 * A card's engine question asked again of the baseline (see `baseline.svelte.ts`): the same `ask`
 * the card's own query makes, given the baseline's data of the section and its version of the
 * shown build (matched by id), for the card to draw dashed or set beside its table as "Change".
 * No answer without a baseline, or when the baseline has no such build (it was added since).
 * Create it while a component initialises, as `EngineQuery`.
 */
export class BaselineQuery<K extends EngineCallType, S extends BuildSection> {
  readonly #side: BaselineSide<S> | null;
  /** The question for the baseline's side; null without one, or when `ask` has none for it. */
  readonly #question: EngineAsk<K> | null;
  readonly #query: EngineQuery<K>;

  constructor(
    section: S,
    buildId: () => string | undefined,
    ask: (data: DataOf<S>, build: BuildOf<S>) => EngineAsk<K> | null,
    shown: () => boolean = screenShown(),
    engine: QueryEngine = appEngine,
  ) {
    this.#side = $derived.by(() => {
      const before = baseline.document?.[section];
      const id = buildId();
      if (before === undefined || id === undefined) return null;
      const build = (before.builds as readonly BuildOf<S>[]).find((each) => each.id === id);
      return build === undefined ? null : { data: before.data as DataOf<S>, build };
    });
    this.#question = $derived(this.#side === null ? null : ask(this.#side.data, this.#side.build));
    this.#query = new EngineQuery(() => this.#question, shown, engine);
  }

  /**
   * Whether the baseline has the build but `ask` has no question for it (a Willpower pattern
   * whose spells the baseline's data lacks): its last answer is of another question then.
   */
  get unasked(): boolean {
    return this.#side !== null && this.#question === null;
  }

  /** The baseline's data and build asked of, or null. */
  get side(): BaselineSide<S> | null {
    return this.#side;
  }

  /** What the baseline is called ("the last saved version"), or null with no answer to draw. */
  get name(): string | null {
    return this.#side === null ? null : baseline.label;
  }

  /** Whether the baseline's answer to the newest question is still being computed. */
  get waiting(): boolean {
    return this.#side !== null && this.#query.waiting;
  }

  /** The engine's answer for the baseline; null without a baseline (or before its answer). */
  get output(): EngineCalls[K]['output'] | null {
    return this.#side === null ? null : (this.#query.output ?? null);
  }
}
