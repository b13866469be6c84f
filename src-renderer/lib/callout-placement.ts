/**
 * Where a callout goes beside the element it is about, in window coordinates: to its right, left,
 * below or above, the first side where it fits whole in the window without covering it. No DOM:
 * boxes in, a position out (`TourCallout.svelte` measures and applies it).
 */

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * `right`…`above`: beside the target, not covering it. `over`: no side had room, so it sits in
 * the window's lower right, over part of the target. `toward-above`/`toward-below`: the target
 * is scrolled out of the window that way, and the callout waits at that edge, pointing at it.
 * `free`: no target drawn yet.
 */
export type CalloutSide =
  'right' | 'left' | 'below' | 'above' | 'over' | 'toward-above' | 'toward-below' | 'free';

export interface CalloutPlacement {
  readonly left: number;
  readonly top: number;
  readonly side: CalloutSide;
  /**
   * Where the arrow touches the callout's edge that faces the target, from the callout's top
   * (right, left) or its left (the others); null: no arrow.
   */
  readonly arrow: number | null;
}

/** The sides tried, in order: beside a field reads best, then under it. */
const SIDES = ['right', 'below', 'left', 'above'] as const;

/** The arrow keeps this far from the callout's corners (its rounded border). */
const ARROW_INSET = 14;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/**
 * @param target the element's box, or null when it is not drawn
 * @param gap the space between the target and the callout (the arrow's length)
 * @param margin the space the callout keeps from the window's edges
 */
export function placeCallout(
  target: Box | null,
  callout: Size,
  viewport: Size,
  gap = 12,
  margin = 8,
): CalloutPlacement {
  const maxLeft = viewport.width - callout.width - margin;
  const maxTop = viewport.height - callout.height - margin;
  if (target === null) return { left: maxLeft, top: maxTop, side: 'free', arrow: null };

  const right = target.left + target.width;
  const bottom = target.top + target.height;
  const centerX = target.left + target.width / 2;
  const arrowX = (left: number) => clamp(centerX - left, ARROW_INSET, callout.width - ARROW_INSET);
  if (bottom <= 0 || target.top >= viewport.height) {
    const left = clamp(centerX - callout.width / 2, margin, maxLeft);
    return bottom <= 0
      ? { left, top: margin, side: 'toward-above', arrow: arrowX(left) }
      : { left, top: maxTop, side: 'toward-below', arrow: arrowX(left) };
  }

  // Beside the part of the target in the window (a tall card is partly scrolled away).
  const visibleTop = Math.max(target.top, 0);
  const visibleBottom = Math.min(bottom, viewport.height);
  const visibleCenterY = (visibleTop + visibleBottom) / 2;
  const arrowY = (top: number) =>
    clamp(visibleCenterY - top, ARROW_INSET, callout.height - ARROW_INSET);
  const besideTop = clamp(visibleTop, margin, maxTop);
  const underLeft = clamp(target.left, margin, maxLeft);
  const rightOf = right + gap;
  const leftOf = target.left - gap - callout.width;
  const fitsAcross = (left: number) => left >= margin && left <= maxLeft;
  for (const side of SIDES) {
    if (side === 'right' && fitsAcross(rightOf)) {
      return { left: rightOf, top: besideTop, side, arrow: arrowY(besideTop) };
    }
    if (side === 'left' && fitsAcross(leftOf)) {
      return { left: leftOf, top: besideTop, side, arrow: arrowY(besideTop) };
    }
    if (side === 'below' && bottom + gap <= maxTop) {
      return { left: underLeft, top: bottom + gap, side, arrow: arrowX(underLeft) };
    }
    if (side === 'above' && target.top - gap - callout.height >= margin) {
      const top = target.top - gap - callout.height;
      return { left: underLeft, top, side, arrow: arrowX(underLeft) };
    }
  }
  return {
    left: Math.max(margin, maxLeft),
    top: Math.max(margin, maxTop),
    side: 'over',
    arrow: null,
  };
}
