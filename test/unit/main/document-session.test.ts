import { describe, expect, it } from 'vitest';
import {
  createDocumentSession,
  DocumentSessions,
  PENDING_OPEN_TTL_MS,
  takePendingOpen,
} from '../../../src-main/document-session';

describe('document sessions', () => {
  it('start with no file, clean, titled Wellspring, nothing pending', () => {
    expect(createDocumentSession()).toEqual({
      filePath: null,
      dirty: false,
      title: 'Wellspring',
      pendingOpen: null,
      recoveryId: null,
    });
  });

  it('keep one session per window until the window is forgotten', () => {
    const sessions = new DocumentSessions<{ id: number }>();
    const a = { id: 1 };
    const b = { id: 2 };
    sessions.get(a).dirty = true;
    expect(sessions.get(a).dirty).toBe(true);
    expect(sessions.get(b).dirty).toBe(false);
    expect(sessions.anyDirty()).toBe(true);
    sessions.delete(a);
    expect(sessions.has(a)).toBe(false);
    expect(sessions.anyDirty()).toBe(false);
  });
});

describe('takePendingOpen', () => {
  it('hands the pending file over once', () => {
    const session = createDocumentSession();
    session.pendingOpen = { filePath: '/p.wellspring.json', at: 100 };
    expect(takePendingOpen(session, 200)).toBe('/p.wellspring.json');
    expect(takePendingOpen(session, 200)).toBeNull();
  });

  it('drops a pending file older than the time limit (or from the future)', () => {
    const session = createDocumentSession();
    session.pendingOpen = { filePath: '/p.wellspring.json', at: 100 };
    expect(takePendingOpen(session, 100 + PENDING_OPEN_TTL_MS + 1)).toBeNull();
    expect(session.pendingOpen).toBeNull();
    session.pendingOpen = { filePath: '/p.wellspring.json', at: 100 };
    expect(takePendingOpen(session, 50)).toBeNull();
  });
});
