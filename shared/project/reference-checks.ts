/**
 * The pieces every ruleset's reference checks are made of (its `references.ts`): a problem at a
 * JSON path, unique ids, the engines' sentences as problem messages.
 */
import { formatJsonPath, quoted, type ProjectProblem } from './problems';

export { joinDottedField } from './problems';

export type Path = readonly (string | number)[];

export function problem(path: Path, message: string): ProjectProblem {
  return { path: formatJsonPath(path), message };
}

/** Every row after the first with an id already taken: `repeats the id "elf" of entry 0`. */
export function duplicateIds(
  rows: readonly { readonly id: string }[],
  path: Path,
): ProjectProblem[] {
  const first = new Map<string, number>();
  const problems: ProjectProblem[] = [];
  rows.forEach((row, index) => {
    const earlier = first.get(row.id);
    if (earlier === undefined) first.set(row.id, index);
    else {
      problems.push(
        problem([...path, index, 'id'], `repeats the id ${quoted(row.id)} of entry ${earlier}`),
      );
    }
  });
  return problems;
}

/** The engines' validators write sentences; a problem's message has no final full stop. */
export function withoutFullStop(message: string): string {
  return message.replace(/\.$/, '');
}

export function idsOf(rows: readonly { readonly id: string }[]): Set<string> {
  return new Set(rows.map((row) => row.id));
}
