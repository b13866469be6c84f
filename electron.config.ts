/**
 * electron-builder configuration (`electron-builder --config electron.config.ts`; electron-builder
 * 26 loads .ts configs through jiti). Main and preload are bundled by esbuild and the renderer
 * by Vite, so the app needs only the built folders and package.json.
 */
import type { Configuration } from 'electron-builder';

// Machines that cannot download Electron can package from an unpacked Electron folder.
const electronDist = process.env['WELLSPRING_ELECTRON_DIST'];

const config: Configuration = {
  appId: 'org.wellspring.app',
  productName: 'Wellspring',
  directories: { output: 'release', buildResources: 'build' },
  // Everything the app runs is bundled (valibot into main.cjs, chart.js and papaparse into the
  // renderer), so the production node_modules electron-builder adds by default are left out.
  files: ['dist/renderer/**', 'dist-electron/**', 'package.json', '!node_modules{,/**/*}'],
  ...(electronDist ? { electronDist } : {}),
  // Double-click opens a project: on Windows and Linux the path arrives in process.argv (or in
  // 'second-instance' when Wellspring already runs), on macOS as 'open-file' (src-main/windows.ts).
  // The project is plain JSON, so it is declared as such; `ext` has no leading dot.
  fileAssociations: [
    {
      ext: 'wellspring.json',
      name: 'Wellspring project',
      description: 'Wellspring project',
      mimeType: 'application/json',
      role: 'Editor',
    },
  ],
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Development',
    executableName: 'wellspring',
    // .deb requires a maintainer; package.json has no author e-mail yet. Replace before release.
    maintainer: 'Wellspring maintainers <wellspring@example.invalid>',
  },
  win: { target: 'nsis' },
  mac: { target: 'dmg', category: 'public.app-category.developer-tools' },
};

export default config;
