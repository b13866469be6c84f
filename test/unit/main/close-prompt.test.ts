import type { MessageBoxOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CloseGuard,
  closeChoiceFor,
  closePromptOptions,
  SAVE_WAIT_MS,
} from '../../../src-main/close-prompt';

describe('closePromptOptions', () => {
  it('asks Save / Don’t Save / Cancel about the named file, Escape meaning Cancel', () => {
    const options = closePromptOptions('balance.wellspring.json');
    expect(options.message).toBe(
      'Do you want to save the changes you made to balance.wellspring.json?',
    );
    expect(options.buttons).toEqual(['Save', "Don't Save", 'Cancel']);
    expect(options.defaultId).toBe(0);
    expect(options.cancelId).toBe(2);
  });

  it('names a never-saved project', () => {
    expect(closePromptOptions(null).message).toContain('this new project');
  });
});

describe('closeChoiceFor', () => {
  it('maps the buttons, anything else being Cancel', () => {
    expect(closeChoiceFor(0)).toBe('save');
    expect(closeChoiceFor(1)).toBe('discard');
    expect(closeChoiceFor(2)).toBe('cancel');
    expect(closeChoiceFor(-1)).toBe('cancel');
  });
});

function harness(answer: number | (() => Promise<number>), dirty = true) {
  const events: string[] = [];
  const asked: MessageBoxOptions[] = [];
  const state = { dirty };
  const guard = new CloseGuard({
    isDirty: () => state.dirty,
    fileName: () => 'balance.wellspring.json',
    ask: async (options) => {
      asked.push(options);
      return typeof answer === 'number' ? answer : answer();
    },
    requestSave: () => events.push('save requested'),
    discard: async () => {
      events.push('recovery cleared');
    },
    finish: () => events.push('closed'),
    abandon: () => events.push('stayed open'),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
  });
  return { guard, events, asked, state };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('CloseGuard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a clean window close without asking', () => {
    const h = harness(0, false);
    expect(h.guard.allowClose()).toBe(true);
    expect(h.asked).toHaveLength(0);
  });

  it('holds a dirty window open and asks once, however often close is tried', async () => {
    const h = harness(() => new Promise(() => undefined));
    expect(h.guard.allowClose()).toBe(false);
    expect(h.guard.allowClose()).toBe(false);
    await settle();
    expect(h.asked).toHaveLength(1);
  });

  it('Cancel keeps the window open and stops a quit', async () => {
    const h = harness(2);
    expect(h.guard.allowClose()).toBe(false);
    await settle();
    expect(h.events).toEqual(['stayed open']);
    expect(h.guard.state).toBe('idle');
  });

  it('Don’t Save deletes the recovery file, then closes for good', async () => {
    const h = harness(1);
    h.guard.allowClose();
    await settle();
    expect(h.events).toEqual(['recovery cleared', 'closed']);
    expect(h.guard.allowClose()).toBe(true);
  });

  it('Save asks the page to save and closes once it reports itself clean', async () => {
    const h = harness(0);
    h.guard.allowClose();
    await settle();
    expect(h.events).toEqual(['save requested']);
    h.guard.saveProgress('started');
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS * 10); // a long Save As dialog is fine
    h.guard.saveProgress('saved');
    expect(h.events).toEqual(['save requested']);
    h.state.dirty = false;
    h.guard.documentStateChanged(false);
    expect(h.events).toEqual(['save requested', 'closed']);
    expect(h.guard.allowClose()).toBe(true);
  });

  it('Save that the designer cancels in the dialog keeps the window open', async () => {
    const h = harness(0);
    h.guard.allowClose();
    await settle();
    h.guard.saveProgress('started');
    h.guard.saveProgress('canceled');
    expect(h.events).toEqual(['save requested', 'stayed open']);
    expect(h.guard.allowClose()).toBe(false); // asks again
  });

  it('Save that fails keeps the window open', async () => {
    const h = harness(0);
    h.guard.allowClose();
    await settle();
    h.guard.saveProgress('started');
    h.guard.saveProgress('failed');
    expect(h.events).toEqual(['save requested', 'stayed open']);
  });

  it('stays open when the page never starts saving', async () => {
    const h = harness(0);
    h.guard.allowClose();
    await settle();
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    expect(h.events).toEqual(['save requested', 'stayed open']);
  });

  it('stays open when the page saves but never reports itself clean', async () => {
    const h = harness(0);
    h.guard.allowClose();
    await settle();
    h.guard.saveProgress('started');
    h.guard.saveProgress('saved');
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS);
    expect(h.events).toEqual(['save requested', 'stayed open']);
  });

  it('ignores saves and clean reports it did not ask for', async () => {
    const h = harness(0);
    h.guard.saveProgress('saved');
    h.guard.documentStateChanged(false);
    expect(h.events).toEqual([]);
  });

  it('treats a failing message box as Cancel', async () => {
    const h = harness(() => Promise.reject(new Error('no display')));
    h.guard.allowClose();
    await settle();
    expect(h.events).toEqual(['stayed open']);
  });
});
