import { getContext, setContext } from 'svelte';
import { findBuilt } from './lazy-section.svelte';
import { onDesignerInput } from './designer-input';
import { onNextRun } from './app-run';

/**
 * A field on a screen whose text is not a valid value: its element id, what it is called, and
 * whose field it is when it sits in a build's panel (the build's name).
 */
export interface Draft {
  readonly id: string;
  readonly label: string;
  readonly where?: string;
  /**
   * The field holds no project value: it sits in a form of the screen's own (a kill to add),
   * marked `data-drafts-aside`. Its draft neither leaves the figures stale nor goes unsaved.
   */
  readonly aside?: boolean;
}

/**
 * The one registry of refused values: the fields of one screen that hold a draft the project
 * refused. Every Field joins it by its id and label (through the screen's context), so the
 * screen's warning names them, a section (a table, the stat modifiers) counts its own
 * (`DraftSection`), the navigation says a screen it is not showing still has a value to fix, and
 * a save names what it could not write.
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

  /** The drafts of project values: while there is one, the figures are the values before it. */
  get projectDrafts(): readonly Draft[] {
    return this.#drafts.filter((draft) => draft.aside !== true);
  }
}

/**
 * The refused drafts inside one part of a screen (a table, the modifiers grid, a form): attach
 * `track` to the part's element, read `count`. A part is its element, so a field joins the part
 * it is drawn in, with nothing passed down to it.
 */
export class DraftSection {
  #element = $state.raw<Element | null>(null);

  constructor(private readonly drafts: ScreenDrafts | undefined) {}

  /** A Svelte attachment: the part's element. */
  readonly track = (element: Element): (() => void) => {
    this.#element = element;
    return () => {
      this.#element = null;
    };
  };

  /** How many fields inside the part hold a refused draft. */
  get count(): number {
    const element = this.#element;
    if (element === null || this.drafts === undefined) return 0;
    return this.drafts.drafts.filter(
      (draft) => element.querySelector(`#${CSS.escape(draft.id)}`) !== null,
    ).length;
  }
}

/** A part of this component's screen whose refused drafts are counted (call as it starts). */
export function draftSection(): DraftSection {
  return new DraftSection(screenDrafts());
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
onNextRun(() => (discardCount = 0));

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

/**
 * Shows the field with this id: opens the collapsed sections around it, scrolls to it, focuses.
 * A field in a section never opened is built first (`findBuilt`).
 */
export async function revealField(id: string): Promise<void> {
  const input = await findBuilt(id);
  if (input !== null) revealElement(input);
}

/** Shows `element`: opens the collapsed sections around it, scrolls to it, focuses it. */
export function revealElement(element: HTMLElement): void {
  for (
    let node = element.closest('details');
    node !== null;
    node = node.parentElement?.closest('details') ?? null
  ) {
    node.open = true;
  }
  element.scrollIntoView({ block: 'center' });
  element.focus();
  keepCentred(element);
}

/** How many frames a revealed element is kept in the window's middle at most (about half a second). */
const SETTLE_FRAMES = 30;

/**
 * The cards a scroll passes are laid out only as they come near the window (app.css,
 * content-visibility) and then take their real heights in place of an estimate, which moved a
 * field just scrolled to out of the window ("Edit races…" left Elf's name 438 px above it at
 * 1024×768). For a few frames the element is scrolled back whenever it moves; the designer's first
 * wheel, click or key ends that.
 */
function keepCentred(element: HTMLElement): void {
  let top = element.getBoundingClientRect().top;
  let frames = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    stopHearing();
  };
  const step = () => {
    if (stopped || !element.isConnected) return stop();
    const now = element.getBoundingClientRect().top;
    if (Math.abs(now - top) > 1) {
      element.scrollIntoView({ block: 'center' });
      top = element.getBoundingClientRect().top;
    }
    frames += 1;
    if (frames < SETTLE_FRAMES) requestAnimationFrame(step);
    else stop();
  };
  const stopHearing = onDesignerInput(stop);
  requestAnimationFrame(step);
}
