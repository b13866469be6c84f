/**
 * Share codes: a build, or a whole ruleset's data and builds, as one line of text a designer
 * pastes into a chat and a teammate pastes into their own Wellspring. The project file stays the
 * source of truth; a code is a slice of it, in the file's own format:
 *
 *   WS1-<base64url of the deflated JSON { formatVersion, ruleset, kind, section }>
 *
 * `WS1` versions the envelope (how the text is packed); `formatVersion` is the project format the
 * slice was written in, so a code from an older Wellspring is migrated by the project's own
 * migrations, and one from a newer Wellspring is refused by name. Reading a code checks it as
 * opening a file does (the schema, then the references against the project it goes into) and
 * changes nothing: the caller applies the result as one undoable edit.
 *
 * A designer's own ruleset travels the same way, under the id `custom` (`custom-share-code.ts`).
 *
 * This module is the slice and its checks (pure); the packing into text, with the platform's
 * `CompressionStream`, is `src-renderer/lib/share-code-text.ts`.
 */
import { migrateProject, isJsonObject, type JsonObject } from './project-migrations';
import { quoted, shortened, type ProjectProblem } from '../project/problems';
import { CURRENT_FORMAT_VERSION, type ProjectDocument } from './project-schema';
import { OLDEST_FORMAT_VERSION } from './project-migrations';
import { parseProject } from './serialize';
import { RULESET_LIST, type RulesetId } from './ruleset-list';
import { freshlyNamed, type NamedBuild } from './shared-build-names';
import {
  CUSTOM_SHARE_RULESET,
  readCustomSharePayload,
  type CustomShareImport,
} from './custom-share-code';

export const SHARE_CODE_PREFIX = 'WS1-';

/** What a code that does not unpack, or unpacks to something else, is told. */
export const SHARE_CODE_DAMAGED = 'The code is damaged (was it cut short or changed when copied?).';

/** What a code holds: some builds of one ruleset, or the ruleset's whole section. */
export type ShareKind = 'builds' | 'ruleset';

/** What a code asks to share. */
export type ShareWhat =
  { readonly kind: 'builds'; readonly ids: readonly string[] } | { readonly kind: 'ruleset' };

export interface SharePayload {
  readonly formatVersion: number;
  readonly ruleset: string;
  readonly kind: ShareKind;
  readonly section: JsonObject;
}

type Section = ProjectDocument[RulesetId];

/** A code read and checked against the project it goes into, ready to apply. */
export type ShareImport =
  | {
      readonly ok: true;
      readonly ruleset: RulesetId;
      readonly rulesetName: string;
      /** What one build of the ruleset is called, and several: "caster", "casters". */
      readonly noun: { readonly one: string; readonly many: string };
      readonly kind: 'builds';
      /** The builds to add, renamed where the project has their id or name. */
      readonly builds: readonly NamedBuild[];
      readonly migratedFrom?: number;
    }
  | {
      readonly ok: true;
      readonly ruleset: RulesetId;
      readonly rulesetName: string;
      readonly noun: { readonly one: string; readonly many: string };
      readonly kind: 'ruleset';
      /** The section that replaces the project's. */
      readonly section: Section;
      readonly migratedFrom?: number;
    }
  | CustomShareImport
  | { readonly ok: false; readonly problems: readonly ProjectProblem[] };

function rulesetOf(id: string) {
  return RULESET_LIST.find((ruleset) => ruleset.meta.id === id);
}

/**
 * What the code of some builds of a ruleset (in the project's order), or of its whole section,
 * holds: the JSON the packing (`src-renderer/lib/share-code-text.ts`) deflates.
 *
 * @throws RangeError for an id the section has no build of, or no build asked for.
 */
export function sharePayload(
  document: ProjectDocument,
  ruleset: RulesetId,
  what: ShareWhat,
): SharePayload {
  const section = document[ruleset];
  let shared: JsonObject = section;
  if (what.kind === 'builds') {
    const builds = (section.builds as readonly NamedBuild[]).filter((build) =>
      what.ids.includes(build.id),
    );
    if (builds.length === 0 || builds.length !== new Set(what.ids).size) {
      throw new RangeError('Every build to share must be one of the ruleset’s builds.');
    }
    shared = { builds };
  }
  return { formatVersion: CURRENT_FORMAT_VERSION, ruleset, kind: what.kind, section: shared };
}

function refusal(message: string): ShareImport {
  return { ok: false, problems: [{ path: '', message }] };
}

/** The payload a code's JSON holds, or null when it is not one. */
function payloadOf(json: unknown): SharePayload | null {
  return isJsonObject(json) &&
    typeof json.formatVersion === 'number' &&
    typeof json.ruleset === 'string' &&
    (json.kind === 'builds' || json.kind === 'ruleset') &&
    isJsonObject(json.section)
    ? (json as unknown as SharePayload)
    : null;
}

/**
 * Reads a code's payload against the project it is pasted into: migrates a code of an older
 * format, and checks the result as opening a file does. Some builds are added to the ruleset's
 * (renamed where the project has their id or name), so they must name rows the project's data
 * has; a ruleset's section replaces the project's, so it is checked on its own. Never throws.
 */
export function readSharePayload(json: unknown, into: ProjectDocument): ShareImport {
  const payload = payloadOf(json);
  if (payload === null) return refusal(SHARE_CODE_DAMAGED);
  const { formatVersion: version, kind } = payload;
  if (!Number.isInteger(version) || version < OLDEST_FORMAT_VERSION) {
    return refusal(SHARE_CODE_DAMAGED);
  }
  if (version > CURRENT_FORMAT_VERSION) {
    return refusal(
      `That code was made by a newer Wellspring (project format ${version}); this one reads up to format ${CURRENT_FORMAT_VERSION}.`,
    );
  }
  if (payload.ruleset === CUSTOM_SHARE_RULESET) {
    return (
      readCustomSharePayload(payload.section, kind, version, into) ?? refusal(SHARE_CODE_DAMAGED)
    );
  }
  const ruleset = rulesetOf(payload.ruleset);
  if (ruleset === undefined) {
    return refusal(
      `That code is of a ruleset this Wellspring does not have (${quoted(payload.ruleset)}).`,
    );
  }
  const id = ruleset.meta.id;
  const migrated = migrateProject({ formatVersion: version, [id]: payload.section }, version)[id];
  if (!isJsonObject(migrated)) return refusal('The code is damaged (it holds no builds).');
  const migratedFrom = version < CURRENT_FORMAT_VERSION ? { migratedFrom: version } : {};
  const current = into[id] as Section & { builds: readonly NamedBuild[] };

  if (kind === 'ruleset') {
    const checked = parseProject(JSON.stringify({ ...into, [id]: migrated }), 'code');
    if (!checked.ok) return { ok: false, problems: checked.problems };
    return {
      ok: true,
      ruleset: id,
      rulesetName: ruleset.meta.name,
      noun: ruleset.meta.buildNoun,
      kind,
      section: checked.document[id],
      ...migratedFrom,
    };
  }

  const incoming = Array.isArray(migrated.builds) ? (migrated.builds as unknown[]) : [];
  if (incoming.length === 0) return refusal('The code is damaged (it holds no builds).');
  const taken: NamedBuild[] = [...current.builds];
  const builds = incoming.map((build) => {
    if (!isJsonObject(build) || typeof build.id !== 'string' || typeof build.name !== 'string') {
      return build;
    }
    const renamed = freshlyNamed(build as unknown as NamedBuild, taken);
    taken.push(renamed);
    return renamed;
  });
  const at = current.builds.length;
  const section = { ...current, builds: [...current.builds, ...builds] };
  const checked = parseProject(JSON.stringify({ ...into, [id]: section }), 'code');
  if (!checked.ok) {
    // Paths into the merged list become the code's own: "build 1 (Tathren) › raceId".
    const prefix = new RegExp(`^${id}\\.builds\\[(\\d+)\\]\\.?`);
    const problems = checked.problems.map((problem) => {
      const match = prefix.exec(problem.path);
      const index = match === null ? -1 : Number(match[1]) - at;
      if (match === null || index < 0) return problem;
      const build = incoming[index];
      const name =
        isJsonObject(build) && typeof build.name === 'string' ? ` (${shortened(build.name)})` : '';
      const rest = problem.path.slice(match[0].length);
      return {
        path: `build ${index + 1}${name}${rest === '' ? '' : ` › ${rest}`}`,
        message: problem.message,
      };
    });
    return { ok: false, problems };
  }
  const added = (checked.document[id].builds as readonly NamedBuild[]).slice(at);
  return {
    ok: true,
    ruleset: id,
    rulesetName: ruleset.meta.name,
    noun: ruleset.meta.buildNoun,
    kind,
    builds: added,
    ...migratedFrom,
  };
}
