/** A problem with a project file, placed by its JSON path. */

/**
 * One thing wrong with a project file. `path` is a JSON path into the file as written
 * (`willpower.builds[0].stats.int`; `""` for the file as a whole); `message` says, in a
 * designer's words, what the value there must be or what it names that does not exist.
 */
export interface ProjectProblem {
  readonly path: string;
  readonly message: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * `['willpower', 'builds', 0, 'stats', 'int']` → `willpower.builds[0].stats.int`. A key a file
 * made up is shortened (`["xxxxxxxx…"]`), as every echo of the file's text is.
 */
export function formatJsonPath(segments: readonly (string | number)[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (IDENTIFIER.test(segment) && segment.length <= ECHO_MAX_LENGTH) {
      path += path === '' ? segment : `.${segment}`;
    } else path += `[${JSON.stringify(shortened(segment))}]`;
  }
  return path;
}

/** A path below `base` given in the engines' dotted form: `stats.int`, `itemIds.2`. */
export function joinDottedField(base: readonly (string | number)[], field: string): string {
  const segments = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return formatJsonPath([...base, ...segments]);
}

/** How much of a text a message echoes: a name pasted whole would bury the message. */
export const ECHO_MAX_LENGTH = 60;

/** `text` as a message echoes it: its first 60 characters and "…" when it is longer. */
export function shortened(text: string, max = ECHO_MAX_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** `text` quoted (as JSON writes it) and shortened for a message: `"sea-elf"`, `"xxxxxxxx…"`. */
export function quoted(text: string): string {
  return JSON.stringify(shortened(text));
}
