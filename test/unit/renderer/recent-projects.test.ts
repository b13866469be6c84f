import { describe, expect, it } from 'vitest';
import { RECENT_FILES_MAX } from '../../../shared/protocol/ipc';
import {
  RecentProjects,
  type RecentListStore,
} from '../../../src-renderer/platform/recent-projects';
import { FakeDisk } from './fake-file-handles';

function memoryStore(initial?: unknown): RecentListStore & { value: unknown; failWrites: boolean } {
  return {
    value: initial,
    failWrites: false,
    async read() {
      return this.value;
    },
    async write(list) {
      if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
      this.value = [...list];
    },
  };
}

const names = async (recent: RecentProjects) => (await recent.list()).map((each) => each.name);

describe('the browser’s Open Recent', () => {
  it('puts the file opened or saved first, once, whatever handle it came through', async () => {
    const disk = new FakeDisk();
    const recent = new RecentProjects(memoryStore());
    for (const name of ['a.wellspring.json', 'b.wellspring.json', 'c.wellspring.json']) {
      await recent.add(disk.handle(name).asHandle);
    }
    // A new handle to a file already listed (opened again through the picker).
    await recent.add(disk.handle('a.wellspring.json').asHandle);
    expect(await names(recent)).toEqual([
      'a.wellspring.json',
      'c.wellspring.json',
      'b.wellspring.json',
    ]);
  });

  it(`keeps the newest ${RECENT_FILES_MAX}, as the desktop's menu does`, async () => {
    const disk = new FakeDisk();
    const recent = new RecentProjects(memoryStore());
    for (let i = 1; i <= RECENT_FILES_MAX + 2; i += 1)
      await recent.add(disk.handle(`${i}.json`).asHandle);
    const list = await names(recent);
    expect(list).toHaveLength(RECENT_FILES_MAX);
    expect(list[0]).toBe(`${RECENT_FILES_MAX + 2}.json`);
    expect(list.at(-1)).toBe('3.json');
  });

  it('two additions at once both stay (each reads the list the other wrote)', async () => {
    const disk = new FakeDisk();
    const recent = new RecentProjects(memoryStore());
    await Promise.all([
      recent.add(disk.handle('a.json').asHandle),
      recent.add(disk.handle('b.json').asHandle),
    ]);
    expect(await names(recent)).toEqual(['b.json', 'a.json']);
  });

  it('drops what is not an entry from a damaged store, and reads no store as empty', async () => {
    const disk = new FakeDisk();
    const good = {
      id: '1',
      name: 'a.json',
      handle: disk.handle('a.json'),
      at: '2026-01-01T00:00:00Z',
    };
    const damaged = [good, { id: '2', name: 'b.json', at: 'x' }, null, 'c.json'];
    expect(await names(new RecentProjects(memoryStore(damaged)))).toEqual(['a.json']);
    expect(await names(new RecentProjects(memoryStore({ files: [] })))).toEqual([]);
    const broken: RecentListStore = {
      read: () => Promise.reject(new Error('IndexedDB is off')),
      write: () => Promise.reject(new Error('IndexedDB is off')),
    };
    const recent = new RecentProjects(broken);
    await expect(recent.add(disk.handle('a.json').asHandle)).resolves.toBeUndefined();
    expect(await names(recent)).toEqual([]);
  });

  it('tells its listeners of each change kept, not of a change the store refused', async () => {
    const disk = new FakeDisk();
    const store = memoryStore();
    const recent = new RecentProjects(store);
    const heard: string[][] = [];
    recent.subscribe((list) => heard.push(list.map((each) => each.name)));
    await recent.add(disk.handle('a.json').asHandle);
    store.failWrites = true;
    await recent.add(disk.handle('b.json').asHandle);
    store.failWrites = false;
    await recent.clear();
    expect(heard).toEqual([[], ['a.json'], []]);
  });
});
