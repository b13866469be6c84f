import { untrack } from 'svelte';
import type { EngineCallType, EngineCalls } from '../../shared/app/engine-protocol';
import { appEngine, type QueryEngine } from './app-engine.svelte';
import type { EngineAnswer } from './engine-client';
import { plainData } from './plain-data';
import { screenShown } from './screen-shown';

/** One engine call a view draws: its type and exactly the inputs it needs. */
export interface EngineAsk<K extends EngineCallType> {
  readonly type: K;
  readonly input: EngineCalls[K]['input'];
}

type Output<K extends EngineCallType> = EngineCalls[K]['output'];
type Settled<K extends EngineCallType> = Exclude<EngineAnswer<K>, { status: 'stale' }>;

let nextSlot = 1;

/**
 * A view's question to the engine, kept answered: `ask` selects exactly the inputs the view draws
 * (read narrowly, e.g. one section of the project, so an edit elsewhere does not even run it), and
 * the query asks again only when their data changed (structural key), only while its screen is
 * shown, remembered answers first. A newer input supersedes an older one's answer. Create it while
 * a component initialises (it owns an effect). `ask` returning null keeps the last answer (e.g.
 * while a field holds a value the engine would refuse).
 */
export class EngineQuery<K extends EngineCallType> {
  /** The last output the engine gave (kept while a newer input is computed, or refused). */
  #output = $state.raw<Output<K> | undefined>(undefined);
  /** The input `#output` was computed from. */
  #input = $state.raw<EngineCalls[K]['input'] | undefined>(undefined);
  #error = $state<string | null>(null);
  /** The input of the newest answer taken, output or refusal. */
  #answered = $state.raw<EngineCalls[K]['input'] | undefined>(undefined);
  /** The key of the input asked for last (an answer to an older one is not taken). */
  #asked: string | null = null;
  /** Whether the worker still owes the answer to `#asked` (state: a card marks what it shows). */
  #owed = $state(false);
  readonly #slot = `query-${nextSlot++}`;
  readonly #engine: QueryEngine;

  constructor(
    ask: () => EngineAsk<K> | null,
    shown: () => boolean = screenShown(),
    engine: QueryEngine = appEngine,
  ) {
    this.#engine = engine;
    $effect(() => {
      if (!shown()) {
        // Off screen: an answer still computing is not wanted (asked again when shown).
        untrack(() => this.#cancel());
        return;
      }
      const wanted = ask();
      if (wanted === null) return;
      const input = plainData(wanted.input);
      const key = this.#engine.keyOf(wanted.type, input);
      untrack(() => this.#ask(wanted.type, input, key));
    });
    $effect(() => () => this.#cancel());
  }

  /** The engine's last output; undefined until the first answer. */
  get output(): Output<K> | undefined {
    return this.#output;
  }

  /** The input the output was computed from (it can lag behind the newest). */
  get input(): EngineCalls[K]['input'] | undefined {
    return this.#input;
  }

  /** The engine's refusal of the newest input it answered, else null. */
  get error(): string | null {
    return this.#error;
  }

  /**
   * The input the newest answer, output or refusal, is for: a view compares it with what it
   * would ask now to tell a current answer from one being recomputed (`input` keeps the last
   * output's input past a refusal).
   */
  get answered(): EngineCalls[K]['input'] | undefined {
    return this.#answered;
  }

  /**
   * Whether the answer to the newest question is still being computed: what the view shows (the
   * last output) is then not the answer to what it would ask now.
   */
  get waiting(): boolean {
    return this.#owed;
  }

  #ask(type: K, input: EngineCalls[K]['input'], key: string): void {
    if (key === this.#asked) return;
    this.#asked = key;
    const known = this.#engine.remembered<K>(key);
    if (known !== undefined) {
      this.#owed = false;
      this.#take(input, known);
      return;
    }
    this.#owed = true;
    void this.#engine.ask(this.#slot, type, input, key).then((answer) => {
      if (answer.status !== 'stale' && this.#asked === key) {
        this.#owed = false;
        this.#take(input, answer);
      }
    });
  }

  #cancel(): void {
    if (!this.#owed) return;
    this.#owed = false;
    this.#asked = null;
    this.#engine.cancel(this.#slot);
  }

  #take(input: EngineCalls[K]['input'], answer: Settled<K>): void {
    this.#answered = input;
    if (answer.status === 'ok') {
      this.#output = answer.output;
      this.#input = input;
      this.#error = null;
    } else this.#error = answer.message;
  }
}

/** What the engine answered for one item of an `EngineQueryEach`: the output and its input. */
export interface Answered<K extends EngineCallType> {
  readonly input: EngineCalls[K]['input'];
  readonly output: Output<K>;
}

/**
 * An `EngineQuery` per item of a list (a curve per build): each item is asked about only when its
 * own inputs changed, and the answers of one batch arrive together, so the views redraw once.
 */
export class EngineQueryEach<K extends EngineCallType, T> {
  /**
   * By item id: the last answer (kept while a newer input is computed, or refused). Maps, not
   * objects: an id is the designer's text, and `constructor` or `__proto__` must not find what
   * every object inherits.
   */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- replaced whole ($state.raw), never mutated once set
  #answers = $state.raw<ReadonlyMap<string, Answered<K>>>(new Map());
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- replaced whole ($state.raw), never mutated once set
  #errors = $state.raw<ReadonlyMap<string, string>>(new Map());
  /** By item id: the key asked for last (bookkeeping, not state: nothing draws it). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #asked = new Map<string, string>();
  readonly #slot = `query-${nextSlot++}`;
  readonly #engine: QueryEngine;
  /** Answers taken in, applied together once the current batch's answers are all in. */
  #arrived: Map<string, { input: EngineCalls[K]['input']; answer: Settled<K> }> | null = null;

  /** Item ids whose answer the worker still owes (bookkeeping, as `#asked`). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #owed = new Set<string>();

  constructor(
    items: () => readonly T[],
    idOf: (item: T) => string,
    ask: (item: T) => EngineAsk<K> | null,
    shown: () => boolean = screenShown(),
    engine: QueryEngine = appEngine,
  ) {
    this.#engine = engine;
    $effect(() => {
      if (!shown()) {
        // Off screen: answers still computing are not wanted (asked again when shown).
        untrack(() => this.#cancelAll());
        return;
      }
      const wanted = items().flatMap((item) => {
        const question = ask(item);
        if (question === null) return [];
        const input = plainData(question.input);
        return [{ id: idOf(item), type: question.type, input }];
      });
      untrack(() => this.#askAll(wanted));
    });
    $effect(() => () => this.#cancelAll());
  }

  /** The answer for an item, if one came. */
  get(id: string): Answered<K> | undefined {
    return this.#answers.get(id);
  }

  /** Every item's last answer, by id. */
  get answers(): ReadonlyMap<string, Answered<K>> {
    return this.#answers;
  }

  /** The first refusal among the items' newest answers, else null. */
  get error(): string | null {
    return this.#errors.values().next().value ?? null;
  }

  #askAll(wanted: readonly { id: string; type: K; input: EngineCalls[K]['input'] }[]): void {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a lookup, not state
    const ids = new Set(wanted.map(({ id }) => id));
    for (const id of this.#asked.keys()) if (!ids.has(id)) this.#forget(id);
    const gone = [...this.#answers.keys(), ...this.#errors.keys()].some((id) => !ids.has(id));
    if (gone) {
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- replaced whole ($state.raw), never mutated once set
      this.#answers = new Map([...this.#answers].filter(([id]) => ids.has(id)));
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- replaced whole ($state.raw), never mutated once set
      this.#errors = new Map([...this.#errors].filter(([id]) => ids.has(id)));
    }
    for (const { id, type, input } of wanted) {
      const key = this.#engine.keyOf(type, input);
      if (this.#asked.get(id) === key) continue;
      this.#asked.set(id, key);
      const known = this.#engine.remembered<K>(key);
      if (known !== undefined) {
        this.#owed.delete(id);
        this.#arrive(id, input, known);
        continue;
      }
      this.#owed.add(id);
      void this.#engine.ask(`${this.#slot}/${id}`, type, input, key).then((answer) => {
        if (answer.status !== 'stale' && this.#asked.get(id) === key) {
          this.#owed.delete(id);
          this.#arrive(id, input, answer);
        }
      });
    }
  }

  /** An item no longer asked about: an answer still owed for it is not wanted. */
  #forget(id: string): void {
    this.#asked.delete(id);
    if (this.#owed.delete(id)) this.#engine.cancel(`${this.#slot}/${id}`);
  }

  #cancelAll(): void {
    for (const id of [...this.#owed]) this.#forget(id);
  }

  /** Collects an answer; the ones arriving in the same turn are applied in one go. */
  #arrive(id: string, input: EngineCalls[K]['input'], answer: Settled<K>): void {
    if (this.#arrived === null) {
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a buffer, not state
      this.#arrived = new Map();
      queueMicrotask(() => this.#apply());
    }
    this.#arrived.set(id, { input, answer });
  }

  #apply(): void {
    const arrived = this.#arrived;
    this.#arrived = null;
    if (arrived === null) return;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- replaced whole ($state.raw), never mutated once set
    const answers = new Map(this.#answers);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- replaced whole ($state.raw), never mutated once set
    const errors = new Map(this.#errors);
    for (const [id, { input, answer }] of arrived) {
      if (!this.#asked.has(id)) continue;
      if (answer.status === 'ok') {
        answers.set(id, { input, output: answer.output });
        errors.delete(id);
      } else errors.set(id, answer.message);
    }
    this.#answers = answers;
    this.#errors = errors;
  }
}
