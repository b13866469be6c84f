import { Memo } from '../../shared/engine/memo';
import { structuralKey } from '../../shared/engine/structural-key';
import type { EngineCallType, EngineCalls } from '../../shared/app/engine-protocol';
import {
  startEngineWorker,
  type EngineActivity,
  type EngineAnswer,
  type EngineClient,
} from './engine-client';
import { plainData } from './plain-data';
import { onNextRun, onRunEnd } from './app-run';

/** An answer worth remembering: the engine's output, or its refusal (both deterministic). */
type Settled<K extends EngineCallType> = Exclude<EngineAnswer<K>, { status: 'stale' }>;

/**
 * The renderer's one engine worker, with a status the status bar shows, and the page's memory of
 * its answers by call and input: an undo, a build shown again or an edit put back costs no trip
 * to the worker.
 */
class AppEngine {
  /** 'idle' until the first question (a screen that asks nothing, What changed without a baseline). */
  status = $state<'idle' | 'starting' | 'ready' | 'failed'>('idle');
  failure = $state<string | null>(null);
  /** What the workers are doing: how many shown results wait for an answer, since when. */
  activity = $state.raw<EngineActivity>({ pending: 0, oldest: null, restart: null });
  #client: EngineClient | undefined;
  /** Enough for two curves of 200 builds and some history; the queries keep what is shown. */
  readonly #answers = new Memo(500);

  /** The key an answer is remembered by: the call and its input's data. */
  keyOf<K extends EngineCallType>(type: K, input: EngineCalls[K]['input']): string {
    return `${type}\n${structuralKey(input)}`;
  }

  /** The answer already given for this key, if the page still remembers it. */
  remembered<K extends EngineCallType>(key: string): Settled<K> | undefined {
    return this.#answers.peek<Settled<K>>(key);
  }

  /**
   * Asks the worker (latest wins per slot: see `EngineClient`). `input` must be plain data
   * (`plainData`), `key` its `keyOf`; the answer is remembered by it.
   */
  async ask<K extends EngineCallType>(
    slot: string,
    type: K,
    input: EngineCalls[K]['input'],
    key: string,
  ): Promise<EngineAnswer<K>> {
    this.#client ??= startEngineWorker(() => this.#showActivity());
    if (this.status === 'idle') this.status = 'starting';
    const answer = await this.#client.request(slot, type, input);
    if (answer.status === 'ok') {
      this.status = 'ready';
      this.#answers.set(key, answer);
    } else if (answer.status === 'error') {
      if (answer.message.startsWith('The engine stopped')) {
        this.status = 'failed';
        this.failure = answer.message;
      } else if (answer.timedOut !== true) this.#answers.set(key, answer);
      // A time-out is this machine's, then: the same input asked again later is tried again.
    }
    return answer;
  }

  /** No one wants the slot's answer any more (its view left the screen): see `EngineClient`. */
  cancel(slot: string): void {
    this.#client?.cancel(slot);
  }

  #showActivity(): void {
    const next = this.#client?.activity();
    if (next === undefined) return;
    const now = this.activity;
    // Told on every change of the workers; the status bar redraws only when what it says moves.
    if (
      next.pending !== now.pending ||
      next.oldest?.since !== now.oldest?.since ||
      next.oldest?.type !== now.oldest?.type ||
      next.restart !== now.restart
    ) {
      this.activity = next;
    }
  }

  /** The run ended: its workers stop (a new run starts a new engine, with no answers kept). */
  close(): void {
    this.#client?.close();
  }

  /** One question, asked once (not a view's query): remembered answers come back at once. */
  async request<K extends EngineCallType>(
    slot: string,
    type: K,
    input: EngineCalls[K]['input'],
  ): Promise<EngineAnswer<K>> {
    const plain = plainData(input);
    const key = this.keyOf(type, plain);
    return this.remembered<K>(key) ?? this.ask(slot, type, plain, key);
  }
}

export let appEngine = new AppEngine();
onRunEnd(() => appEngine.close());
onNextRun(() => (appEngine = new AppEngine()));

/** What a view's query needs of the engine: `appEngine`, or a stand-in in a unit test. */
export type QueryEngine = Pick<AppEngine, 'keyOf' | 'remembered' | 'ask' | 'cancel'>;
