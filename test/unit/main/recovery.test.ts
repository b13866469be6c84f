import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createRecoveryStore,
  parseRecoveryRecord,
  RECOVERY_FILE_NAME,
} from '../../../src-main/recovery';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'wellspring-recovery-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const record = { text: '{"formatVersion":2}', changedAt: '2026-03-14T09:26:53.589Z' };

describe('recovery store', () => {
  it('reads nothing when there is no recovery file', async () => {
    expect(await createRecoveryStore(() => dir).read()).toBeNull();
  });

  it('round-trips a record through recovery.json, leaving no temp file', async () => {
    const store = createRecoveryStore(() => dir);
    await store.write({ ...record, fileName: 'balance.wellspring.json' });
    expect(await fs.readdir(dir)).toEqual([RECOVERY_FILE_NAME]);
    expect(await store.read()).toEqual({ ...record, fileName: 'balance.wellspring.json' });
  });

  it('replaces the previous record', async () => {
    const store = createRecoveryStore(() => dir);
    await store.write(record);
    await store.write({ ...record, text: 'newer' });
    expect((await store.read())?.text).toBe('newer');
  });

  it.each([
    ['torn JSON', '{"text":"abc","changedAt":"2026-03'],
    ['the wrong shape', '{"text":1,"changedAt":"2026-03-14T09:26:53.589Z"}'],
    ['a bad date', '{"text":"a","changedAt":"soon"}'],
    ['an unexpected key', '{"text":"a","changedAt":"2026-03-14T09:26:53.589Z","x":1}'],
  ])('deletes a recovery file holding %s and reads nothing', async (_label, content) => {
    await fs.writeFile(path.join(dir, RECOVERY_FILE_NAME), content);
    expect(await createRecoveryStore(() => dir).read()).toBeNull();
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('deletes a recovery file that is not UTF-8', async () => {
    await fs.writeFile(path.join(dir, RECOVERY_FILE_NAME), Buffer.from([0xff, 0xfe, 0x00]));
    expect(await createRecoveryStore(() => dir).read()).toBeNull();
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('clears the file, and clearing twice is fine', async () => {
    const store = createRecoveryStore(() => dir);
    await store.write(record);
    await store.clear();
    await store.clear();
    expect(await fs.readdir(dir)).toEqual([]);
  });
});

describe('parseRecoveryRecord', () => {
  it('accepts what write produces and nothing else', () => {
    expect(parseRecoveryRecord(JSON.stringify(record))).toEqual(record);
    expect(parseRecoveryRecord('null')).toBeNull();
    expect(parseRecoveryRecord('[]')).toBeNull();
    expect(
      parseRecoveryRecord(JSON.stringify({ ...record, fileName: '../../etc/passwd' })),
    ).toBeNull();
  });
});
