import type { Chart } from 'chart.js';
import { structuralKey } from '../../shared/engine/structural-key';

/** What each chart drew last, by its data's structural key. */
const drawn = new WeakMap<Chart, string>();

/**
 * Redraws `chart` only when `picture` (everything it draws: datasets, labels, axis settings)
 * differs from what it drew last: views rebuild their series on any change, and a redraw that
 * paints the same picture is the costliest thing a keystroke can do. `apply` puts `picture` into
 * the chart; the redraw skips animation. True when it redrew.
 */
export function redrawIfChanged(chart: Chart, picture: unknown, apply: () => void): boolean {
  const key = structuralKey(picture);
  if (drawn.get(chart) === key) return false;
  drawn.set(chart, key);
  apply();
  chart.update('none');
  return true;
}
