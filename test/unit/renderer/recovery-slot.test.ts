import { describe, expect, it } from 'vitest';
import { LEGACY_RECOVERY_ID } from '../../../shared/protocol/ipc';
import { PAGE_RECORD_KEY, pageRecoverySlot } from '../../../src-renderer/lib/recovery-slot';

/**
 * Web Locks as the browser keeps them for one origin: exclusive locks by name, `ifAvailable`
 * answered at once, a waiting request given the lock when it is let go or refused when its
 * signal aborts. Shared by the "windows" (slots) of one test, as a browser shares them.
 */
function fakeLocks() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const manager = {
    async request(
      name: string,
      options: LockOptions,
      callback: (lock: Lock | null) => Promise<void> | undefined,
    ): Promise<void> {
      if (held.has(name)) {
        if (options.ifAvailable === true) return void (await callback(null));
        await new Promise<void>((resolve, reject) => {
          const queue = waiting.get(name) ?? [];
          queue.push(resolve);
          waiting.set(name, queue);
          options.signal?.addEventListener('abort', () => {
            waiting.set(
              name,
              (waiting.get(name) ?? []).filter((each) => each !== resolve),
            );
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      }
      held.add(name);
      try {
        await callback({ name, mode: 'exclusive' } as Lock);
      } finally {
        held.delete(name);
        waiting.get(name)?.shift()?.();
      }
    },
  };
  return { manager: manager as unknown as LockManager, held };
}

/** sessionStorage of one tab. */
function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

describe('pageRecoverySlot', () => {
  it('holds its own record, so another window neither offers nor takes it', async () => {
    const { manager } = fakeLocks();
    const first = pageRecoverySlot(manager, tabStorage());
    await first.start();
    const second = pageRecoverySlot(manager, tabStorage());
    await second.start();
    expect(first.ownId).not.toBe(second.ownId);
    expect(await second.claim(first.ownId)).toBe(false);
    // The first window closes (its locks go): its record is offered, once.
    first.release(first.ownId);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await second.claim(first.ownId)).toBe(true);
    const third = pageRecoverySlot(manager, tabStorage());
    expect(await third.claim(first.ownId)).toBe(false);
  });

  it('knows the record of the page before it in the same tab, and waits for its lock', async () => {
    const { manager } = fakeLocks();
    const storage = tabStorage();
    const before = pageRecoverySlot(manager, storage);
    await before.start();
    expect(storage.getItem(PAGE_RECORD_KEY)).toBe(before.ownId);
    // Reloaded: the new page reads the old id while the old page's lock is still going.
    const after = pageRecoverySlot(manager, storage);
    expect(after.previousId).toBe(before.ownId);
    const claimed = after.claim(before.ownId);
    setTimeout(() => before.release(before.ownId), 50);
    expect(await claimed).toBe(true);
  });

  it('claims a record twice without waiting, and the earlier version’s record at once', async () => {
    const { manager } = fakeLocks();
    const slot = pageRecoverySlot(manager, tabStorage());
    expect(await slot.claim(LEGACY_RECOVERY_ID)).toBe(true);
    expect(await slot.claim(LEGACY_RECOVERY_ID)).toBe(true);
  });

  it('lets go of every lock it holds when the app’s run ends, so the next run may take them', async () => {
    const { manager } = fakeLocks();
    const ended = pageRecoverySlot(manager, tabStorage());
    await ended.start();
    expect(await ended.claim('a-closed-window')).toBe(true);
    ended.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const next = pageRecoverySlot(manager, tabStorage());
    expect(await next.claim(ended.ownId)).toBe(true);
    expect(await next.claim('a-closed-window')).toBe(true);
  });

  it('offers every record where the browser has no Web Locks', async () => {
    const slot = pageRecoverySlot(undefined, undefined);
    await slot.start();
    expect(await slot.claim('someone-else')).toBe(true);
    expect(slot.previousId).toBeNull();
  });
});
