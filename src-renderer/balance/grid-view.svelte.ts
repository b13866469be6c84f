/**
 * How the designer is looking at a balance grid: sort, filter, pins, z-scores and how many rows
 * are drawn. Kept by the screen, one per ruleset, outside the table: the table goes while no
 * measure is ticked (or the grid is empty) and comes back as it was left.
 */
export class GridView {
  /** Rows drawn before "Show more": a spread grid runs to thousands of rows. */
  static readonly PAGE = 200;

  /** The sort: a column's key, or the row's name; null keeps the data's order. */
  sortKey = $state<string | null>(null);
  descending = $state(true);
  filter = $state('');
  onlyOutliers = $state(false);
  /** What the cells show: the values, their z-scores, or the change from the baseline. */
  cells = $state<'values' | 'z' | 'change'>('values');
  /** Column keys, in the order pinned (a key the grid does not have now is kept, not drawn). */
  pinned = $state.raw<readonly string[]>([]);
  /** How many rows are drawn: a page more per "Show more" (thousands at once froze the page). */
  shownCount = $state(GridView.PAGE);
}
