/**
 * The real Electron binary, where it was installed; null where its download was skipped
 * (`ELECTRON_SKIP_BINARY_DOWNLOAD=1` on machines that cannot reach Electron's servers). Tests that
 * need it report themselves as skipped with `NO_ELECTRON`; none stands in a fake Electron.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const NO_ELECTRON = 'skipped: no Electron binary';

/** The `electron` package exports its binary's path, and throws when the binary never arrived. */
export function electronBinary(): string | null {
  try {
    const binary: unknown = createRequire(import.meta.url)('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
