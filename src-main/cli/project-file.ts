/**
 * `--project FILE`: the project document as the app holds it today (`ProjectDocument`,
 * formatVersion 1). The real project-file format (schema, versions, migrations) is a later issue;
 * until then this checks only the shape the CLI relies on, and says plainly what is wrong.
 */
import type { ProjectDocument } from '../../shared/project/default-project';
import { UsageError } from './usage-error';

const DATA_LISTS = [
  'races',
  'classes',
  'statModifiers',
  'items',
  'talents',
  'skills',
  'statuses',
  'horoscope',
  'abilities',
] as const;

const BUILD_STRINGS = ['id', 'name', 'raceId', 'classId'] as const;
const BUILD_LISTS = ['itemIds', 'talents', 'skills', 'regenStatusIds'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first thing in `builds[index]` the CLI cannot work with, or null. */
function buildProblem(build: unknown, path: string): string | null {
  if (!isRecord(build)) return `${path} is not an object`;
  for (const key of BUILD_STRINGS) {
    if (typeof build[key] !== 'string') return `${path}.${key} is missing or not text`;
  }
  if (typeof build.level !== 'number') return `${path}.level is missing or not a number`;
  if (!isRecord(build.stats)) return `${path}.stats is missing or not an object`;
  for (const key of BUILD_LISTS) {
    if (!Array.isArray(build[key])) return `${path}.${key} is missing or not a list`;
  }
  if (build.horoscopeId !== null && typeof build.horoscopeId !== 'string') {
    return `${path}.horoscopeId must be text or null`;
  }
  return null;
}

/** The first thing in the document the CLI cannot work with, or null. */
function documentProblem(document: Record<string, unknown>): string | null {
  const { willpower } = document;
  if (!isRecord(willpower)) return 'has no willpower section';
  const { data, builds } = willpower;
  if (!isRecord(data)) return 'willpower.data is missing or not an object';
  for (const key of DATA_LISTS) {
    if (!Array.isArray(data[key])) return `willpower.data.${key} is missing or not a list`;
  }
  if (!isRecord(data.rules)) return 'willpower.data.rules is missing or not an object';
  if (!Array.isArray(builds)) return 'willpower.builds is missing or not a list';
  if (builds.length === 0) return 'has no willpower builds';
  for (const [index, build] of builds.entries()) {
    const problem = buildProblem(build, `willpower.builds[${index}]`);
    if (problem !== null) return problem;
  }
  return otherSectionsProblem(document);
}

/** The NetHack, DCSS and comparison sections: present, with the lists the reports read. */
function otherSectionsProblem(document: Record<string, unknown>): string | null {
  const { nethack34, dcss, compare } = document;
  if (!isRecord(nethack34)) return 'has no nethack34 section';
  if (!isRecord(nethack34.data) || !Array.isArray(nethack34.data.roles)) {
    return 'nethack34.data.roles is missing or not a list';
  }
  if (!Array.isArray(nethack34.builds)) return 'nethack34.builds is missing or not a list';
  if (!isRecord(dcss)) return 'has no dcss section';
  if (!isRecord(dcss.data) || !isRecord(dcss.data.rules)) {
    return 'dcss.data.rules is missing or not an object';
  }
  if (!Array.isArray(dcss.builds)) return 'dcss.builds is missing or not a list';
  if (!isRecord(compare)) return 'has no compare section';
  if (!Array.isArray(compare.entries)) return 'compare.entries is missing or not a list';
  if (typeof compare.secondsPerTurn !== 'number') {
    return 'compare.secondsPerTurn is missing or not a number';
  }
  return null;
}

/**
 * Reads a project file's text (a leading byte-order mark is fine).
 *
 * @param shown How the error names the file: `--project x.json`.
 * @throws UsageError "--project x.json: not JSON (…)", "…: formatVersion 2 is not supported", …
 */
export function readProjectDocument(text: string, shown: string): ProjectDocument {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${shown}: not JSON (${reason})`);
  }
  if (!isRecord(parsed)) {
    throw new UsageError(`${shown}: not a Wellspring project (expected a JSON object)`);
  }
  const version = parsed.formatVersion;
  if (version === undefined) {
    throw new UsageError(`${shown}: not a Wellspring project (no formatVersion)`);
  }
  if (version !== 1) {
    throw new UsageError(
      `${shown}: formatVersion ${JSON.stringify(version)} is not supported (this version reads 1)`,
    );
  }
  const problem = documentProblem(parsed);
  if (problem !== null) throw new UsageError(`${shown}: ${problem}`);
  // The checks above cover what the CLI reads directly; the engine validates the rest.
  return parsed as unknown as ProjectDocument;
}
