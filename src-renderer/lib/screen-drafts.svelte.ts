import { getContext, setContext } from 'svelte';

/**
 * A field on a screen whose text is not a valid value: its element id, what it is called, and
 * whose field it is when it sits in a build's panel (the build's name).
 */
export interface Draft {
  readonly id: string;
  readonly label: string;
  readonly where?: string;
}

/**
 * The fields of one screen that hold a draft the project refused. Every Field reports itself here
 * (through the screen's context), so the screen can name them and the navigation can say a screen
 * it is not showing still has a value to fix.
 */
export class ScreenDrafts {
  #drafts = $state<readonly Draft[]>([]);
  #discards = $state(0);

  /** Drops the drafts of this screen's fields (its Reset), leaving other screens' alone. */
  discard(): void {
    this.#discards += 1;
  }

  /** Read by each field of the screen, so a discard reaches it. */
  get discards(): number {
    return this.#discards;
  }

  set(draft: Draft, invalid: boolean): void {
    const others = this.#drafts.filter((entry) => entry.id !== draft.id);
    this.#drafts = invalid ? [...others, draft] : others;
  }

  get drafts(): readonly Draft[] {
    return this.#drafts;
  }
}

const KEY = Symbol('screen-drafts');
const SCOPE = Symbol('draft-scope');

/**
 * For a build's panel, called as it starts: its fields' drafts are named with the build, so a
 * message can say "Willpower › Tathren › Intelligence".
 */
export function provideDraftScope(name: () => string): void {
  setContext(SCOPE, name);
}

/** The name of the build a field sits in, if it sits in a build's panel. */
export function draftScope(): (() => string) | undefined {
  return getContext<(() => string) | undefined>(SCOPE);
}

/** Bumped when every draft must go: another project opened. */
let discardCount = $state(0);

/**
 * Drops every field's refused draft: each field shows its value again. For verbs that set values
 * wholesale (New, Open), whose result may equal the value a draft was trying to change, so the
 * draft would otherwise stay and keep the figures marked stale.
 */
export function discardAllDrafts(): void {
  discardCount += 1;
}

/**
 * For a Reset button, called as the component starts (it reads the screen's context): a function
 * that drops the drafts of this screen only, since a Reset sets this screen's values wholesale.
 */
export function screenDraftDiscarder(): () => void {
  const drafts = screenDrafts();
  return () => (drafts === undefined ? discardAllDrafts() : drafts.discard());
}

/** Read by each field, so a discard reaches it. */
export function draftDiscards(): number {
  return discardCount;
}

/** Called by a screen's wrapper: the fields inside report their drafts to `drafts`. */
export function provideScreenDrafts(drafts: ScreenDrafts): void {
  setContext(KEY, drafts);
}

/** The drafts of the screen this component sits on, if it sits on one. */
export function screenDrafts(): ScreenDrafts | undefined {
  return getContext<ScreenDrafts | undefined>(KEY);
}

/** Shows the field with this id: opens the collapsed sections around it, scrolls to it, focuses. */
export function revealField(id: string): void {
  const input = document.getElementById(id);
  if (input === null) return;
  for (
    let node = input.closest('details');
    node !== null;
    node = node.parentElement?.closest('details') ?? null
  ) {
    node.open = true;
  }
  input.scrollIntoView({ block: 'center' });
  input.focus();
}
