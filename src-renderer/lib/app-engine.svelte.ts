import type { EngineCallType, EngineCalls } from '../../shared/protocol/engine';
import { startEngineWorker, type EngineAnswer, type EngineClient } from './engine-client';

/** The renderer's one engine worker, with a status the status bar shows. */
class AppEngine {
  status = $state<'starting' | 'ready' | 'failed'>('starting');
  failure = $state<string | null>(null);
  #client: EngineClient | undefined;

  async request<K extends EngineCallType>(
    slot: string,
    type: K,
    input: EngineCalls[K]['input'],
  ): Promise<EngineAnswer<K>> {
    this.#client ??= startEngineWorker();
    // Structured clone refuses Svelte's state proxies; a snapshot is plain data (and cheap here).
    const answer = await this.#client.request(slot, type, $state.snapshot(input) as typeof input);
    if (answer.status === 'ok') this.status = 'ready';
    if (answer.status === 'error' && answer.message.startsWith('The engine stopped')) {
      this.status = 'failed';
      this.failure = answer.message;
    }
    return answer;
  }
}

export const appEngine = new AppEngine();
