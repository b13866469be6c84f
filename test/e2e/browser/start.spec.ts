/**
 * `npm start` on a machine without Electron's binary (issue 37): what package.json's start script
 * runs after its build, run as a designer's terminal runs it, must say why there is no desktop
 * window and how to get one, serve the same app on 127.0.0.1 at the address it prints, and stop
 * cleanly on Ctrl+C, with no stack trace.
 *
 * Where Electron's binary is installed (a release machine), the same fallback is reached by
 * pointing ELECTRON_OVERRIDE_DIST_PATH, Electron's own variable, at an empty folder.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { electronBinary } from '../electron-binary';
import { WillpowerPage } from './pages/willpower-page';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What `npm start` runs once `npm run build` is done: the start script after its build step. */
function launchCommand(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [build, ...launch] = (manifest.scripts.start ?? '').split(' && ');
  expect(build, 'npm start builds first').toBe('npm run build');
  const words = launch.join(' && ').split(' ');
  expect(words.join(' '), 'one command, no shell needed').toMatch(/^[\w./-]+( [\w./-]+)*$/);
  return words;
}

interface Launcher {
  readonly child: ChildProcessWithoutNullStreams;
  /** Everything printed so far, stdout and stderr together, in order. */
  output(): string;
  /** The address the launcher printed (rejects if it exits first). */
  readonly address: Promise<string>;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The launch command at the head of its own process group, as a terminal starts it (so a Ctrl+C
 * can reach the whole group), with npm's PATH, on any free port, opening no browser.
 */
function startLauncher(env: NodeJS.ProcessEnv, flags = ['--port', '0']): Launcher {
  const [command, ...args] = launchCommand();
  const child = spawn(command ?? '', [...args, ...flags], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      PATH: [path.join(repoRoot, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
      BROWSER: 'none',
      ...env,
    },
  });
  let output = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const address = new Promise<string>((found, failed) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match?.[1] !== undefined) found(match[1]);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exit.then(() => failed(new Error(`exited before printing an address:\n${output}`)));
  });
  return { child, output: () => output, address, exit };
}

/** True while something answers on `address`. */
async function answers(address: string): Promise<boolean> {
  try {
    await fetch(address);
    return true;
  } catch {
    return false;
  }
}

test.describe('npm start where Electron’s binary is missing', () => {
  test.describe.configure({ timeout: 90_000 });
  // A terminal's Ctrl+C to a process group has no like on Windows (the release workflow's leg).
  test.skip(process.platform === 'win32', 'skipped: Ctrl+C to a process group is POSIX only');
  let empty = '';
  let env: NodeJS.ProcessEnv = {};

  test.beforeAll(() => {
    empty = mkdtempSync(path.join(tmpdir(), 'wellspring-no-electron-'));
    // This machine has no binary: the real case. Elsewhere, Electron's own override variable
    // pointed at an empty folder makes the same binary go missing.
    env = electronBinary() === null ? {} : { ELECTRON_OVERRIDE_DIST_PATH: empty };
  });

  test.afterAll(() => {
    if (empty !== '') rmSync(empty, { recursive: true, force: true });
  });

  test('says why and how to install Electron, serves the app, and stops on Ctrl+C', async ({
    page,
  }) => {
    const launcher = startLauncher(env);
    try {
      const address = await launcher.address;
      const said = launcher.output();
      if (env.ELECTRON_OVERRIDE_DIST_PATH === undefined) {
        expect(said).toContain('node node_modules/electron/install.js');
        expect(said).toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
      } else {
        expect(said).toContain('ELECTRON_OVERRIDE_DIST_PATH');
      }
      expect(said).toContain('Ctrl+C stops it');

      const response = await fetch(address);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Wellspring</title>');

      // The app itself, as the designer's browser shows it.
      const willpower = new WillpowerPage(page);
      await page.goto(address);
      await expect(willpower.engineStatus).toHaveText('Engine ready');
      await expect(willpower.levelOne).toHaveText(
        '3 (Elf) + 12 (Wizard) + 2 (Int) + 1 (Wil) + 0 (Pre) = 18',
      );
      await expect(page.getByTestId('app-info')).toHaveText(/Wellspring \d+\.\d+\.\d+ · browser/);
      expect(willpower.pageErrors).toEqual([]);
      await page.close();

      // Ctrl+C in a terminal signals the whole foreground process group.
      process.kill(-(launcher.child.pid ?? 0), 'SIGINT');
      expect(await launcher.exit).toEqual({ code: 0, signal: null });
      expect(launcher.output()).toContain('Wellspring stopped.');
      expect(launcher.output()).not.toMatch(/^\s+at |Error:|ERR!/m);
      expect(await answers(address), 'nothing serves the address once stopped').toBe(false);
    } finally {
      if (launcher.child.exitCode === null) process.kill(-(launcher.child.pid ?? 0), 'SIGKILL');
    }
  });

  test('stops its server too when the launcher alone is told to stop (SIGTERM)', async () => {
    const launcher = startLauncher(env);
    try {
      const address = await launcher.address;
      expect((await fetch(address)).status).toBe(200);
      launcher.child.kill('SIGTERM');
      expect(await launcher.exit).toEqual({ code: 0, signal: null });
      expect(launcher.output()).not.toMatch(/^\s+at |Error:|ERR!/m);
      expect(await answers(address), 'the server stopped with its launcher').toBe(false);
    } finally {
      if (launcher.child.exitCode === null) process.kill(-(launcher.child.pid ?? 0), 'SIGKILL');
    }
  });

  test('opens the default browser at the address, and moves off a taken port saying so', async () => {
    // A desktop session whose opener (xdg-open; open on macOS) writes down what it was asked.
    const bin = path.join(empty, 'bin');
    const opened = path.join(empty, 'opened.txt');
    mkdirSync(bin, { recursive: true });
    for (const opener of ['xdg-open', 'open']) {
      writeFileSync(path.join(bin, opener), `#!/bin/sh\necho "$@" > "${opened}"\n`, {
        mode: 0o755,
      });
    }
    const taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    const port = (taken.address() as AddressInfo).port;
    const launcher = startLauncher(
      {
        ...env,
        BROWSER: '',
        DISPLAY: ':99',
        PATH: [bin, path.join(repoRoot, 'node_modules', '.bin'), process.env.PATH].join(
          path.delimiter,
        ),
      },
      ['--port', String(port)],
    );
    try {
      const address = await launcher.address;
      expect(address).not.toBe(`http://127.0.0.1:${port}/`);
      const said = launcher.output().replace(/\s+/g, ' ');
      expect(said).toContain(`${address} (opened in your default browser)`);
      expect(said).toContain(`Port ${port} was in use, so this time it is`);
      await expect
        .poll(() => existsSync(opened) && readFileSync(opened, 'utf8'))
        .toBe(`${address}\n`);
      process.kill(-(launcher.child.pid ?? 0), 'SIGINT');
      expect(await launcher.exit).toEqual({ code: 0, signal: null });
    } finally {
      taken.close();
      if (launcher.child.exitCode === null) process.kill(-(launcher.child.pid ?? 0), 'SIGKILL');
    }
  });
});
