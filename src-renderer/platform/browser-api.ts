import type {
  AppInfo,
  ExportCsvRequest,
  IpcResult,
  WellspringApi,
} from '../../shared/protocol/ipc';

/**
 * The preload API for a plain browser (tests, web build): same verbs, browser means.
 * Exporting downloads the file; the browser decides where it lands.
 */
export function makeBrowserApi(version: string): WellspringApi {
  return {
    async getAppInfo(): Promise<IpcResult<AppInfo>> {
      return { ok: true, value: { name: 'Wellspring', version, shell: 'browser' } };
    },
    async exportCsv(request: ExportCsvRequest) {
      const blob = new Blob([request.csv], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = request.suggestedName;
        link.click();
      } finally {
        // Revoke after the click has been handled, or Chromium may cancel the download.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }
      return {
        ok: true,
        value: { saved: true, location: `your downloads (${request.suggestedName})` },
      };
    },
  };
}
