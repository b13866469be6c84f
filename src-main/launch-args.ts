/**
 * A project passed on the command line: a double-click on Windows and Linux starts the app with
 * the file as an argument, and so does `wellspring balance.wellspring.json`; a second launch
 * hands its arguments to the running app ('second-instance'). macOS uses 'open-file' instead.
 */
import path from 'node:path';

export interface ArgvLayout {
  /** True when run as `electron . [args]` (process.defaultApp): the app folder comes first. */
  readonly defaultApp: boolean;
  /** Relative paths are relative to where the launch happened. */
  readonly cwd: string;
}

/**
 * The first argument after the executable (and the app folder in development) that is not a
 * switch and names a `.json` file, as an absolute path; null when there is none. Chromium may
 * add switches of its own to a second instance's argv, hence skipping every `-` argument.
 */
export function projectPathFromArgv(argv: readonly string[], layout: ArgvLayout): string | null {
  const args = argv.slice(layout.defaultApp ? 2 : 1);
  const file = args.find(
    (arg) => arg !== '' && !arg.startsWith('-') && arg.toLowerCase().endsWith('.json'),
  );
  return file === undefined ? null : path.resolve(layout.cwd, file);
}
