/**
 * A share code as text: `WS1-` and the base64url of the deflated payload JSON
 * (`shared/app/share-code.ts` says what the payload holds and checks it). Packing uses the
 * platform's `CompressionStream` and `btoa` (Chromium, Electron, Node 20), no library.
 *
 * Reading a code is reading untrusted input, bounded at every step: the pasted text
 * ({@link SHARE_CODE_MAX_LENGTH}), what it inflates to (the project file's limit, counted while
 * inflating: a 130,000-character code can inflate to 100 MB), its bytes UTF-8, its nesting and its
 * lists (`shared/project/bounded-json.ts`), then the checks of opening a file. The app reads codes
 * on the parse worker (`src-renderer/worker/parse.worker.ts`), never on the window's thread.
 */
import { parseBoundedJson } from '../../shared/project/bounded-json';
import { decodeUtf8, sizeText } from '../../shared/project/project-bytes';
import type { ProjectDocument } from '../../shared/app/project-schema';
import { PROJECT_FILE_MAX_BYTES } from '../../shared/protocol/ipc';
import type { RulesetId } from '../../shared/app/ruleset-list';
import {
  readSharePayload,
  SHARE_CODE_DAMAGED,
  SHARE_CODE_PREFIX,
  sharePayload,
  type ShareImport,
  type ShareWhat,
} from '../../shared/app/share-code';
import { customSharePayload } from '../../shared/app/custom-share-code';

/** Past this many characters a paste is not a code (a whole project packs to a few tens of KB). */
export const SHARE_CODE_MAX_LENGTH = 2_000_000;

/** What a code may inflate to: a code is a slice of a project file, so the file's limit. */
export const SHARE_CODE_MAX_INFLATED_BYTES = PROJECT_FILE_MAX_BYTES;

async function through(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
    return Uint8Array.from(binary, (char: string) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Any JSON value packed as a code's text (the payload's shape is the caller's). */
export async function packShareJson(json: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  return (
    SHARE_CODE_PREFIX + toBase64Url(await through(bytes, new CompressionStream('deflate-raw')))
  );
}

/** The code of some builds of a ruleset, or of its whole section (see `sharePayload`). */
export async function encodeShareCode(
  document: ProjectDocument,
  ruleset: RulesetId,
  what: ShareWhat,
): Promise<string> {
  return packShareJson(sharePayload(document, ruleset, what));
}

/** The code of one of the designer's own rulesets, or of some of its builds. */
export async function encodeCustomShareCode(
  document: ProjectDocument,
  rulesetId: string,
  what: ShareWhat,
): Promise<string> {
  return packShareJson(customSharePayload(document, rulesetId, what));
}

function refusal(message: string, path = ''): ShareImport {
  return { ok: false, problems: [{ path, message }] };
}

/**
 * `bytes` inflated, read a chunk at a time and stopped as soon as they pass `max` bytes (the rest
 * is never made); `'too large'` then, `'damaged'` when they are not a deflate stream.
 */
export async function inflateAtMost(
  bytes: Uint8Array,
  max: number,
): Promise<Uint8Array | 'too large' | 'damaged'> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel();
        return 'too large';
      }
      chunks.push(value);
    }
  } catch {
    return 'damaged';
  }
  const inflated = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    inflated.set(chunk, at);
    at += chunk.byteLength;
  }
  return inflated;
}

/**
 * A pasted code read against the project it goes into (whitespace anywhere is ignored: a code
 * wrapped by a chat window still reads). Never throws: what is wrong comes back as problems.
 */
export async function readShareCode(text: string, into: ProjectDocument): Promise<ShareImport> {
  const code = text.replace(/\s+/g, '');
  if (code === '') return refusal('Paste a code first.');
  if (code.length > SHARE_CODE_MAX_LENGTH) {
    return refusal('That is far too long to be a Wellspring code.');
  }
  if (!code.startsWith(SHARE_CODE_PREFIX)) {
    const newer = /^WS(\d+)-/.exec(code);
    return refusal(
      newer === null
        ? `Not a Wellspring code: a code starts with ${SHARE_CODE_PREFIX}`
        : `That code was made by a newer Wellspring (it starts WS${newer[1]}-); this one reads ${SHARE_CODE_PREFIX} codes.`,
    );
  }
  const bytes = fromBase64Url(code.slice(SHARE_CODE_PREFIX.length));
  if (bytes === null) return refusal(SHARE_CODE_DAMAGED);
  const inflated = await inflateAtMost(bytes, SHARE_CODE_MAX_INFLATED_BYTES);
  if (inflated === 'too large') {
    return refusal(
      `The code unpacks to a project larger than ${sizeText(SHARE_CODE_MAX_INFLATED_BYTES)}, the most Wellspring opens.`,
    );
  }
  const unpacked = inflated === 'damaged' ? null : decodeUtf8(inflated);
  if (unpacked === null) return refusal(SHARE_CODE_DAMAGED);
  const json = parseBoundedJson(unpacked);
  if (!json.ok) {
    // Not JSON: a damaged code; a bound it breaks is said as it is, at its path in the code.
    return json.reason === 'syntax'
      ? refusal(SHARE_CODE_DAMAGED)
      : refusal(json.problem.message, json.problem.path);
  }
  return readSharePayload(json.json, into);
}
