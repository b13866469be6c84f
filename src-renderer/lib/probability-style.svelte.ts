import {
  DEFAULT_PROBABILITY_STYLE,
  exactProbabilityText,
  isProbabilityStyle,
  probabilityText,
  type ProbabilityStyle,
} from '../../shared/report/probability-text';
import { onNextRun } from './app-run';

/**
 * The one way the screens write chances (percent, "1 in N" or decimal), chosen in the status bar
 * and kept for the next start: a preference of the designer's, not of the project (a file opened
 * from a colleague reads in one's own choice). CSV files always write decimals.
 */
const STORAGE_KEY = 'wellspring.probability-style';

function stored(): ProbabilityStyle {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isProbabilityStyle(value) ? value : DEFAULT_PROBABILITY_STYLE;
  } catch {
    // Storage refused (a locked-down profile): the default, for this session.
    return DEFAULT_PROBABILITY_STYLE;
  }
}

let style = $state<ProbabilityStyle>(stored());
onNextRun(() => (style = stored()));

/** The style now: reading it in a template or effect follows a change. */
export function probabilityStyle(): ProbabilityStyle {
  return style;
}

export function setProbabilityStyle(next: ProbabilityStyle): void {
  style = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not kept for the next start; this session still follows the choice.
  }
}

/** A chance in the chosen style: "41.7%", "1 in 2.4" or "0.417". */
export function chance(p: number): string {
  return probabilityText(p, style);
}

/** A chance of whole outcomes of a roll, its exact fraction first: "5/12 (41.7%)". */
export function exactChance(p: number, outcomes: number): string {
  return exactProbabilityText(p, outcomes, style);
}
