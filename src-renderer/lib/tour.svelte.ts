import { onDesignerAct } from './designer-acts';
import { joinManaChanges, type ManaChange } from './tour-subject';
import {
  advanceTour,
  isTourMemory,
  memoryAfter,
  startsByItself,
  TOUR_CLOSED,
  type TourEvent,
  type TourMemory,
  type TourState,
} from './tour-path';
import { onNextRun, onRunEnd } from './app-run';

/**
 * Whether the tour was done or skipped, kept for the next start like "Chances as": a preference
 * of the designer's, in the browser's storage (the desktop app's own, in its data folder).
 */
const STORAGE_KEY = 'wellspring.tour';

function storedMemory(): TourMemory | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isTourMemory(value) ? value : null;
  } catch {
    // Storage refused (a locked-down profile): a first start, for this session.
    return null;
  }
}

/**
 * The first-run tour for the page (its path and rules: `tour-path.ts`). It hears the designer's
 * acts, so a step that waits for one moves on by itself; its buttons move it too. Reaching the
 * end keeps "done", Skip keeps "skipped": either way it never starts by itself again.
 */
export class Tour {
  #state = $state.raw<TourState>(TOUR_CLOSED);
  #memory: TourMemory | null = storedMemory();
  /** Whether this page has decided if the tour starts by itself (once, on start). */
  #offered = false;
  /** The change of a class's mana heard since the tour started, for the next step to say. */
  lastManaChange = $state.raw<ManaChange | null>(null);

  /** Stops hearing the designer's acts (the run ended). */
  readonly end: () => void;

  constructor() {
    this.end = onDesignerAct((act) => {
      if (act.kind === 'class-mana-changed') {
        this.lastManaChange = joinManaChanges(this.lastManaChange, act);
      }
      this.#send({ type: 'act', act });
    });
  }

  get state(): TourState {
    return this.#state;
  }

  /**
   * Starts the tour if this is a first start (see `startsByItself`). Call it once the start's
   * own question is answered: unsaved edits to restore come before a tour.
   */
  offerOnStart(automated: boolean): void {
    if (this.#offered) return;
    this.#offered = true;
    if (startsByItself(this.#memory, automated)) this.start();
  }

  /** From the first step (Help › Take the tour, the sidebar's "Take the tour"). */
  start(): void {
    this.lastManaChange = null;
    this.#send({ type: 'start' });
  }

  next(): void {
    this.#send({ type: 'next' });
  }

  back(): void {
    this.#send({ type: 'back' });
  }

  skip(): void {
    this.#send({ type: 'skip' });
  }

  close(): void {
    this.#send({ type: 'close' });
  }

  #send(event: TourEvent): void {
    const before = this.#state;
    const after = advanceTour(before, event);
    if (after === before) return;
    this.#state = after;
    const memory = memoryAfter(before, after);
    if (memory !== null) this.#keep(memory);
  }

  #keep(memory: TourMemory): void {
    this.#memory = memory;
    try {
      localStorage.setItem(STORAGE_KEY, memory);
    } catch {
      // Not kept: the next start shows the tour again; this session follows the choice.
    }
  }
}

export let tour = new Tour();
onRunEnd(() => tour.end());
onNextRun(() => (tour = new Tour()));
