import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  placeCallout,
  type Box,
  type CalloutPlacement,
  type Size,
} from '../../../src-renderer/lib/callout-placement';

const WINDOW: Size = { width: 1280, height: 775 };
const CALLOUT: Size = { width: 330, height: 220 };

/** Whether two boxes share any area (touching edges do not). */
function overlap(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

function boxOf(placement: CalloutPlacement, size: Size): Box {
  return { left: placement.left, top: placement.top, ...size };
}

describe('placeCallout', () => {
  it('puts it right of a small field with room there, its arrow at the field’s middle', () => {
    const field = { left: 419, top: 370, width: 85, height: 32 };
    const placed = placeCallout(field, CALLOUT, WINDOW);
    expect(placed).toEqual({ left: 516, top: 370, side: 'right', arrow: 16 });
  });

  it('puts it under a wide card with no room beside it, left of one near the right edge', () => {
    const wideCard = { left: 210, top: 12, width: 790, height: 445 };
    expect(placeCallout(wideCard, CALLOUT, { width: 1024, height: 742 })).toMatchObject({
      side: 'below',
      left: 210,
      top: 469,
    });
    const chartAtRight = { left: 615, top: 145, width: 643, height: 445 };
    expect(placeCallout(chartAtRight, CALLOUT, WINDOW)).toMatchObject({
      side: 'left',
      left: 615 - 12 - 330,
      top: 145,
    });
  });

  it('puts it above a target at the bottom with no room beside or under it', () => {
    const bottomBar = { left: 0, top: 700, width: 1280, height: 60 };
    expect(placeCallout(bottomBar, CALLOUT, WINDOW)).toMatchObject({
      side: 'above',
      top: 700 - 12 - 220,
    });
  });

  it('waits at the window’s edge, pointing, when the target is scrolled out of view', () => {
    const aboveIt = { left: 615, top: -600, width: 643, height: 445 };
    const up = placeCallout(aboveIt, CALLOUT, WINDOW);
    expect(up).toMatchObject({ side: 'toward-above', top: 8 });
    // The arrow points at the target's middle, as far as the callout reaches.
    expect(up.left + (up.arrow ?? 0)).toBeCloseTo(Math.min(615 + 643 / 2, up.left + 330 - 14));
    const belowIt = { left: 419, top: 2000, width: 85, height: 32 };
    expect(placeCallout(belowIt, CALLOUT, WINDOW)).toMatchObject({
      side: 'toward-below',
      top: 775 - 220 - 8,
    });
  });

  it('sits in the lower right, arrowless, when there is no target or no room anywhere', () => {
    expect(placeCallout(null, CALLOUT, WINDOW)).toEqual({
      left: 1280 - 330 - 8,
      top: 775 - 220 - 8,
      side: 'free',
      arrow: null,
    });
    const wholeWindow = { left: 0, top: 0, width: 1280, height: 775 };
    expect(placeCallout(wholeWindow, CALLOUT, WINDOW)).toMatchObject({ side: 'over', arrow: null });
  });

  it('never covers its target when beside it, and stays whole in the window', () => {
    const size = fc.record({
      width: fc.integer({ min: 100, max: 400 }),
      height: fc.integer({ min: 80, max: 300 }),
    });
    const windowSize = fc.record({
      width: fc.integer({ min: 500, max: 2000 }),
      height: fc.integer({ min: 400, max: 1400 }),
    });
    const target = fc.record({
      left: fc.integer({ min: -200, max: 2000 }),
      top: fc.integer({ min: -1500, max: 2000 }),
      width: fc.integer({ min: 1, max: 1500 }),
      height: fc.integer({ min: 1, max: 1500 }),
    });
    fc.assert(
      fc.property(target, size, windowSize, (box, callout, view) => {
        const placed = placeCallout(box, callout, view);
        const drawn = boxOf(placed, callout);
        // Whole in the window, 8 px from its edges (a callout that fits the window at all).
        expect(drawn.left).toBeGreaterThanOrEqual(8);
        expect(drawn.top).toBeGreaterThanOrEqual(8);
        expect(drawn.left + drawn.width).toBeLessThanOrEqual(view.width - 8);
        expect(drawn.top + drawn.height).toBeLessThanOrEqual(view.height - 8);
        const out = box.top + box.height <= 0 || box.top >= view.height;
        if (['right', 'left', 'below', 'above'].includes(placed.side)) {
          expect(out).toBe(false);
          expect(overlap(drawn, box)).toBe(false);
        }
        if (placed.side === 'toward-above') expect(box.top + box.height).toBeLessThanOrEqual(0);
        if (placed.side === 'toward-below') expect(box.top).toBeGreaterThanOrEqual(view.height);
        if (out) expect(placed.side).toMatch(/^toward-/);
        // The arrow touches the callout's edge away from its rounded corners.
        if (placed.arrow !== null) {
          const along = ['right', 'left'].includes(placed.side) ? callout.height : callout.width;
          expect(placed.arrow).toBeGreaterThanOrEqual(14);
          expect(placed.arrow).toBeLessThanOrEqual(along - 14);
        }
      }),
    );
  });
});
