/**
 * The bundled parse worker (dist-electron/parse-worker.cjs, as the app runs it) on a real worker
 * thread: the same answers as the shared parser, the main thread free meanwhile.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { parseProject, serializeProject } from '../../../shared/app/serialize';
import { createWorkerParser, type WorkerParser } from '../../../src-main/parse-in-worker';
import { loadProjectFile } from '../../../src-main/project-files';
import { scaledProjectText } from '../../bench/scaled-project';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let parser: WorkerParser;

beforeAll(() => {
  execFileSync('npm', ['run', '--silent', 'build:main'], { cwd: root, stdio: 'pipe' });
  parser = createWorkerParser(path.join(root, 'dist-electron', 'parse-worker.cjs'));
}, 60_000);

afterAll(async () => {
  await parser.close();
});

describe('createWorkerParser', () => {
  it('answers as the shared parser does, for a good file and a bad one', async () => {
    const good = serializeProject(makeDefaultProject());
    expect(await parser.parse(good, 'a.wellspring.json')).toEqual(
      parseProject(good, 'a.wellspring.json'),
    );
    const bad = good.replace('"int": 15', '"int": "x"');
    const refused = await parser.parse(bad, 'b.wellspring.json');
    expect(refused).toEqual(parseProject(bad, 'b.wellspring.json'));
    expect(refused.ok).toBe(false);
  });

  it('leaves the main thread free while it parses', async () => {
    const big = scaledProjectText(10, 1000);
    let freeMeanwhile = false;
    setImmediate(() => (freeMeanwhile = true));
    const parsing = parser.parse(big, 'big.wellspring.json');
    // Parsed here, synchronously, the check would run before setImmediate could.
    const result = await parsing;
    expect(result.ok).toBe(true);
    expect(freeMeanwhile).toBe(true);
  });

  it('answers parses in flight in the order asked, each its own', async () => {
    const texts = [1, 2, 3].map((n) =>
      serializeProject({
        ...makeDefaultProject(),
        compare: { ...makeDefaultProject().compare, secondsPerTurn: n },
      }),
    );
    const results = await Promise.all(texts.map((text) => parser.parse(text, 'x')));
    expect(
      results.map((result) =>
        result.ok ? (result.document as { compare: { secondsPerTurn: number } }).compare : null,
      ),
    ).toEqual([1, 2, 3].map((n) => expect.objectContaining({ secondsPerTurn: n })));
  });

  it('turns a reader that cannot start into a problem the Open dialog shows', async () => {
    const broken = createWorkerParser(path.join(root, 'no-such-worker.cjs'));
    const outcome = await loadProjectFile('/x/a.wellspring.json', {
      readFile: async () => serializeProject(makeDefaultProject()),
      parseProject: broken.parse,
    });
    expect(outcome.status).toBe('invalid');
    await broken.close();
  });
});
