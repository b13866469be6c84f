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

/** `['willpower', 'builds', 0, 'stats', 'int']` → `willpower.builds[0].stats.int`. */
export function formatJsonPath(segments: readonly (string | number)[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) path += path === '' ? segment : `.${segment}`;
    else path += `[${JSON.stringify(segment)}]`;
  }
  return path;
}

/** A path below `base` given in the engines' dotted form: `stats.int`, `itemIds.2`. */
export function joinDottedField(base: readonly (string | number)[], field: string): string {
  const segments = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return formatJsonPath([...base, ...segments]);
}
