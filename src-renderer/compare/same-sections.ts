import type { CompareSources } from '../../shared/compare/regen-compare';

/**
 * Whether `next` holds the very sections `previous` held, under the same ids: the Compare screen
 * then keeps `previous`, so an edit of a ruleset the comparison does not read asks nothing again.
 */
export function sameSections(previous: CompareSources, next: CompareSources): boolean {
  const ids = Object.keys(next);
  return (
    ids.length === Object.keys(previous).length && ids.every((id) => previous[id] === next[id])
  );
}
