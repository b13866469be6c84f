/**
 * Argument schemas for each IPC verb. The renderer is never trusted: every handler receives
 * `unknown[]` and parses it here before doing anything.
 */
import * as v from 'valibot';
import { EXPORT_CSV_LIMITS, type IpcContract, type IpcVerb } from '../shared/protocol/ipc';

/** Slashes would turn a name into a path; control characters include NUL. */
function isPlainFileName(name: string): boolean {
  for (const char of name) {
    const code = char.charCodeAt(0);
    if (char === '/' || char === '\\' || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

const suggestedName = v.pipe(
  v.string('suggestedName must be a string'),
  v.minLength(1, 'suggestedName must not be empty'),
  v.maxLength(
    EXPORT_CSV_LIMITS.maxNameLength,
    `suggestedName must be at most ${EXPORT_CSV_LIMITS.maxNameLength} characters`,
  ),
  v.check(
    isPlainFileName,
    'suggestedName must be a plain file name (no path separators or control characters)',
  ),
  v.check((name) => name !== '.' && name !== '..', 'suggestedName must be a plain file name'),
);

const csv = v.pipe(
  v.string('csv must be a string'),
  v.maxBytes(EXPORT_CSV_LIMITS.maxBytes, `csv must be at most ${EXPORT_CSV_LIMITS.maxBytes} bytes`),
);

/** One strict tuple schema per verb: wrong arity and unknown keys are refused too. */
export const IPC_ARG_SCHEMAS = {
  getAppInfo: v.strictTuple([], 'getAppInfo takes no arguments'),
  exportCsv: v.strictTuple(
    [v.strictObject({ suggestedName, csv }, 'exportCsv takes { suggestedName, csv }')],
    'exportCsv takes exactly one argument',
  ),
} satisfies {
  readonly [V in IpcVerb]: v.GenericSchema<unknown, IpcContract[V]['args']>;
};

export type ParsedArgs<V extends IpcVerb> = v.InferOutput<(typeof IPC_ARG_SCHEMAS)[V]>;

/** Parses a verb's arguments; on failure, a message naming the field and the rule broken. */
export function parseIpcArgs<V extends IpcVerb>(
  verb: V,
  args: readonly unknown[],
): { ok: true; args: ParsedArgs<V> } | { ok: false; error: string } {
  const result = v.safeParse(IPC_ARG_SCHEMAS[verb], args);
  if (result.success) return { ok: true, args: result.output as ParsedArgs<V> };
  const [issue] = result.issues;
  const where = v.getDotPath(issue);
  return {
    ok: false,
    error: `${verb}: invalid arguments: ${where ? `${where}: ` : ''}${issue.message}`,
  };
}
