import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DesignerAct } from '../../../src-renderer/lib/designer-acts';
import {
  advanceTour,
  canGoNext,
  currentStep,
  memoryAfter,
  startsByItself,
  stepCountText,
  TOUR_CLOSED,
  TOUR_STEPS,
  type TourEvent,
  type TourState,
} from '../../../src-renderer/lib/tour-path';

const ACTS = {
  mana: { kind: 'class-mana-changed', className: 'Wizard', from: 12, to: 15 },
  curve: null,
  explained: { kind: 'point-explained' },
  compare: { kind: 'screen-shown', screenId: 'compare' },
  exported: { kind: 'csv-exported' },
} as const satisfies Record<string, DesignerAct | null>;

/** The tour after each event in turn, from closed. */
function run(...events: TourEvent[]): TourState {
  return events.reduce(advanceTour, TOUR_CLOSED);
}

const act = (done: DesignerAct): TourEvent => ({ type: 'act', act: done });
const START: TourEvent = { type: 'start' };
const NEXT: TourEvent = { type: 'next' };
const BACK: TourEvent = { type: 'back' };
const SKIP: TourEvent = { type: 'skip' };

describe('the tour’s path', () => {
  it('is the issue’s five steps in its order, each but “watch the curve” waiting for an act', () => {
    expect(TOUR_STEPS.map((step) => step.id)).toEqual([
      'class-mana',
      'mana-curve',
      'explain',
      'compare',
      'export',
    ]);
    expect(TOUR_STEPS.map((step) => step.awaits !== null)).toEqual([true, false, true, true, true]);
  });

  it('walks through by the designer’s five real acts (Next after watching), then is done', () => {
    const states = [START, act(ACTS.mana), NEXT, act(ACTS.explained), act(ACTS.compare)].reduce<
      TourState[]
    >((seen, event) => [...seen, advanceTour(seen.at(-1) ?? TOUR_CLOSED, event)], []);
    expect(states.map((state) => currentStep(state)?.id)).toEqual([
      'class-mana',
      'mana-curve',
      'explain',
      'compare',
      'export',
    ]);
    expect(states.map(stepCountText)).toEqual([
      'Step 1 of 5',
      'Step 2 of 5',
      'Step 3 of 5',
      'Step 4 of 5',
      'Step 5 of 5',
    ]);
    // A step the designer's act brought leaves the page where the designer works.
    expect(states[1]).toMatchObject({ by: 'designer' });
    expect(states[2]).toMatchObject({ by: 'tour' });
    const last = states.at(-1) ?? TOUR_CLOSED;
    const finished = advanceTour(last, act(ACTS.exported));
    expect(finished).toEqual({ kind: 'finished' });
    expect(memoryAfter(last, finished)).toBe('done');
    expect(advanceTour(finished, { type: 'close' })).toEqual(TOUR_CLOSED);
    expect(memoryAfter(finished, TOUR_CLOSED)).toBeNull();
  });

  it('moves on only for the act the step shown waits for', () => {
    const first = run(START);
    for (const other of [
      ACTS.explained,
      ACTS.exported,
      ACTS.compare,
      { kind: 'screen-shown', screenId: 'willpower' } as const,
    ]) {
      expect(advanceTour(first, act(other))).toBe(first);
    }
    const atCompare = run(START, act(ACTS.mana), NEXT, act(ACTS.explained));
    expect(currentStep(atCompare)?.id).toBe('compare');
    expect(advanceTour(atCompare, act({ kind: 'screen-shown', screenId: 'balance' }))).toBe(
      atCompare,
    );
    expect(advanceTour(atCompare, act(ACTS.mana))).toBe(atCompare);
    // Closed, no act opens the tour.
    expect(advanceTour(TOUR_CLOSED, act(ACTS.mana))).toBe(TOUR_CLOSED);
  });

  it('offers Next on a step that waits only once it was done; Back goes to a done step', () => {
    const first = run(START);
    expect(canGoNext(first)).toBe(false);
    expect(advanceTour(first, NEXT)).toBe(first);
    const second = advanceTour(first, act(ACTS.mana));
    expect(canGoNext(second)).toBe(true);
    const back = advanceTour(second, BACK);
    expect(currentStep(back)?.id).toBe('class-mana');
    expect(back).toMatchObject({ by: 'tour' });
    // Done before: Next leaves it without a new edit.
    expect(canGoNext(back)).toBe(true);
    expect(currentStep(advanceTour(back, NEXT))?.id).toBe('mana-curve');
    // Back on the first step stays there.
    expect(advanceTour(first, BACK)).toBe(first);
    // The last step has no Next: exporting ends the tour.
    const last = run(START, act(ACTS.mana), NEXT, act(ACTS.explained), act(ACTS.compare));
    expect(canGoNext(last)).toBe(false);
  });

  it('is skipped from any step (kept as skipped), and Skip does nothing when it is not shown', () => {
    const ways = [
      [START],
      [START, act(ACTS.mana)],
      [START, act(ACTS.mana), NEXT, act(ACTS.explained), act(ACTS.compare)],
    ];
    for (const events of ways) {
      const before = run(...events);
      const after = advanceTour(before, SKIP);
      expect(after).toEqual(TOUR_CLOSED);
      expect(memoryAfter(before, after)).toBe('skipped');
    }
    expect(advanceTour(TOUR_CLOSED, SKIP)).toBe(TOUR_CLOSED);
    const finished = { kind: 'finished' } as const;
    expect(advanceTour(finished, SKIP)).toBe(finished);
  });

  it('starts again from the first step, wherever it was (Help › Take the Tour)', () => {
    const restart = { kind: 'step', index: 0, reached: 0, by: 'tour' };
    expect(run(START, act(ACTS.mana), NEXT, START)).toEqual(restart);
    expect(advanceTour({ kind: 'finished' }, START)).toEqual(restart);
  });
});

describe('starting by itself', () => {
  it('happens on a first start only, and never under automation', () => {
    expect(startsByItself(null, false)).toBe(true);
    expect(startsByItself('done', false)).toBe(false);
    expect(startsByItself('skipped', false)).toBe(false);
    expect(startsByItself(null, true)).toBe(false);
    expect(startsByItself('done', true)).toBe(false);
  });
});

describe('any sequence of the designer’s presses and acts', () => {
  const anyAct = fc.constantFrom<DesignerAct>(
    ACTS.mana,
    ACTS.explained,
    ACTS.compare,
    ACTS.exported,
    { kind: 'screen-shown', screenId: 'willpower' },
  );
  const anyEvent: fc.Arbitrary<TourEvent> = fc.oneof(
    fc.constantFrom<TourEvent>(START, NEXT, BACK, SKIP, { type: 'close' }),
    anyAct.map(act),
  );

  /** What a designer following the tour does now: the act the step waits for, or Next. */
  function following(state: TourState): TourEvent {
    if (state.kind !== 'step') return START;
    const awaited = [ACTS.mana, ACTS.curve, ACTS.explained, ACTS.compare, ACTS.exported][
      state.index
    ];
    return awaited == null ? NEXT : act(awaited);
  }
  // Mostly following, so that runs reach the end as well as wander.
  const anyMove = fc.oneof(
    { arbitrary: fc.constant('follow' as const), weight: 3 },
    { arbitrary: anyEvent, weight: 2 },
  );

  it('keeps the step in range, never past the steps done, and finishes only by an export', () => {
    let finishedRuns = 0;
    fc.assert(
      fc.property(fc.array(anyMove, { maxLength: 60 }), (moves) => {
        let state: TourState = TOUR_CLOSED;
        for (const move of moves) {
          const event = move === 'follow' ? following(state) : move;
          const next = advanceTour(state, event);
          if (next.kind === 'finished' && state.kind !== 'finished') finishedRuns += 1;
          if (next.kind === 'step') {
            expect(next.index).toBeGreaterThanOrEqual(0);
            expect(next.index).toBeLessThan(TOUR_STEPS.length);
            expect(next.index).toBeLessThanOrEqual(next.reached);
            // A step is reached only from the one before it, done (by its act, or by Next).
            if (state.kind === 'step' && next.index > state.index) {
              expect(next.index).toBe(state.index + 1);
            }
          }
          if (next.kind === 'finished' && state.kind !== 'finished') {
            expect(state).toMatchObject({ kind: 'step', index: TOUR_STEPS.length - 1 });
            expect(event).toEqual(act(ACTS.exported));
          }
          // Kept: done exactly when it finishes, skipped exactly when a shown step is skipped.
          const memory = memoryAfter(state, next);
          expect(memory === 'done').toBe(next.kind === 'finished' && state.kind !== 'finished');
          expect(memory === 'skipped').toBe(state.kind === 'step' && next.kind === 'closed');
          if (memory === 'skipped') expect(event).toEqual(SKIP);
          state = next;
        }
      }),
    );
    // The property saw the end of the tour, not only its first steps.
    expect(finishedRuns).toBeGreaterThan(0);
  });
});
