import type { EngineCallType, EngineCalls } from '../../shared/app/engine-protocol';
import { appEngine, type QueryEngine } from './app-engine.svelte';
import { BaselineQuery } from './baseline-query.svelte';
import { EngineQuery, type EngineAsk } from './engine-query.svelte';
import type { BuildOf, BuildSection, DataOf } from './project.svelte';

/** The baseline's answer as a card draws it beside its own: what the baseline is called, and it. */
export interface BaselineAnswer<T> {
  readonly name: string;
  readonly result: T;
}

/**
 * An analysis card's one question, asked of the project and of the baseline alike: `ask` is given
 * the section's data and the shown build, or the baseline's data and its version of that build
 * (see `BaselineQuery`), and both are asked only while `asking` says so (a `CardPlace`). A card
 * reads the current answer, its refusal and the baseline's answer from here rather than wiring
 * two queries. Create it while a component initialises.
 */
export class ComparedQuery<K extends EngineCallType, S extends BuildSection> {
  /** The project's question, or null (a field holding what the engine would refuse). */
  readonly #question: EngineAsk<K> | null;
  readonly #current: EngineQuery<K>;
  readonly #baseline: BaselineQuery<K, S>;

  constructor(
    section: S,
    current: () => { readonly data: DataOf<S>; readonly build: BuildOf<S> },
    ask: (data: DataOf<S>, build: BuildOf<S>) => EngineAsk<K> | null,
    asking: () => boolean,
    engine: QueryEngine = appEngine,
  ) {
    this.#question = $derived.by(() => {
      const { data, build } = current();
      return ask(data, build);
    });
    this.#current = new EngineQuery(() => this.#question, asking, engine);
    this.#baseline = new BaselineQuery(section, () => current().build.id, ask, asking, engine);
  }

  /** The engine's last answer for the project (kept while a newer one is computed, or refused). */
  get output(): EngineCalls[K]['output'] | undefined {
    return this.#current.output;
  }

  /** The engine's refusal of the newest question, else null. */
  get error(): string | null {
    return this.#current.error;
  }

  /** The input the last output was computed from. */
  get input(): EngineCalls[K]['input'] | undefined {
    return this.#current.input;
  }

  /**
   * Whether an answer the card shows, the project's or the baseline's, is being computed again:
   * the card marks itself (`aria-busy`) so the last answer never reads as the current one.
   */
  get waiting(): boolean {
    return this.#current.waiting || this.#baseline.waiting;
  }

  /**
   * The baseline's answer with its name; null without a baseline, its build, or its answer, and
   * null when the project is asked a question the baseline cannot be (its last answer was to
   * another: a Willpower pattern whose spells its data lacks). While neither can be asked (a
   * field the engine would refuse), both keep their last answers.
   */
  get baseline(): BaselineAnswer<EngineCalls[K]['output']> | null {
    const { name, output } = this.#baseline;
    if (name === null || output === null) return null;
    if (this.#baseline.unasked && this.#question !== null) return null;
    return { name, result: output };
  }
}
