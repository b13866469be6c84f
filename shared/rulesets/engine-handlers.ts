import type { EngineCalls, EngineRequest, EngineResponse } from '../protocol/engine';
import { computeManaCurve } from './willpower/max-mana';

type Handlers = {
  readonly [K in keyof EngineCalls]: (input: EngineCalls[K]['input']) => EngineCalls[K]['output'];
};

const HANDLERS: Handlers = {
  'willpower/mana-curve': ({ data, build }) => computeManaCurve(data, build),
};

/**
 * Answers one worker request. Pure: the worker file only moves messages. An engine error becomes
 * an `ok: false` response, so one bad request never kills the worker.
 */
export function handleEngineRequest(request: EngineRequest): EngineResponse {
  try {
    const output = HANDLERS[request.type](request.input);
    return { id: request.id, type: request.type, ok: true, output };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id: request.id, type: request.type, ok: false, message };
  }
}
