import type { MessageBoxOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { GONE_BUTTONS, HUNG_BUTTONS, PageWatch, goneQuestion } from '../../../src-main/page-watch';

/** A fake window: each question waits for `answer`; an aborted one answers its cancelId. */
function setup() {
  const asked: { options: MessageBoxOptions; answer: (choice: number) => void }[] = [];
  const did: string[] = [];
  const watch = new PageWatch({
    ask: (options, signal) =>
      new Promise((resolve) => {
        asked.push({ options, answer: resolve });
        signal.addEventListener('abort', () => {
          did.push(`dismissed ${options.title}`);
          resolve(options.cancelId ?? 0);
        });
      }),
    reload: () => void did.push('reload'),
    close: () => void did.push('close'),
  });
  return { watch, asked, did };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PageWatch', () => {
  it('asks Reload or Close when the page dies, and does what was chosen', async () => {
    for (const [choice, done] of [
      [0, 'reload'],
      [1, 'close'],
    ] as const) {
      const { watch, asked, did } = setup();
      watch.gone('crashed');
      expect(asked.map(({ options }) => options.buttons)).toEqual([[...GONE_BUTTONS]]);
      expect(asked[0]?.options.message).toBe('The Wellspring window stopped: it crashed.');
      asked[0]?.answer(choice);
      await settle();
      expect(did).toEqual([done]);
    }
  });

  it('says nothing when the page closed cleanly, and asks once however often it dies', () => {
    const { watch, asked } = setup();
    watch.gone('clean-exit');
    expect(asked).toEqual([]);
    watch.gone('oom');
    watch.gone('crashed');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.options.message).toContain('it ran out of memory');
  });

  it('asks Wait, Reload or Close when the page hangs; Wait does nothing', async () => {
    for (const [choice, done] of [
      [0, []],
      [1, ['reload']],
      [2, ['close']],
    ] as const) {
      const { watch, asked, did } = setup();
      watch.unresponsive();
      watch.unresponsive();
      expect(asked.map(({ options }) => options.buttons)).toEqual([[...HUNG_BUTTONS]]);
      asked[0]?.answer(choice);
      await settle();
      expect(did).toEqual(done);
      // Answered: a later hang asks again.
      watch.unresponsive();
      expect(asked).toHaveLength(2);
    }
  });

  it('takes the question away when the page responds again, acting on nothing', async () => {
    const { watch, asked, did } = setup();
    watch.unresponsive();
    watch.responsive();
    await settle();
    expect(did).toEqual(['dismissed Wellspring is not responding']);
    expect(asked).toHaveLength(1);
  });

  it('replaces the hang question when the hung page then dies', async () => {
    const { watch, asked, did } = setup();
    watch.unresponsive();
    watch.gone('killed');
    await settle();
    expect(did).toEqual(['dismissed Wellspring is not responding']);
    expect(asked.map(({ options }) => options.title)).toEqual([
      'Wellspring is not responding',
      'Wellspring stopped',
    ]);
    // The dead page's question stays through 'responsive' (a new page would say so).
    watch.responsive();
    asked[1]?.answer(0);
    await settle();
    expect(did).toEqual(['dismissed Wellspring is not responding', 'reload']);
  });

  it('reloads on Escape, so nothing closes by accident', () => {
    expect(goneQuestion('crashed').cancelId).toBe(0);
  });
});
