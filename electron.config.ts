/**
 * electron-builder configuration (`electron-builder --config electron.config.ts`; electron-builder
 * 26 loads .ts configs through jiti). Main and preload are bundled by esbuild and the renderer
 * by Vite, so the app needs only the built folders and package.json.
 *
 * `npm run dist` makes, on Linux, an AppImage, a deb and a tar.gz; on Windows, a per-user NSIS
 * installer (no administrator rights); on macOS, a dmg. The README's Packaging section says
 * where they land and how to sign them; `test/e2e/packaging/` builds the Linux folder here
 * against a stand-in Electron and checks what it holds.
 */
import type { Configuration } from 'electron-builder';

// Machines that cannot download Electron can package from an unpacked Electron folder.
const electronDist = process.env['WELLSPRING_ELECTRON_DIST'];

/**
 * A project file's own type. Projects are JSON saved as `name.wellspring.json`: the type is a
 * kind of JSON (shared-mime-info's sub-class-of), so a text editor still offers to open it, but
 * Wellspring claims only its own files, never every JSON file.
 */
export const PROJECT_MIME_TYPE = 'application/x-wellspring+json';

const config: Configuration = {
  appId: 'org.wellspring.app',
  productName: 'Wellspring',
  copyright: 'Copyright © 2026 the Wellspring authors',
  directories: { output: 'release', buildResources: 'build' },
  // Everything the app runs is bundled (valibot into main.cjs, chart.js and papaparse into the
  // renderer), so the production node_modules electron-builder adds by default are left out.
  // Source maps stay behind in dist/ as a build artefact: they hold the whole source and were
  // three quarters of app.asar.
  files: [
    'dist/renderer/**',
    'dist-electron/**',
    'package.json',
    '!**/*.map',
    '!node_modules{,/**/*}',
  ],
  ...(electronDist ? { electronDist } : {}),
  // Fuses: switches in the Electron binary, flipped at packaging time (before signing, so the
  // signature covers them). Each one closes a door this app never uses.
  electronFuses: {
    // ELECTRON_RUN_AS_NODE would turn the signed app into a plain Node.js that runs any script.
    runAsNode: false,
    // Chromium's cookie store encrypted with the OS keychain (the app keeps no cookies; cheap).
    enableCookieEncryption: true,
    // NODE_OPTIONS and --inspect would let anyone who can start the app inject code into main.
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    // app.asar checked against the hash electron-builder embeds (macOS and Windows; Linux has no
    // such check yet), and never an unpacked app/ folder beside it.
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    // No custom V8 snapshot; the renderer is served on app://, not file://, so file: needs no
    // extra rights (src-main/app-url.ts).
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false,
  },
  // Double-click opens a project where the platform matches `name.wellspring.json` to our type
  // (see the README's Packaging section): the path arrives in process.argv (or 'second-instance'
  // when Wellspring already runs), on macOS as 'open-file' (src-main/windows.ts). `ext` has no
  // leading dot.
  fileAssociations: [
    {
      ext: 'wellspring.json',
      name: 'Wellspring project',
      description: 'Wellspring project',
      mimeType: PROJECT_MIME_TYPE,
      role: 'Editor',
    },
  ],
  linux: {
    target: ['AppImage', 'deb', 'tar.gz'],
    category: 'Development',
    executableName: 'wellspring',
    // The .desktop file is package.json's desktopName (wellspring.desktop), which is also the
    // app_id / WM_CLASS Electron gives its windows, so docks group them under this entry.
    syncDesktopName: true,
    icon: 'build/icons',
    synopsis: 'Balance hit points, mana and regeneration across RPG rulesets',
    description:
      'A desktop workbench for game designers: edit a ruleset and watch max HP, max mana and ' +
      'regeneration over levels 1–60, the dice odds and what a spell really costs, then export ' +
      'CSV reports.',
    // Placeholder until the project has a public address and a maintainers' list (README,
    // Packaging): the deb refuses to build without them.
    maintainer: 'Wellspring maintainers <wellspring@example.invalid>',
    // The deb installs the project type itself (electron-builder writes it from
    // fileAssociations and runs update-mime-database); an AppImage or the tar.gz registers
    // nothing, so they carry the same definition for `xdg-mime install` (README, Packaging).
    extraResources: [{ from: 'build/linux/wellspring-mime.xml', to: 'wellspring-mime.xml' }],
    desktop: {
      entry: {
        Name: 'Wellspring',
        GenericName: 'Game balance workbench',
        Comment: 'Balance hit points, mana and regeneration',
        Keywords: 'RPG;balance;mana;regeneration;game design;',
      },
    },
  },
  win: { target: 'nsis', icon: 'build/icon.ico' },
  nsis: {
    // Per user, into the user's own programs folder: no administrator rights.
    oneClick: false,
    perMachine: false,
    allowElevation: false,
    allowToChangeInstallationDirectory: true,
  },
  mac: { target: 'dmg', category: 'public.app-category.developer-tools', icon: 'build/icon.icns' },
};

export default config;
