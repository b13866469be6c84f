import type {
  EngineCallType,
  EngineCalls,
  EngineRequest,
  EngineResponse,
} from '../../shared/protocol/engine';

/** What the client needs of a worker; a fake in unit tests, a module Worker in the app. */
export interface EnginePort {
  postMessage(request: EngineRequest): void;
  addEventListener(type: 'message', listener: (event: { data: EngineResponse }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
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

  constructor(private readonly port: EnginePort) {
    port.addEventListener('message', (event) => this.#receive(event.data));
    port.addEventListener('error', (event) => {
      this.#failure = `The engine stopped: ${event.message ?? 'the worker failed to load'}.`;
      for (const [id, pending] of this.#pending) {
        this.#pending.delete(id);
        pending.resolve({ status: 'error', message: this.#failure });
      }
    });
  }

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

  #receive(response: EngineResponse): void {
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
}

/** The app's engine: one module worker for the whole renderer. */
export function startEngineWorker(): EngineClient {
  const worker = new Worker(new URL('../worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'wellspring-engine',
  });
  return new EngineClient(worker as unknown as EnginePort);
}
