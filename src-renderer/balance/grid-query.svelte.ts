import { untrack } from 'svelte';
import {
  gridChunks,
  mergeGridChunks,
  type BalanceGrid,
  type GridSpec,
} from '../../shared/analysis/grid';
import type { GridRulesetId } from '../../shared/app/grid-list';
import { structuralKey } from '../../shared/engine/structural-key';
import { appEngine } from '../lib/app-engine.svelte';
import { screenShown } from '../lib/screen-shown';

/**
 * The grid calls, one per ruleset of the list of grids: each takes a ruleset's data, its roster's
 * basis and a spec; gives a grid.
 */
export type GridCall = `${GridRulesetId}/grid`;

/** What the screen asks for: a call, its input but for the spec (data, base build), the spec. */
export interface GridAsk {
  readonly type: GridCall;
  readonly given: object;
  readonly spec: GridSpec;
}

let nextSlot = 1;

/**
 * The balance grid, kept answered like an `EngineQuery`, but asked for one score of the spread at
 * a time: the screen shows how far it got and can stop a long one (a NetHack grid over Con 3–25
 * takes seconds). Each chunk's answer is remembered, so asking again after a stop starts where it
 * stopped. The last complete grid stays shown while a newer one is computed.
 */
export class GridQuery {
  grid = $state.raw<BalanceGrid | null>(null);
  error = $state<string | null>(null);
  /** While a grid of several chunks is computed: how many are in. */
  progress = $state.raw<{ readonly done: number; readonly total: number } | null>(null);
  /** The newest grid was stopped before it was complete. */
  stopped = $state(false);
  readonly #slot = `grid-${nextSlot++}`;
  /** Increases with every start and stop: a run that sees another number ends. */
  #run = 0;
  #asked: string | null = null;
  #last: GridAsk | null = null;

  constructor(ask: () => GridAsk | null, shown: () => boolean = screenShown()) {
    $effect(() => {
      if (!shown()) return;
      const wanted = ask();
      if (wanted === null) return;
      const key = structuralKey(wanted);
      if (key === this.#asked) return;
      this.#asked = key;
      untrack(() => void this.#start(wanted));
    });
  }

  /** Stops the grid being computed; the last complete one stays. */
  stop(): void {
    if (this.progress === null) return;
    this.#run += 1;
    this.progress = null;
    this.stopped = true;
    // The chunk computing is not wanted: the engine stops it after its grace.
    appEngine.cancel(this.#slot);
  }

  /** Computes the stopped grid again (the chunks already in come back at once). */
  resume(): void {
    if (this.#last !== null) void this.#start(this.#last);
  }

  async #start(wanted: GridAsk): Promise<void> {
    const run = ++this.#run;
    this.#last = wanted;
    this.stopped = false;
    const chunks = gridChunks(wanted.spec);
    this.progress = chunks.length > 1 ? { done: 0, total: chunks.length } : null;
    const grids: BalanceGrid[] = [];
    for (const spec of chunks) {
      const input = { ...wanted.given, spec } as never;
      const answer = await appEngine.request(this.#slot, wanted.type, input);
      if (run !== this.#run || answer.status === 'stale') return;
      if (answer.status === 'error') {
        this.error = answer.message;
        this.progress = null;
        return;
      }
      grids.push(answer.output);
      if (this.progress !== null) this.progress = { done: grids.length, total: chunks.length };
    }
    this.grid = mergeGridChunks(grids);
    this.error = null;
    this.progress = null;
  }
}
