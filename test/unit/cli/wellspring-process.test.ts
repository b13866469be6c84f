/**
 * The real CLI as a user runs it: the esbuild bundle `npx wellspring` runs, as a child process,
 * with real stdout, stderr, exit codes and files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { REPORTS } from '../../../shared/app/report-catalog';
import { PROJECT_FILE_MAX_BYTES } from '../../../shared/protocol/ipc';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const bundle = path.join(root, 'dist-cli', 'wellspring.cjs');
let dir: string;

function wellspring(args: readonly string[], cwd = root) {
  const result = spawnSync(process.execPath, [bundle, ...args], { cwd, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  execFileSync('npm', ['run', '--silent', 'build:cli'], { cwd: root, stdio: 'pipe' });
  dir = await fs.mkdtemp(path.join(tmpdir(), 'wellspring-cli-'));
}, 60_000);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('dist-cli/wellspring.cjs', () => {
  it('starts with a shebang, so npm can link it as the wellspring command', async () => {
    expect((await fs.readFile(bundle, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('writes the CSV to stdout and exits 0', () => {
    const result = wellspring([
      'report',
      'willpower/curves',
      '--race',
      'Elf',
      '--class',
      'Wizard',
      '--stat',
      'Int=15',
      '--stat',
      'Wil=12',
      '--stat',
      'Pre=10',
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\r\n').slice(0, 3)).toEqual([
      '\ufefflevel,max_mana,max_hp',
      '1,18,5',
      '2,26,7',
    ]);
  });

  it('writes --out FILE (relative to where it runs) and nothing to stdout', async () => {
    const result = wellspring(['report', 'willpower/costs', '--no-bom', '--out', 'costs.csv'], dir);
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await fs.readFile(path.join(dir, 'costs.csv'), 'utf8')).toBe(
      'ability,kind,base_cost,cut_percent,effective_cost,how\r\n' +
        'Burning hands,spell,6,0,6,6 (Burning hands) = 6\r\n',
    );
    expect((await fs.readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('exits 1 with one line naming --out when it cannot write there', async () => {
    const missing = path.join(dir, 'no-such-folder', 'x.csv');
    const result = wellspring(['report', 'willpower/curves', '--out', missing]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `--out ${missing}: cannot write it (ENOENT: no such file or directory)\n`,
    });
    const folder = wellspring(['report', 'willpower/curves', '--out', dir]);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toMatch(
      new RegExp(`^--out ${dir}: cannot write it \\(E\\w+: [^'\\n]*\\)\\n$`),
    );
  });

  it('reads --project FILE', async () => {
    await fs.writeFile(path.join(dir, 'project.json'), JSON.stringify(makeDefaultProject()));
    const result = wellspring(['report', 'willpower/regen', '--project', 'project.json'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\r\n')[1]).toBe('1,18,216,3888,64.8');
  });

  it('exits 2 with one line on stderr for a bad flag, writing nothing', () => {
    const result = wellspring(['report', 'willpower/curves', '--stat', 'Int=abc']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: '--stat Int=abc: Intelligence must be a whole number from 1 to 30\n',
    });
  });

  it('lists the reports', () => {
    const result = wellspring(['report', '--list']);
    expect(result.code).toBe(0);
    // The bundle lists what the sources list: one line a report.
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(REPORTS.length);
  });

  it('reads --project as the app does: no pipes or devices, no file past the size limit', async () => {
    const fifo = path.join(dir, 'pipe.wellspring.json');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // A FIFO with no writer: refused at once, not waited on.
    const piped = wellspring(['report', 'willpower/curves', '--project', fifo]);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('This is not a file (a pipe, a device or a socket)');
    const zero = wellspring(['report', 'willpower/curves', '--project', '/dev/zero']);
    expect(zero.code).toBe(2);
    const big = path.join(dir, 'big.wellspring.json');
    await fs.writeFile(big, ' '.repeat(PROJECT_FILE_MAX_BYTES + 1));
    const tooBig = wellspring(['report', 'willpower/curves', '--project', big]);
    expect(tooBig.code).toBe(2);
    expect(tooBig.stderr).toContain('the most Wellspring opens');
  });

  it('writes into /dev/null-like targets instead of replacing them, and --out - to stdout', () => {
    const fifo = path.join(dir, 'out-pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // A reader on the pipe (cat), the CLI writing into it.
    const result = spawnSync(
      'sh',
      [
        '-c',
        `cat "${fifo}" & "${process.execPath}" "${bundle}" report willpower/curves --out "${fifo}"; wait`,
      ],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    expect(result.stdout.startsWith('\ufefflevel,max_mana,max_hp')).toBe(true);
    const dash = wellspring(['report', 'willpower/curves', '--out', '-']);
    expect(dash.code).toBe(0);
    expect(dash.stdout.startsWith('\ufefflevel,max_mana,max_hp')).toBe(true);
  });
});
