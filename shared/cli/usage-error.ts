/**
 * A mistake in what the user typed: a bad flag, an unknown name, a number out of range, a project
 * file that is not one. The CLI prints its message as ONE line on stderr and exits with code 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Exit codes: 0 done, 1 something went wrong inside, 2 the command line was wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
