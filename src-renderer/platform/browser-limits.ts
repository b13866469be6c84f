import type { ProjectFileAccess } from './project-file-access';

/** A desktop feature the browser version lacks, and what to do instead. */
export interface BrowserLimit {
  readonly feature: string;
  readonly instead: string;
}

/**
 * What the desktop app has that a browser does not, as the About box lists it (README, "In a
 * browser", says the same). Files depend on the browser: with the File System Access API
 * (Chrome, Edge) Save writes back to the file opened; without it, files are uploads and downloads.
 */
export function browserLimits(files: ProjectFileAccess['kind']): BrowserLimit[] {
  return [
    {
      feature: 'Menus',
      instead:
        'The File and Edit buttons in the sidebar and the keys (Ctrl+O, Ctrl+S, Ctrl+Shift+S, ' +
        'Ctrl+E, Ctrl+Z, Ctrl+Y) do what the menus do.',
    },
    {
      feature: 'Double-click to open',
      instead:
        'A project double-clicked in a file manager does not open here: use Open…' +
        (files === 'file-system-access' ? ' or Open Recent.' : '.'),
    },
    {
      feature: 'The file type',
      instead:
        'Your system does not know .wellspring.json files as Wellspring projects (the desktop ' +
        'app registers the type).',
    },
    ...(files === 'downloads'
      ? [
          {
            feature: 'Saving to the file opened',
            instead:
              'This browser cannot write to a file: Save and Save As… download the project, and ' +
              'there is no Open Recent. In Chrome or Edge, Save writes back to the file opened.',
          },
        ]
      : []),
    {
      feature: 'Export CSV… into a folder',
      instead: 'Each table downloads as a file of its own.',
    },
  ];
}
