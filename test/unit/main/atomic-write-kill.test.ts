/**
 * Issue 6: "a crash or kill at any moment leaves either the old file or the new one, never a
 * torn one". A child Node process (writeFileAtomic bundled by esbuild, as main.cjs bundles it)
 * saves two large project texts in turn over one target, as fast as it can; the test SIGKILLs it
 * at random moments, ~50 times, and after each kill the target must parse and be exactly one of
 * the two texts. Temp files a kill leaves behind are swept by removeStaleTempFiles, as
 * saveProject does after its next successful save.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { parseProject, serializeProject } from '../../../shared/app/serialize';
import { removeStaleTempFiles } from '../../../src-main/atomic-write';

const srcMain = fileURLToPath(new URL('../../../src-main', import.meta.url));
const KILLS = 50;
/** Big enough that a save takes milliseconds, so kills land inside the write, fsync or rename. */
const PADDING_BYTES = 1024 * 1024;

const CHILD_SOURCE = `
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from './atomic-write';

async function main(): Promise<void> {
  const [target, first, second] = process.argv.slice(2) as [string, string, string];
  const texts = [readFileSync(first, 'utf8'), readFileSync(second, 'utf8')];
  process.stdout.write('ready\\n');
  for (let i = 0; ; i += 1) await writeFileAtomic(target, texts[i % 2] as string);
}

void main();
`;

let dir: string;
let child: string;
let textA: string;
let textB: string;
let pathA: string;
let pathB: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'wellspring-kill-'));
  child = path.join(dir, 'saver.cjs');
  await build({
    stdin: { contents: CHILD_SOURCE, resolveDir: srcMain, loader: 'ts', sourcefile: 'saver.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: child,
    logLevel: 'warning',
  });
  const doc = makeDefaultProject();
  // Two different valid project files (whitespace is legal JSON around the value).
  textA = `${serializeProject(doc)}${' '.repeat(PADDING_BYTES)}`;
  textB = `${JSON.stringify(doc, null, '\t')}\n${'\n'.repeat(PADDING_BYTES + 12345)}`;
  pathA = path.join(dir, 'a.txt');
  pathB = path.join(dir, 'b.txt');
  await fs.writeFile(pathA, textA);
  await fs.writeFile(pathB, textB);
}, 30_000);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Starts the saver, waits until it is about to loop, lets it save for `ms`, then SIGKILLs it. */
function runAndKill(target: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, target, pathA, pathB], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.stdout.once('data', () => setTimeout(() => proc.kill('SIGKILL'), ms));
    proc.on('error', reject);
    proc.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`saver ended by itself (${String(signal)}): ${stderr}`));
    });
  });
}

describe('writeFileAtomic under SIGKILL', () => {
  it(
    'leaves the old project or the new one after every kill, never a torn file',
    async () => {
      const workspace = path.join(dir, 'work');
      await fs.mkdir(workspace);
      const target = path.join(workspace, 'balance.wellspring.json');
      await fs.writeFile(target, textA);

      const seen = { a: 0, b: 0, killedMidSave: 0 };
      for (let i = 0; i < KILLS; i += 1) {
        await runAndKill(target, Math.floor(Math.random() * 60));
        const text = await fs.readFile(target, 'utf8');
        expect(
          text === textA || text === textB,
          `kill ${i}: torn file of ${text.length} chars`,
        ).toBe(true);
        expect(() => JSON.parse(text)).not.toThrow();
        expect(parseProject(text, 'balance.wellspring.json').ok).toBe(true);
        if (text === textA) seen.a += 1;
        else seen.b += 1;
        const leftovers = (await fs.readdir(workspace)).filter((name) => name.endsWith('.tmp'));
        if (leftovers.length > 0) seen.killedMidSave += 1;
        // As saveProject does after a save: sweep them (here at once, not after a minute).
        await removeStaleTempFiles(target, 0);
      }

      console.log(`kills: ${KILLS}, old/new: ${seen.a}/${seen.b}, mid-save: ${seen.killedMidSave}`);
      // The kills really did land in the middle of saves, and the saves did replace the file.
      expect(seen.killedMidSave).toBeGreaterThan(0);
      expect(seen.a + seen.b).toBe(KILLS);
      expect(await fs.readdir(workspace)).toEqual(['balance.wellspring.json']);
    },
    40_000, // ~15 s here (two cores, ~160 ms per Node start); the margin is for busy machines
  );
});
