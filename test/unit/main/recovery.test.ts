import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_RECOVERY_ID } from '../../../shared/protocol/ipc';
import {
  createRecoveryStore,
  LEGACY_RECOVERY_FILE_NAME,
  parseRecoveryRecord,
  RECOVERY_DIR_NAME,
} from '../../../src-main/recovery';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'wellspring-recovery-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const record = {
  id: 'window-a',
  text: '{"formatVersion":2}',
  changedAt: '2026-03-14T09:26:53.589Z',
};
const other = { id: 'window-b', text: 'b', changedAt: '2026-03-14T10:00:00.000Z' };

const records = (): Promise<string[]> => fs.readdir(path.join(dir, RECOVERY_DIR_NAME));

describe('recovery store', () => {
  it('reads no record when there is none', async () => {
    expect(await createRecoveryStore(() => dir).read()).toEqual([]);
  });

  it('round-trips a record through recovery/<id>.json, leaving no temp file', async () => {
    const store = createRecoveryStore(() => dir);
    await store.write({ ...record, fileName: 'balance.wellspring.json' });
    expect(await records()).toEqual(['window-a.json']);
    expect(await store.read()).toEqual([{ ...record, fileName: 'balance.wellspring.json' }]);
  });

  it('keeps one record per window: a window replaces its own, never another’s', async () => {
    const store = createRecoveryStore(() => dir);
    await store.write(record);
    await store.write(other);
    await store.write({ ...record, text: 'newer' });
    // The newest change first.
    expect(await store.read()).toEqual([other, { ...record, text: 'newer' }]);
    await store.clear(other.id);
    expect(await store.read()).toEqual([{ ...record, text: 'newer' }]);
  });

  it.each([
    ['torn JSON', '{"id":"window-a","text":"abc","changedAt":"2026-03'],
    ['the wrong shape', '{"id":"window-a","text":1,"changedAt":"2026-03-14T09:26:53.589Z"}'],
    ['a bad date', '{"id":"window-a","text":"a","changedAt":"soon"}'],
    ['an unexpected key', `${JSON.stringify({ ...record, x: 1 })}`],
    ['another record’s id', JSON.stringify({ ...record, id: 'window-b' })],
  ])('deletes a record file holding %s and leaves it out', async (_label, content) => {
    const store = createRecoveryStore(() => dir);
    await store.write(other);
    await fs.writeFile(path.join(dir, RECOVERY_DIR_NAME, 'window-a.json'), content);
    expect(await store.read()).toEqual([other]);
    expect(await records()).toEqual(['window-b.json']);
  });

  it('deletes a record file that is not UTF-8', async () => {
    await fs.mkdir(path.join(dir, RECOVERY_DIR_NAME));
    await fs.writeFile(path.join(dir, RECOVERY_DIR_NAME, 'a.json'), Buffer.from([0xff, 0xfe]));
    expect(await createRecoveryStore(() => dir).read()).toEqual([]);
    expect(await records()).toEqual([]);
  });

  it('ignores files whose names are not record ids', async () => {
    await fs.mkdir(path.join(dir, RECOVERY_DIR_NAME));
    await fs.writeFile(path.join(dir, RECOVERY_DIR_NAME, 'a b.json'), JSON.stringify(record));
    await fs.writeFile(path.join(dir, RECOVERY_DIR_NAME, 'notes.txt'), 'x');
    expect(await createRecoveryStore(() => dir).read()).toEqual([]);
  });

  it('offers the one recovery.json an earlier version kept, and clears it', async () => {
    const { text, changedAt } = record;
    await fs.writeFile(
      path.join(dir, LEGACY_RECOVERY_FILE_NAME),
      JSON.stringify({ text, changedAt }),
    );
    const store = createRecoveryStore(() => dir);
    expect(await store.read()).toEqual([{ id: LEGACY_RECOVERY_ID, text, changedAt }]);
    await store.clear(LEGACY_RECOVERY_ID);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('refuses an id that could leave the folder', async () => {
    const store = createRecoveryStore(() => dir);
    await expect(store.write({ ...record, id: '../escape' })).rejects.toThrow('not a recovery');
    await expect(store.clear('../../x')).rejects.toThrow('not a recovery');
  });

  it('clears a record, and clearing twice is fine', async () => {
    const store = createRecoveryStore(() => dir);
    await store.write(record);
    await store.clear(record.id);
    await store.clear(record.id);
    expect(await records()).toEqual([]);
  });
});

describe('parseRecoveryRecord', () => {
  it('accepts what write produces and nothing else', () => {
    expect(parseRecoveryRecord(JSON.stringify(record), record.id)).toEqual(record);
    expect(parseRecoveryRecord(JSON.stringify(record), 'window-b')).toBeNull();
    expect(parseRecoveryRecord('null', record.id)).toBeNull();
    expect(parseRecoveryRecord('[]', record.id)).toBeNull();
    expect(
      parseRecoveryRecord(JSON.stringify({ ...record, fileName: '../../etc/passwd' }), record.id),
    ).toBeNull();
  });
});
