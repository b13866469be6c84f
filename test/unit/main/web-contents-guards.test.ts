import { describe, expect, it } from 'vitest';
import {
  guardSession,
  guardWebContents,
  NAVIGATION_EVENTS,
  type GuardedContents,
  type GuardedSession,
} from '../../../src-main/web-contents-guards';

type Listener = (...args: never[]) => unknown;

/** A stand-in web contents that records what the guards install, with a session of its own. */
function standIn() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const session = {
    request: undefined as Parameters<GuardedSession['setPermissionRequestHandler']>[0] | undefined,
    check: undefined as Parameters<GuardedSession['setPermissionCheckHandler']>[0] | undefined,
    sets: 0,
    setPermissionRequestHandler(handler: NonNullable<typeof this.request>) {
      this.request = handler;
      this.sets += 1;
    },
    setPermissionCheckHandler(handler: NonNullable<typeof this.check>) {
      this.check = handler;
    },
  };
  const contents: GuardedContents = {
    setWindowOpenHandler: (handler) => (openHandler = handler),
    on: (event, listener) => listeners.set(event, listener),
    session,
  };
  const opened: string[] = [];
  guardWebContents(contents, async (url) => void opened.push(url));
  /** Fires a navigation-like event; true when the guard cancelled it. */
  const fire = (event: string, url: string): boolean => {
    let prevented = false;
    const listener = listeners.get(event) as
      ((e: { url: string; preventDefault(): void }) => void) | undefined;
    listener?.({ url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { contents, session, opened, fire, open: (url: string) => openHandler?.({ url }) };
}

describe('guardWebContents: what any web contents a future change makes gets', () => {
  it('denies every new window, and hands only safe http(s) links to the browser', () => {
    const { open, opened } = standIn();
    for (const url of [
      'https://crawl.develz.org/',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://user:pw@example.com/',
      'app://wellspring/index.html',
    ]) {
      expect(open(url)).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://crawl.develz.org/']);
  });

  it.each(NAVIGATION_EVENTS)(
    'cancels %s to the web, a local file or a dropped file, and keeps the app',
    (event) => {
      const { fire } = standIn();
      expect(fire(event, 'https://example.com/')).toBe(true);
      expect(fire(event, 'file:///home/ana/dropped.wellspring.json')).toBe(true);
      expect(fire(event, 'data:text/html,<script>1</script>')).toBe(true);
      expect(fire(event, 'app://wellspring/index.html#restore-recovery')).toBe(false);
    },
  );

  it('refuses every <webview>', () => {
    expect(standIn().fire('will-attach-webview', 'app://wellspring/index.html')).toBe(true);
  });

  it('guards the contents’ own session: every permission refused but the app’s clipboard write', () => {
    const { session } = standIn();
    const asked: boolean[] = [];
    for (const [permission, url] of [
      ['media', 'app://wellspring/index.html'],
      ['geolocation', 'app://wellspring/index.html'],
      ['clipboard-read', 'app://wellspring/index.html'],
      ['clipboard-sanitized-write', 'https://example.com/'],
      ['clipboard-sanitized-write', 'app://wellspring/index.html'],
    ] as const) {
      session.request?.({}, permission, (granted) => asked.push(granted), { requestingUrl: url });
    }
    expect(asked).toEqual([false, false, false, false, true]);
    expect(session.check?.({}, 'notifications', 'app://wellspring/')).toBe(false);
  });

  it('guards a session once however many contents share it', () => {
    const { session } = standIn();
    guardSession(session);
    guardSession(session);
    expect(session.sets).toBe(1);
  });
});
