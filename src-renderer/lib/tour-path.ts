/**
 * The first-run tour's path, as data and a pure state machine: five steps through one real task
 * (change a class's mana, watch the curve, open Explain, compare regeneration, export the CSV).
 * A step that asks for an act waits for the designer to do it, then moves on by itself; "Show
 * me" does it for them through the same act. The tour shows by itself on a first start only:
 * once done or skipped, that is kept, and only Help › Take the tour (the sidebar's "Take the
 * tour" in a browser) brings it back. No DOM here: `tour.svelte.ts` holds the state for the page,
 * `TourCallout.svelte` draws it beside each step's target.
 */
import type { DesignerAct } from './designer-acts';

/** The names a step's words use: the build shown on the Willpower screen, and its class. */
export interface TourNames {
  readonly build: string;
  readonly className: string;
}

/** The level "Show me" explains (the middle of the curve: far enough along to have level-ups). */
export const TOUR_EXPLAIN_LEVEL = 30;

export type TourStepId = 'class-mana' | 'mana-curve' | 'explain' | 'compare' | 'export';

export interface TourStep {
  readonly id: TourStepId;
  readonly title: string;
  /** What to look at or do, in the designer's words. */
  readonly text: (names: TourNames) => string;
  /** The act that completes the step (the tour then moves on); null: read it, then Next. */
  readonly awaits: ((act: DesignerAct) => boolean) | null;
  /** What "Show me" does, said as its tooltip. */
  readonly showMe: (names: TourNames) => string;
  /** The screen the step's target is on, shown when the tour's buttons bring the step; null: any. */
  readonly screen: 'willpower' | 'compare' | null;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'class-mana',
    title: 'Change a class’s mana',
    text: ({ build, className }) =>
      `${build} is a ${className}: this is the ${className}’s mana in the Classes table. Type ` +
      'another number. Every chart that reads it follows as you type, and Undo (Ctrl+Z) takes ' +
      'it back.',
    awaits: (act) => act.kind === 'class-mana-changed',
    showMe: ({ className }) => `Raises the ${className}’s mana by 5 (one edit: Undo takes it back)`,
    screen: 'willpower',
  },
  {
    id: 'mana-curve',
    title: 'Watch the curve',
    text: ({ build }) =>
      `${build}’s max mana over levels 1–60, drawn from the project as it is now: it moved with ` +
      'the edit. Nothing to apply or save first; hover a point to read it.',
    awaits: null,
    showMe: () => 'Brings the Max mana chart into view',
    screen: 'willpower',
  },
  {
    id: 'explain',
    title: 'Open Explain',
    text: () =>
      'Click a point on the curve, or type a level here: Explain writes that max mana as the sum ' +
      'it is made of, every term named.',
    awaits: (act) => act.kind === 'point-explained',
    showMe: ({ build }) => `Explains ${build}’s max mana at level ${TOUR_EXPLAIN_LEVEL}`,
    screen: 'willpower',
  },
  {
    id: 'compare',
    title: 'Compare regeneration',
    text: () =>
      'The headline view: how fast each build’s pool comes back, Willpower, NetHack and DCSS on ' +
      'one turn axis. Open it here.',
    awaits: (act) => act.kind === 'screen-shown' && act.screenId === 'compare',
    showMe: () => 'Opens Compare regeneration',
    screen: null,
  },
  {
    id: 'export',
    title: 'Export the CSV',
    text: () =>
      'Every chart and table writes the numbers it draws to a CSV file for the team ' +
      '(File › Export CSV… writes every table of the screen). Export this one.',
    awaits: (act) => act.kind === 'csv-exported',
    showMe: () => 'Exports the Regeneration by level table as a CSV file',
    screen: 'compare',
  },
];

/**
 * Where the tour is. `reached`: the steps before it are done (a step done once can be left with
 * Next after going Back to it), so `index <= reached`. `by`: who brought the step, the tour's own buttons (it is then
 * brought into view) or the designer's act (the page stays where the designer works).
 */
export type TourState =
  | { readonly kind: 'closed' }
  | {
      readonly kind: 'step';
      readonly index: number;
      readonly reached: number;
      readonly by: 'tour' | 'designer';
    }
  | { readonly kind: 'finished' };

export type TourEvent =
  | { readonly type: 'start' }
  | { readonly type: 'next' }
  | { readonly type: 'back' }
  | { readonly type: 'skip' }
  | { readonly type: 'close' }
  | { readonly type: 'act'; readonly act: DesignerAct };

export const TOUR_CLOSED: TourState = { kind: 'closed' };

/** The step shown, or undefined when the tour is closed or finished. */
export function currentStep(state: TourState): TourStep | undefined {
  return state.kind === 'step' ? TOUR_STEPS[state.index] : undefined;
}

/** Whether Next may be pressed: the step asks for nothing, or was done before. */
export function canGoNext(state: TourState): boolean {
  const step = currentStep(state);
  if (state.kind !== 'step' || step === undefined) return false;
  return (
    state.index < TOUR_STEPS.length - 1 && (step.awaits === null || state.index < state.reached)
  );
}

/** The tour after `event`. An act moves it on only when the step shown awaits that act. */
export function advanceTour(state: TourState, event: TourEvent): TourState {
  switch (event.type) {
    case 'start':
      return { kind: 'step', index: 0, reached: 0, by: 'tour' };
    case 'skip':
      return state.kind === 'step' ? TOUR_CLOSED : state;
    case 'close':
      return state.kind === 'finished' ? TOUR_CLOSED : state;
    case 'back':
      return state.kind === 'step' && state.index > 0
        ? { ...state, index: state.index - 1, by: 'tour' }
        : state;
    case 'next':
      // Moving on past a step is having done it (a step that asks for nothing is done by reading).
      return state.kind === 'step' && canGoNext(state)
        ? {
            kind: 'step',
            index: state.index + 1,
            reached: Math.max(state.reached, state.index + 1),
            by: 'tour',
          }
        : state;
    case 'act': {
      const step = currentStep(state);
      if (state.kind !== 'step' || step?.awaits == null || !step.awaits(event.act)) return state;
      const index = state.index + 1;
      if (index === TOUR_STEPS.length) return { kind: 'finished' };
      return { kind: 'step', index, reached: Math.max(state.reached, index), by: 'designer' };
    }
  }
}

/** What is kept for the next start: the tour was done, or skipped. */
export type TourMemory = 'done' | 'skipped';

export function isTourMemory(value: unknown): value is TourMemory {
  return value === 'done' || value === 'skipped';
}

/** What a change of the tour leaves to keep (null: nothing new): finished is done, skip skipped. */
export function memoryAfter(before: TourState, after: TourState): TourMemory | null {
  if (after.kind === 'finished' && before.kind !== 'finished') return 'done';
  if (before.kind === 'step' && after.kind === 'closed') return 'skipped';
  return null;
}

/**
 * Whether the tour starts by itself: on a first start only (never once done or skipped), and not
 * in a browser driven by automation (`navigator.webdriver`: Playwright, Selenium), so scripted
 * runs and the end-to-end tests start as a designer who has seen it. Help › Take the tour starts
 * it there too.
 */
export function startsByItself(memory: TourMemory | null, automated: boolean): boolean {
  return memory === null && !automated;
}

/** "Step 2 of 5". */
export function stepCountText(state: TourState): string {
  return state.kind === 'step' ? `Step ${state.index + 1} of ${TOUR_STEPS.length}` : '';
}
