import { mendFileName } from '../../shared/report/file-name';
import { PROJECT_EXTENSION } from '../../shared/protocol/ipc';
import { askFileName } from './name-dialog';
import { saveRefusal, tooLargeToOpen } from './project-file-checks';
import type { ProjectFileAccess, ProjectReader } from './project-file-access';

/** How long a download's blob URL lives after its click. */
const REVOKE_AFTER_MS = 40_000;

/** Offers `text` as a download called `name` (the browser decides where it lands). */
export function download(name: string, text: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // Chromium's browser process reads the blob some time after the click: revoked at once (a
    // 0 ms timer), a loaded machine lost downloads now and then (CI: three export tests in one
    // run). FileSaver.js keeps the URL 40 s for the same reason; a few CSVs' memory is nothing.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** Lets the user pick one file; null when the picker is closed without one. */
function pickFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/**
 * Project files in a browser without the File System Access API (Firefox, Safari): an upload
 * picker opens, and Save downloads the file. A browser cannot re-read a file it opened this way,
 * so Revert goes back to the bytes last opened or saved in this tab.
 */
export function downloadProjectFiles(read: ProjectReader): ProjectFileAccess {
  /** The file this tab opened or saved last: its name and bytes (what Revert goes back to). */
  let current: { name: string; bytes: Uint8Array } | null = null;

  return {
    kind: 'downloads',
    async open(keep) {
      const file = await pickFile(`${PROJECT_EXTENSION},.json,application/json`);
      if (file === null) return { status: 'canceled' };
      const refused = tooLargeToOpen(file.name, file.size);
      if (refused !== null) return refused;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const outcome = await read(file.name, bytes);
      if (keep && outcome.status === 'opened') current = { name: file.name, bytes };
      return outcome;
    },
    async revert() {
      return current === null ? { status: 'canceled' } : read(current.name, current.bytes);
    },
    async save(request) {
      const refusal = saveRefusal(request.text);
      if (refusal !== null) throw new Error(refusal);
      let name: string;
      if (request.saveAs) {
        // No save dialog here: ask for the name, so Save As is not just Save.
        const asked = await askFileName({
          title: 'Save Project As',
          suggested: request.suggestedName,
          extension: PROJECT_EXTENSION,
        });
        if (asked === null) return { status: 'canceled' };
        name = asked;
      } else {
        name =
          current?.name ?? `${mendFileName(request.suggestedName, 'Untitled')}${PROJECT_EXTENSION}`;
      }
      download(name, request.text, 'application/json;charset=utf-8');
      current = { name, bytes: new TextEncoder().encode(request.text) };
      return { status: 'saved', name };
    },
    forget() {
      current = null;
    },
  };
}
