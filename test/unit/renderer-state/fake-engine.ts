import { structuralKey } from '../../../shared/engine/structural-key';
import type { EngineCallType, EngineCalls } from '../../../shared/app/engine-protocol';
import type { QueryEngine } from '../../../src-renderer/lib/app-engine.svelte';
import type { EngineAnswer } from '../../../src-renderer/lib/engine-client';

type Settled = Exclude<EngineAnswer<EngineCallType>, { status: 'stale' }>;

/** A question the fake engine was asked and has not answered yet. */
interface Owed {
  readonly slot: string;
  readonly type: EngineCallType;
  readonly input: unknown;
  readonly key: string;
  readonly settle: (answer: EngineAnswer<EngineCallType>) => void;
}

/**
 * The engine as a view's query sees it (`QueryEngine`), answering only when a test says so: what
 * was asked, by which slot, and what was cancelled, with the app engine's rules of the slot (a
 * newer question of a slot makes its older one stale, a cancel too) and of memory (an answer,
 * output or refusal, is remembered by its key).
 */
export class FakeEngine implements QueryEngine {
  readonly asked: { slot: string; type: EngineCallType; input: unknown }[] = [];
  readonly cancelled: string[] = [];
  readonly #owed = new Map<string, Owed>();
  readonly #memory = new Map<string, Settled>();

  keyOf<K extends EngineCallType>(type: K, input: EngineCalls[K]['input']): string {
    return `${type}\n${structuralKey(input)}`;
  }

  remembered<K extends EngineCallType>(
    key: string,
  ): Exclude<EngineAnswer<K>, { status: 'stale' }> | undefined {
    return this.#memory.get(key) as Exclude<EngineAnswer<K>, { status: 'stale' }> | undefined;
  }

  ask<K extends EngineCallType>(
    slot: string,
    type: K,
    input: EngineCalls[K]['input'],
    key: string,
  ): Promise<EngineAnswer<K>> {
    this.#owed.get(slot)?.settle({ status: 'stale' });
    this.asked.push({ slot, type, input });
    return new Promise((settle) => {
      this.#owed.set(slot, {
        slot,
        type,
        input,
        key,
        settle: settle as (answer: EngineAnswer<EngineCallType>) => void,
      });
    });
  }

  cancel(slot: string): void {
    this.cancelled.push(slot);
    this.#owed.get(slot)?.settle({ status: 'stale' });
    this.#owed.delete(slot);
  }

  /** The inputs still owed an answer, oldest first. */
  get owed(): unknown[] {
    return [...this.#owed.values()].map((each) => each.input);
  }

  /**
   * Answers the question owed for `input` (the one asked with that data; of that `type` where two
   * calls take the same input), then lets it land.
   */
  async answer(input: unknown, answer: Settled, type?: EngineCallType): Promise<void> {
    const owed = [...this.#owed.values()].find(
      (each) =>
        (type === undefined || each.type === type) &&
        each.key === this.keyOf(each.type, input as never),
    );
    if (owed === undefined) throw new Error(`nothing owed for ${JSON.stringify(input)}`);
    this.#owed.delete(owed.slot);
    this.#memory.set(owed.key, answer);
    owed.settle(answer);
    // The query takes the answer in a `then`: let it run.
    await Promise.resolve();
    await Promise.resolve();
  }

  /** Remembers an answer as if an earlier view had asked for it. */
  remember(type: EngineCallType, input: unknown, answer: Settled): void {
    this.#memory.set(this.keyOf(type, input as never), answer);
  }
}
