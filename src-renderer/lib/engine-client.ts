import type {
  EngineCallType,
  EngineCalls,
  EngineRequest,
  EngineResponse,
} from '../../shared/protocol/engine';

/** Where requests go: a module Worker in the app, a fake in unit tests. */
export interface EnginePort {
  postMessage(request: EngineRequest): void;
}

export type EngineAnswer<K extends EngineCallType> =
  | { readonly status: 'ok'; readonly output: EngineCalls[K]['output'] }
  | { readonly status: 'error'; readonly message: string }
  /** A newer request for the same slot was sent: drop this answer, never draw it. */
  | { readonly status: 'stale' };

interface Pending {
  readonly slot: string;
  readonly resolve: (answer: EngineAnswer<EngineCallType>) => void;
}

/**
 * Talks to the engine worker. Latest request wins: each slot (one chart, one table…) remembers
 * the id of its newest request, and an answer to any older id resolves as `stale`.
 */
export class EngineClient {
  #nextId = 1;
  readonly #latestBySlot = new Map<string, number>();
  readonly #pending = new Map<number, Pending>();
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
      this.#pending.set(id, { slot, resolve: resolve as Pending['resolve'] });
      this.port.postMessage({ id, type, input } as EngineRequest);
    });
  }

  /** Delivers a worker answer; answers to superseded requests resolve as `stale`. */
  receive(response: EngineResponse): void {
    const pending = this.#pending.get(response.id);
    if (pending === undefined) return;
    this.#pending.delete(response.id);
    if (this.#latestBySlot.get(pending.slot) !== response.id) {
      pending.resolve({ status: 'stale' });
    } else if (response.ok) {
      pending.resolve({ status: 'ok', output: response.output });
    } else {
      pending.resolve({ status: 'error', message: response.message });
    }
  }

  /** The worker died (failed to load, or threw outside a request): every request now fails. */
  fail(reason: string): void {
    this.#failure = `The engine stopped: ${reason}.`;
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      pending.resolve({ status: 'error', message: this.#failure });
    }
  }
}

/** The app's engine: one module worker for the whole renderer. */
export function startEngineWorker(): EngineClient {
  const worker = new Worker(new URL('../worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'wellspring-engine',
  });
  const client = new EngineClient(worker);
  worker.addEventListener('message', (event: MessageEvent<EngineResponse>) =>
    client.receive(event.data),
  );
  worker.addEventListener('error', (event) =>
    client.fail(event.message || 'the worker failed to load'),
  );
  return client;
}
