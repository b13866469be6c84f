import { CSV_HEADERS, type CsvHeaders } from '../../shared/report/to-csv';
import { onNextRun } from './app-run';

/**
 * How the app's CSV exports head their columns: with the columns' ids (`tathren_max_mana`, as the
 * CLI does by default, for scripts) or with the words the screen shows over them ("Tathren max
 * mana", the CLI's `--headers names`). Chosen in the status bar and kept for the next start: a
 * preference of the designer's, not of the project, as the way chances are written is.
 */
const STORAGE_KEY = 'wellspring.csv-headers';

function stored(): CsvHeaders {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return CSV_HEADERS.find((each) => each === value) ?? 'ids';
  } catch {
    // Storage refused (a locked-down profile): the default, for this session.
    return 'ids';
  }
}

let headers = $state<CsvHeaders>(stored());
onNextRun(() => (headers = stored()));

/** The choice now: reading it in a template or effect follows a change. */
export function csvHeaders(): CsvHeaders {
  return headers;
}

export function setCsvHeaders(next: CsvHeaders): void {
  headers = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not kept for the next start; this session still follows the choice.
  }
}
