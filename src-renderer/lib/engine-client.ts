import type {
  EngineBatch,
  EngineBatchAnswer,
  EngineCallType,
  EngineCalls,
  EngineRequest,
} from '../../shared/protocol/engine';

/** Where batches go: a module Worker in the app, a fake in unit tests. */
export interface EnginePort {
  postMessage(batch: EngineBatch): void;
}

export type EngineAnswer<K extends EngineCallType> =
  | { readonly status: 'ok'; readonly output: EngineCalls[K]['output'] }
  | { readonly status: 'error'; readonly message: string }
  /** A newer request for the same slot was made: this one was dropped or its answer is old. */
  | { readonly status: 'stale' };

interface Waiting {
  readonly request: EngineRequest;
  readonly slot: string;
  readonly resolve: (answer: EngineAnswer<EngineCallType>) => void;
}

/**
 * Talks to the engine worker. Each slot (one chart, one table…) wants only the answer to its
 * newest request:
 *
 * - requests made in one turn of the event loop go as one batch, answered with one message (so
 *   the page takes them in, and redraws, once);
 * - one batch at a time is in the worker; requests made meanwhile wait, and a newer request for
 *   a slot replaces its waiting one, which is never sent (typing fast computes only what will be
 *   drawn);
 * - an answer to a request that is no longer its slot's newest resolves as `stale`.
 */
export class EngineClient {
  #nextId = 1;
  #nextBatchId = 1;
  readonly #latestBySlot = new Map<string, number>();
  /** Not sent yet, the newest per slot. */
  readonly #waiting = new Map<string, Waiting>();
  /** The batch in the worker, by request id; null when the worker is idle. */
  #inWorker: Map<number, Waiting> | null = null;
  #sendScheduled = false;
  #failure: string | null = null;

  constructor(private readonly port: EnginePort) {}

  request<K extends EngineCallType>(
    slot: string,
    type: K,
    input: EngineCalls[K]['input'],
  ): Promise<EngineAnswer<K>> {
    if (this.#failure !== null) return Promise.resolve({ status: 'error', message: this.#failure });
    const id = this.#nextId++;
    this.#latestBySlot.set(slot, id);
    return new Promise((resolve) => {
      this.#waiting.get(slot)?.resolve({ status: 'stale' });
      this.#waiting.set(slot, {
        request: { id, type, input } as EngineRequest,
        slot,
        resolve: resolve as Waiting['resolve'],
      });
      this.#scheduleSend();
    });
  }

  /** Delivers the worker's answer to the batch in it, then sends what waited meanwhile. */
  receive(answer: EngineBatchAnswer): void {
    const batch = this.#inWorker;
    if (batch === null) return;
    this.#inWorker = null;
    for (const response of answer.responses) {
      const waiting = batch.get(response.id);
      if (waiting === undefined) continue;
      batch.delete(response.id);
      if (this.#latestBySlot.get(waiting.slot) !== response.id) {
        waiting.resolve({ status: 'stale' });
      } else if (response.ok) {
        waiting.resolve({ status: 'ok', output: response.output });
      } else {
        waiting.resolve({ status: 'error', message: response.message });
      }
    }
    // A response the worker left out (it never does) must not leave its request hanging.
    for (const waiting of batch.values()) {
      waiting.resolve({ status: 'error', message: 'The engine gave no answer.' });
    }
    this.#scheduleSend();
  }

  /** The worker died (failed to load, or threw outside a request): every request now fails. */
  fail(reason: string): void {
    this.#failure = `The engine stopped: ${reason}.`;
    const everyone = [...this.#waiting.values(), ...(this.#inWorker?.values() ?? [])];
    this.#waiting.clear();
    this.#inWorker = null;
    for (const waiting of everyone) waiting.resolve({ status: 'error', message: this.#failure });
  }

  #scheduleSend(): void {
    if (this.#sendScheduled || this.#inWorker !== null || this.#waiting.size === 0) return;
    this.#sendScheduled = true;
    // After the current task's synchronous work (a flush of effects): its requests go together.
    queueMicrotask(() => {
      this.#sendScheduled = false;
      this.#send();
    });
  }

  #send(): void {
    if (this.#inWorker !== null || this.#waiting.size === 0 || this.#failure !== null) return;
    const batch = [...this.#waiting.values()];
    this.#waiting.clear();
    this.#inWorker = new Map(batch.map((waiting) => [waiting.request.id, waiting]));
    this.port.postMessage({
      id: this.#nextBatchId++,
      requests: batch.map((waiting) => waiting.request),
    });
  }
}

/** The app's engine: one module worker for the whole renderer. */
export function startEngineWorker(): EngineClient {
  const worker = new Worker(new URL('../worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'wellspring-engine',
  });
  const client = new EngineClient(worker);
  worker.addEventListener('message', (event: MessageEvent<EngineBatchAnswer>) =>
    client.receive(event.data),
  );
  worker.addEventListener('error', (event) =>
    client.fail(event.message || 'the worker failed to load'),
  );
  return client;
}
