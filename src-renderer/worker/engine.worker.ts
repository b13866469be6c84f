/// <reference lib="webworker" />
import type { EngineRequest, EngineResponse } from '../../shared/protocol/engine';
import { handleEngineRequest } from '../../shared/rulesets/engine-handlers';

/** The engine's home off the UI thread: it only moves messages; the work is in shared/. */
declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<EngineRequest>) => {
  const response: EngineResponse = handleEngineRequest(event.data);
  self.postMessage(response);
});
