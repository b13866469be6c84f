/**
 * `npm start`, after `npm run build`: the desktop app where Electron's binary is installed; where
 * it is not (its download skipped or blocked), one paragraph on why and how to install it, then
 * the same app served on 127.0.0.1 and opened in the default browser where there is one, its
 * address printed either way. Ctrl+C (or SIGTERM) stops either cleanly, exit 0, no stack trace.
 *
 *   npm start -- --port 8080    serve the browser fallback on another port (0: any free one)
 *   npm start -- --no-open      print the address only (BROWSER=none does the same)
 *
 * The choices are plain functions in launch/launch-plan.ts; this file runs the processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { findElectron } from './launch/electron-install';
import {
  browserOpener,
  parseStartArgs,
  planLaunch,
  runningLine,
  type StartOptions,
} from './launch/launch-plan';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** How long the preview server may take to answer before the launcher gives up on it. */
const SERVE_TIMEOUT_MS = 60_000;
/** How long a child asked to stop may take before it is killed. */
const STOP_GRACE_MS = 5_000;

/**
 * Runs `child` until it ends or this process is told to stop (Ctrl+C, SIGTERM), which it passes
 * on. Resolves with the exit code to end with: the child's own, or 0 when asked to stop.
 */
function runUntilStopped(child: ChildProcess, onStop: () => void = () => {}): Promise<number> {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    onStop();
    // A terminal's Ctrl+C reaches the child too; a SIGTERM from a process manager does not.
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    // A child that does not stop in time is stopped outright (the timer holds no exit back).
    setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return new Promise((done) => {
    child.on('error', (error) => {
      console.error(`Could not start ${child.spawnfile}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code) => done(stopping ? 0 : (code ?? 1)));
  });
}

/** The desktop app, as `electron .` starts it. */
function runDesktop(command: string, args: readonly string[]): Promise<number> {
  return runUntilStopped(spawn(command, args, { cwd: repoRoot, stdio: 'inherit' }));
}

/** `port` if nothing listens on it on 127.0.0.1, else (or for 0) a free one the system picks. */
function freePort(port: number): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(port === 0 ? 0 : freePort(0)));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : port));
    });
  });
}

/** Resolves once `url` answers, false if `child` ends first or the time runs out. */
async function served(url: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + SERVE_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Whether `name` is an executable file on PATH. */
function onPath(name: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Opens `url` in the default browser where there is one; true if an opener was started. */
function openBrowser(url: string): boolean {
  const opener = browserOpener(url, process.platform, process.env, onPath);
  if (opener === null) return false;
  const child = spawn(opener.command, opener.args, {
    detached: true,
    stdio: 'ignore',
    windowsVerbatimArguments: opener.verbatim,
  });
  child.on('error', () => console.log(`(Could not open a browser: open ${url} yourself.)`));
  child.unref();
  return true;
}

/** The built renderer served by `vite preview` on 127.0.0.1, until Ctrl+C. */
async function serveInBrowser(options: StartOptions): Promise<number> {
  if (!existsSync(path.join(repoRoot, 'dist', 'renderer', 'index.html'))) {
    console.error('The app is not built yet: npm start builds it first (npm run build).');
    return 1;
  }
  const port = await freePort(options.port);
  const url = `http://127.0.0.1:${port}/`;
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  // stdin stays an open pipe: vite preview stops when its stdin ends, so it also stops if this
  // launcher is killed outright. --bypass-lock: a designer's own `npm run preview` may be running.
  const args = ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const server = spawn(process.execPath, [vite, ...args, '--bypass-lock'], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  server.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  server.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  let stopped = false;
  const ended = runUntilStopped(server, () => (stopped = true));

  if (await served(url, server)) {
    console.log(runningLine(url, options.open && openBrowser(url), options.port, port));
  } else if (!stopped) {
    server.kill('SIGTERM');
    await ended;
    console.error(`\nThe app could not be served at ${url}. vite preview said:\n`);
    process.stderr.write(Buffer.concat(output));
    return 1;
  }
  const code = await ended;
  if (stopped) {
    console.log('Wellspring stopped.');
    return 0;
  }
  console.error(`\nThe server stopped by itself (exit ${code}). vite preview said:\n`);
  process.stderr.write(Buffer.concat(output));
  return code === 0 ? 1 : code;
}

async function start(): Promise<number> {
  const options = parseStartArgs(process.argv.slice(2), process.env);
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  const electron = findElectron(path.join(repoRoot, 'node_modules', 'electron'), process.env);
  const plan = planLaunch(electron, process.env, process.platform);
  if (plan.kind === 'desktop') return runDesktop(plan.command, plan.args);
  console.log(plan.explanation);
  return serveInBrowser(options);
}

process.exitCode = await start();
