/**
 * Argument schemas for each IPC verb. The renderer is never trusted: every handler receives
 * `unknown[]` and parses it here before doing anything.
 */
import * as v from 'valibot';
import { sizeText } from '../shared/project/project-bytes';
import {
  EXPORT_CSV_FILES_MAX,
  EXPORT_CSV_LIMITS,
  PROJECT_FILE_MAX_BYTES,
  RECOVERY_ID_PATTERN,
  type IpcContract,
  type IpcVerb,
} from '../shared/protocol/ipc';

/** Slashes would turn a name into a path; control characters include NUL. */
function isPlainFileName(name: string): boolean {
  for (const char of name) {
    const code = char.charCodeAt(0);
    if (char === '/' || char === '\\' || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** A file name (never a path) of at most EXPORT_CSV_LIMITS.maxNameLength characters. */
function plainFileName(field: string) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.minLength(1, `${field} must not be empty`),
    v.maxLength(
      EXPORT_CSV_LIMITS.maxNameLength,
      `${field} must be at most ${EXPORT_CSV_LIMITS.maxNameLength} characters`,
    ),
    v.check(
      isPlainFileName,
      `${field} must be a plain file name (no path separators or control characters)`,
    ),
    v.check((name) => name !== '.' && name !== '..', `${field} must be a plain file name`),
  );
}

const suggestedName = plainFileName('suggestedName');

const csv = v.pipe(
  v.string('csv must be a string'),
  v.maxBytes(
    EXPORT_CSV_LIMITS.maxBytes,
    `csv must be at most ${sizeText(EXPORT_CSV_LIMITS.maxBytes)}`,
  ),
);

const projectText = v.pipe(
  v.string('text must be a string'),
  v.maxBytes(PROJECT_FILE_MAX_BYTES, `text must be at most ${sizeText(PROJECT_FILE_MAX_BYTES)}`),
);

/** An ISO 8601 timestamp as `Date.prototype.toISOString` writes it (an offset is accepted too). */
const changedAt = v.pipe(
  v.string('changedAt must be a string'),
  v.isoTimestamp('changedAt must be an ISO 8601 date and time'),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'changedAt must be a real date and time'),
);

/** A recovery record's id: also its file's name, so nothing but letters, digits and dashes. */
const recoveryId = v.pipe(
  v.string('id must be a string'),
  v.regex(RECOVERY_ID_PATTERN, 'id must be 1 to 64 letters, digits or dashes'),
);

/** A record kept in recovery/, as written by writeRecovery and checked again on reading. */
export const recoveryRecordSchema = v.strictObject(
  { id: recoveryId, text: projectText, changedAt, fileName: v.optional(plainFileName('fileName')) },
  'a recovery record is { id, text, changedAt, fileName? }',
);

const MAX_TITLE_LENGTH = 500;

const documentState = v.strictObject(
  {
    title: v.pipe(
      v.string('title must be a string'),
      v.maxLength(MAX_TITLE_LENGTH, `title must be at most ${MAX_TITLE_LENGTH} characters`),
      // eslint-disable-next-line no-control-regex
      v.regex(/^[^\u0000-\u001f\u007f]*$/, 'title must not contain control characters'),
    ),
    dirty: v.boolean('dirty must be true or false'),
  },
  'setDocumentState takes { title, dirty }',
);

const noArguments = (verb: IpcVerb) => v.strictTuple([], `${verb} takes no arguments`);

/** One strict tuple schema per verb: wrong arity and unknown keys are refused too. */
export const IPC_ARG_SCHEMAS = {
  getAppInfo: noArguments('getAppInfo'),
  exportCsv: v.strictTuple(
    [v.strictObject({ suggestedName, csv }, 'exportCsv takes { suggestedName, csv }')],
    'exportCsv takes exactly one argument',
  ),
  exportCsvFiles: v.strictTuple(
    [
      v.strictObject(
        {
          files: v.pipe(
            v.array(
              v.strictObject({ suggestedName, csv }, 'each file is { suggestedName, csv }'),
              'files must be a list',
            ),
            v.minLength(1, 'files must not be empty'),
            v.maxLength(
              EXPORT_CSV_FILES_MAX,
              `files must hold at most ${EXPORT_CSV_FILES_MAX} files`,
            ),
            v.check(
              (files) => new Set(files.map((file) => file.suggestedName)).size === files.length,
              'files must have different names',
            ),
          ),
        },
        'exportCsvFiles takes { files }',
      ),
    ],
    'exportCsvFiles takes exactly one argument',
  ),
  newProject: noArguments('newProject'),
  openProject: noArguments('openProject'),
  openBaseline: noArguments('openBaseline'),
  revertProject: noArguments('revertProject'),
  saveProject: v.strictTuple(
    [
      v.strictObject(
        {
          text: projectText,
          saveAs: v.boolean('saveAs must be true or false'),
          suggestedName,
        },
        'saveProject takes { text, saveAs, suggestedName }',
      ),
    ],
    'saveProject takes exactly one argument',
  ),
  writeRecovery: v.strictTuple([recoveryRecordSchema], 'writeRecovery takes exactly one argument'),
  readRecovery: noArguments('readRecovery'),
  clearRecovery: v.strictTuple([recoveryId], 'clearRecovery takes exactly one id'),
  setDocumentState: v.strictTuple([documentState], 'setDocumentState takes exactly one argument'),
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
