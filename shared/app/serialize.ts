/**
 * Project files: the document as text, and text back to a checked document.
 *
 * Saving (`serializeProject`) writes JSON with 2-space indentation and a final newline, every
 * object's keys in the order the schema declares them (`schema/*.ts`), so that one edit in the
 * app is one small hunk in a git diff. Keys the schema does not know (only possible in a
 * document built in memory) follow, sorted.
 *
 * Opening (`parseProject`) never throws: the file is JSON within the project's bounds (nesting,
 * list lengths, text lengths: `bounded-json.ts`, checked before anything else), a JSON object,
 * has a `formatVersion` this Wellspring reads, is migrated to today's format (in memory only),
 * matches the schema, and passes the reference checks (`references.ts`); otherwise every problem
 * comes back with the JSON path of the value at fault.
 */
import * as v from 'valibot';
import { parseBoundedJson } from '../project/bounded-json';
import { describe } from '../project/schema/common';
import { isJsonObject, migrateProject, OLDEST_FORMAT_VERSION } from './project-migrations';
import { formatJsonPath, type ProjectProblem } from '../project/problems';
import { decodeUtf8, fileTooLargeMessage, NOT_UTF8_MESSAGE } from '../project/project-bytes';
import { PROJECT_FILE_MAX_BYTES } from '../protocol/ipc';
import { RULESET_LIST } from './ruleset-list';
import { customProblems } from '../rulesets/custom/references';
import { CustomSectionSchema } from '../rulesets/custom/schema';
import { checkReferences, sectionProblems } from './project-references';
import { CURRENT_FORMAT_VERSION, ProjectSchema, type ProjectDocument } from './project-schema';

export type { ProjectProblem } from '../project/problems';

export type ParseProjectResult =
  | {
      readonly ok: true;
      readonly document: ProjectDocument;
      /** The file's formatVersion when it was older and has been migrated (not yet saved). */
      readonly migratedFrom?: number;
    }
  | {
      readonly ok: false;
      /** The file the problems are in, as the caller named it (for the dialog's title). */
      readonly fileName: string;
      /** At least one; in document order within each stage (JSON, version, schema, references). */
      readonly problems: readonly ProjectProblem[];
    };

/** The parts of a valibot schema the key-order walk reads. */
interface SchemaShape {
  readonly type?: string;
  readonly entries?: Readonly<Record<string, SchemaShape>>;
  readonly item?: SchemaShape;
  readonly options?: readonly SchemaShape[];
  readonly key?: string;
  readonly wrapped?: SchemaShape;
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The variant option whose discriminator matches `value`'s (undefined when none does). */
function variantOption(schema: SchemaShape, value: Readonly<Record<string, unknown>>) {
  const key = schema.key ?? '';
  return schema.options?.find((option) => {
    const literal = option.entries?.[key] as { readonly literal?: unknown } | undefined;
    return literal?.literal === value[key];
  });
}

/** A copy of `value` with every object's keys in the schema's order, unknown keys sorted after. */
function orderKeys(value: unknown, schema: SchemaShape | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => orderKeys(item, schema?.item));
  if (!isPlainObject(value)) return value;
  if (schema?.type === 'optional' || schema?.type === 'nullable') {
    return orderKeys(value, schema.wrapped);
  }
  if (schema?.type === 'variant') return orderKeys(value, variantOption(schema, value));
  const entries = schema?.type === 'strict_object' ? (schema.entries ?? {}) : {};
  const known = Object.keys(entries).filter((key) => Object.hasOwn(value, key));
  const unknown = Object.keys(value)
    .filter((key) => !Object.hasOwn(entries, key))
    .sort();
  const ordered: Record<string, unknown> = {};
  for (const key of [...known, ...unknown]) ordered[key] = orderKeys(value[key], entries[key]);
  return ordered;
}

/**
 * The project as the text of a project file: JSON, keys in the schema's declared order, 2-space
 * indentation, a final newline. The same document always gives the same bytes, and
 * `serializeProject(parseProject(serializeProject(d)).document)` gives them again.
 * It does not validate: a document with mistakes in it is still saved as it is.
 */
export function serializeProject(doc: ProjectDocument): string {
  return `${JSON.stringify(orderKeys(doc, ProjectSchema as unknown as SchemaShape), null, 2)}\n`;
}

function failure(fileName: string, problems: readonly ProjectProblem[]): ParseProjectResult {
  return { ok: false, fileName, problems };
}

/** What is wrong with a formatVersion, or null when this Wellspring reads it. */
function versionProblem(version: unknown): string | null {
  const range = `this Wellspring reads ${OLDEST_FORMAT_VERSION} to ${CURRENT_FORMAT_VERSION}`;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return `must be a whole number (${range}), not ${describe(version)}`;
  }
  if (version > CURRENT_FORMAT_VERSION) {
    return (
      `${version} is a newer format than this Wellspring reads (up to ${CURRENT_FORMAT_VERSION}): ` +
      'open it with a newer Wellspring'
    );
  }
  if (version < OLDEST_FORMAT_VERSION) return `${version} is not a format version (${range})`;
  return null;
}

function keysOf(items: readonly v.IssuePathItem[]): (string | number)[] {
  return items.map((item) => {
    const key: unknown = item.key;
    return typeof key === 'number' ? key : String(key);
  });
}

/**
 * The schema's issues as problems. A list where an object belongs would otherwise show up as
 * every field "missing": it becomes one problem, "must be an object, not a list", at the list.
 */
function schemaProblems(issues: readonly v.BaseIssue<unknown>[]): ProjectProblem[] {
  const problems: ProjectProblem[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const items = issue.path ?? [];
    const atList = items.findIndex((item) => item.type === 'object' && Array.isArray(item.input));
    const problem =
      atList === -1
        ? { path: formatJsonPath(keysOf(items)), message: issue.message }
        : {
            path: formatJsonPath(keysOf(items.slice(0, atList))),
            message: 'must be an object, not a list',
          };
    const key = `${problem.path}\u0000${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

function parseChecked(text: string, fileName: string): ParseProjectResult {
  const read = parseBoundedJson(text);
  if (!read.ok) return failure(fileName, [read.problem]);
  const json = read.json;
  if (!isJsonObject(json)) {
    return failure(fileName, [
      { path: '', message: 'not a Wellspring project (expected a JSON object)' },
    ]);
  }
  if (!Object.hasOwn(json, 'formatVersion')) {
    return failure(fileName, [
      { path: '', message: 'not a Wellspring project (no formatVersion)' },
    ]);
  }
  const version = json.formatVersion;
  const wrongVersion = versionProblem(version);
  if (wrongVersion !== null) {
    return failure(fileName, [{ path: 'formatVersion', message: wrongVersion }]);
  }
  const from = version as number;
  const migrated = migrateProject(json, from);
  const parsed = v.safeParse(ProjectSchema, migrated);
  if (!parsed.success) {
    return failure(fileName, [
      ...schemaProblems(parsed.issues),
      ...referenceProblemsOfSoundSections(migrated),
    ]);
  }
  const references = checkReferences(parsed.output);
  if (references.length > 0) return failure(fileName, references);
  return from < CURRENT_FORMAT_VERSION
    ? { ok: true, document: parsed.output, migratedFrom: from }
    : { ok: true, document: parsed.output };
}

/**
 * The reference problems of the sections whose own shape is right, in a file whose shape is wrong
 * elsewhere: a section's checks read only that section.
 */
function referenceProblemsOfSoundSections(migrated: unknown): ProjectProblem[] {
  if (!isJsonObject(migrated)) return [];
  const custom = v.safeParse(CustomSectionSchema, migrated.custom);
  return [
    ...RULESET_LIST.flatMap((ruleset) => {
      const sound = v.safeParse(ruleset.schema, migrated[ruleset.meta.id]);
      return sound.success ? sectionProblems(ruleset, sound.output) : [];
    }),
    ...(custom.success ? customProblems(custom.output) : []),
  ];
}

/**
 * Reads a project file's text (a leading byte-order mark is fine). Never throws: anything wrong
 * comes back as problems with JSON paths (`""` for the file as a whole), among them "not JSON (…)",
 * an unknown or newer `formatVersion`, values the schema refuses ("must be a whole number from 1
 * to 30") and references to rows that do not exist ("There is no race \"elf\"").
 *
 * @param fileName The file's name as the user knows it; returned with the problems.
 */
export function parseProject(text: string, fileName: string): ParseProjectResult {
  try {
    return parseChecked(text, fileName);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failure(fileName, [{ path: '', message: `could not be read (${reason})` }]);
  }
}

/**
 * A project file's bytes read as opening a file does: refused past the size limit or when not
 * UTF-8 (`project-bytes.ts`, in every reader's words), else `parseProject`'s answer. Never throws.
 */
export function readProjectBytes(bytes: Uint8Array, fileName: string): ParseProjectResult {
  if (bytes.byteLength > PROJECT_FILE_MAX_BYTES) {
    return failure(fileName, [{ path: '', message: fileTooLargeMessage(bytes.byteLength) }]);
  }
  const text = decodeUtf8(bytes);
  if (text === null) return failure(fileName, [{ path: '', message: NOT_UTF8_MESSAGE }]);
  return parseProject(text, fileName);
}
