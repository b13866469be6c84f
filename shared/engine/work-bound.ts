/**
 * Bounded work: every engine call works out, from its inputs alone and before it starts, how much
 * work it would do (states of a chain, dice to convolve, iterations, rows) and refuses past a
 * documented bound, naming the input that drives it. A refusal is the designer's input, not a
 * fault: the CLI prints it as one line and exits 2 (as for a bad flag), a card shows it in place of
 * its figures, and no request ever holds the engine worker for long.
 */

/** What an engine refuses because its inputs would take too much work. */
export class WorkBoundError extends RangeError {
  override readonly name = 'WorkBoundError';
}

/**
 * Refuses when `work` (worked out from the inputs) is past `bound`.
 *
 * @param input what the designer gave that drives the work, as they would name it
 *   ("the incoming dice 50d50 against 5,000 max HP")
 * @param work the work those inputs would take, in `unit`
 * @param bound the most this call takes, in `unit`
 * @param unit what is counted ("HP states × turns", "attacks")
 * @param advice what to change, when there is something to say
 * @throws WorkBoundError past the bound
 */
export function checkWork(
  input: string,
  work: number,
  bound: number,
  unit: string,
  advice = '',
): void {
  if (work <= bound) return;
  const shown = (n: number) =>
    Number.isFinite(n) ? Math.round(n).toLocaleString('en') : 'without end';
  throw new WorkBoundError(
    `${input} would take ${shown(work)} ${unit}; Wellspring computes at most ${shown(bound)}` +
      (advice === '' ? '.' : `: ${advice}.`),
  );
}
