import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { NOT_UTF8_MESSAGE } from '../../../shared/project/project-bytes';
import { serializeProject } from '../../../shared/app/serialize';
import { ParseClient, type ParsePort } from '../../../src-renderer/lib/parse-client';
import {
  doParseJob,
  type ParseJob,
  type ParseJobAnswer,
} from '../../../src-renderer/lib/parse-jobs';

/** A worker stand-in: does the jobs it is told to, or fails, or never answers. */
class FakeWorker implements ParsePort {
  readonly jobs: ParseJob[] = [];
  terminated = false;
  #answer: (answer: ParseJobAnswer) => void = () => {};
  #fail: (reason: string) => void = () => {};

  postMessage(job: ParseJob): void {
    this.jobs.push(job);
  }
  listen(onAnswer: (answer: ParseJobAnswer) => void, onFailure: (reason: string) => void): void {
    this.#answer = onAnswer;
    this.#fail = onFailure;
  }
  terminate(): void {
    this.terminated = true;
  }
  async doAll(): Promise<void> {
    for (const job of this.jobs.splice(0)) this.#answer(await doParseJob(job));
  }
  fail(reason: string): void {
    this.#fail(reason);
  }
}

function clientWith(timeLimitMs = 60_000) {
  const workers: FakeWorker[] = [];
  const client = new ParseClient(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  }, timeLimitMs);
  return { client, workers };
}

const text = serializeProject(makeDefaultProject());

describe('ParseClient', () => {
  it('starts one worker on the first job and answers each job with the reader’s result', async () => {
    const { client, workers } = clientWith();
    const good = client.readFile('a.wellspring.json', new TextEncoder().encode(text));
    const bad = client.readFile('b.wellspring.json', new Uint8Array([0x7b, 0xe9, 0x7d]));
    expect(workers).toHaveLength(1);
    await workers[0]!.doAll();
    expect((await good).ok).toBe(true);
    expect(await bad).toEqual({
      ok: false,
      fileName: 'b.wellspring.json',
      problems: [{ path: '', message: NOT_UTF8_MESSAGE }],
    });
  });

  it('refuses the jobs of a worker that fails, and starts a new one for the next job', async () => {
    const { client, workers } = clientWith();
    const held = client.readCode('WS1-abc', makeDefaultProject());
    workers[0]!.fail('out of memory');
    expect(await held).toEqual({
      ok: false,
      problems: [{ path: '', message: 'The reader stopped (out of memory).' }],
    });
    expect(workers[0]!.terminated).toBe(true);
    const next = client.readFile('a.wellspring.json', new TextEncoder().encode(text));
    expect(workers).toHaveLength(2);
    await workers[1]!.doAll();
    expect((await next).ok).toBe(true);
  });

  it('gives up a job past the time limit, stopping its worker, so no dialog waits forever', async () => {
    const { client, workers } = clientWith(50);
    const answer = await client.checkDocument('slow.wellspring.json', {});
    expect(answer).toEqual({
      ok: false,
      fileName: 'slow.wellspring.json',
      problems: [
        { path: '', message: 'Reading took longer than 0.05 seconds, so Wellspring stopped it.' },
      ],
    });
    expect(workers[0]!.terminated).toBe(true);
  });

  it('a job that throws in the worker is refused with its reason', async () => {
    const { client, workers } = clientWith();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const answer = client.checkDocument('cyclic.wellspring.json', cyclic);
    await workers[0]!.doAll();
    expect(await answer).toMatchObject({
      ok: false,
      problems: [{ path: '', message: expect.stringMatching(/^could not be read \(.*circular/i) }],
    });
  });
});
