/** What each chart drew last. */
const drawn = new WeakMap<object, unknown>();

/** What `redrawIfChanged` needs of a chart (any chart.js chart, whatever its type). */
interface Redrawable {
  update(mode: 'none'): void;
}

/**
 * The same picture: equal data, compared by value (JSON-like: plain objects, arrays, numbers,
 * strings…), a shared object counted equal at once. Series a view did not change keep their
 * arrays, so comparing a chart of 200 lines costs about one line.
 */
export function samePicture(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!samePicture(a[i], b[i])) return false;
    return true;
  }
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      samePicture((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Redraws `chart` only when `picture` (everything it draws: datasets, labels, axis settings)
 * differs from what it drew last: views rebuild their series on any change, and a redraw that
 * paints the same picture is the costliest thing a keystroke can do. `apply` puts `picture` into
 * the chart; the redraw skips animation. True when it redrew.
 */
export function redrawIfChanged(chart: Redrawable, picture: unknown, apply: () => void): boolean {
  if (drawn.has(chart) && samePicture(drawn.get(chart), picture)) return false;
  drawn.set(chart, picture);
  apply();
  chart.update('none');
  return true;
}
