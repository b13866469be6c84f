/// <reference lib="webworker" />
import { Memo } from '../../shared/engine/memo';
import type { EngineBatch } from '../../shared/app/engine-protocol';
import { handleEngineBatch } from '../../shared/app/engine-handlers';

/** The engine's home off the UI thread: it only moves messages; the work is in shared/. */
declare const self: DedicatedWorkerGlobalScope;

/**
 * Work shared between answers, kept for the worker's life. Bounded (least recently used go):
 * enough for a few hundred builds' curves and tables, at most a few hundred MB in the worst case
 * (a NetHack advancement with its distributions is about 250 KB).
 */
const memo = new Memo(1000);

// Each answer goes as soon as it is computed: the page tells from them which request is computing
// and can stop a worker that computes one nobody wants any more (see `EngineClient`).
self.addEventListener('message', (event: MessageEvent<EngineBatch>) => {
  handleEngineBatch(event.data, memo, (message) => self.postMessage(message));
});
