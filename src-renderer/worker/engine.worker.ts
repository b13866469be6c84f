/// <reference lib="webworker" />
import { Memo } from '../../shared/engine/memo';
import type { EngineBatch, EngineBatchAnswer } from '../../shared/protocol/engine';
import { handleEngineBatch } from '../../shared/rulesets/engine-handlers';

/** The engine's home off the UI thread: it only moves messages; the work is in shared/. */
declare const self: DedicatedWorkerGlobalScope;

/** Work shared between answers, kept for the worker's life (bounded: least recently used go). */
const memo = new Memo(2000);

self.addEventListener('message', (event: MessageEvent<EngineBatch>) => {
  const answer: EngineBatchAnswer = handleEngineBatch(event.data, memo);
  self.postMessage(answer);
});
