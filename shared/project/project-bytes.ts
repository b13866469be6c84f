/**
 * A project file's bytes to its text, with the refusals every reader gives in the same words (the
 * CLI and the desktop app read from disk in `src-main/project-files.ts`, the browser build from
 * its file picker through `readProjectBytes` in `shared/app/serialize.ts`, share codes from their inflated
 * bytes): at most {@link PROJECT_FILE_MAX_BYTES} ("The file is larger than 50 MB, the most
 * Wellspring opens"), and UTF-8 or nothing: a byte that is not UTF-8 refuses the file rather than
 * becoming U+FFFD, which a save would then write. No parsing here, so the main process can say
 * these words without carrying the schema.
 */
import { PROJECT_FILE_MAX_BYTES } from '../protocol/ipc';

/** What a file that is not UTF-8 text is told, by every reader. */
export const NOT_UTF8_MESSAGE = 'The file is not UTF-8 text, so it cannot be a Wellspring project.';

/** A size as a designer reads it: "812 bytes", "3.4 MB", "61 MB" (1 MB = 1,048,576 bytes). */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${bytes.toLocaleString('en')} bytes`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

/**
 * "The file is larger than 50 MB, the most Wellspring opens (it is 61 MB)." The size is left out
 * where it is unknown (a stream stopped past the limit) or reads the same as the limit.
 */
export function fileTooLargeMessage(size: number | null, max = PROJECT_FILE_MAX_BYTES): string {
  const limit = sizeText(max);
  const actual = size === null ? limit : sizeText(size);
  return (
    `The file is larger than ${limit}, the most Wellspring opens` +
    (actual === limit ? '.' : ` (it is ${actual}).`)
  );
}

/**
 * WHATWG's TextDecoder, in every runtime the engine runs in (Node, Chromium, its workers); typed
 * here so that shared/ loads neither the DOM's types nor Node's.
 */
interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}
type Utf8DecoderClass = new (
  label: 'utf-8',
  options: { readonly fatal: true; readonly ignoreBOM: true },
) => Utf8Decoder;
const { TextDecoder: Decoder } = globalThis as unknown as { TextDecoder: Utf8DecoderClass };

/**
 * `bytes` as text when they are UTF-8, else null. A byte-order mark is kept (the parser skips it).
 */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new Decoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}
