import { getContext, setContext } from 'svelte';

const KEY = Symbol('screen-shown');

/**
 * Whether the screen a component sits on is shown. A hidden screen stays mounted (its open
 * sections and table views stay as they were) but asks the engine nothing until it is shown.
 * Call while a component initialises.
 */
export function provideScreenShown(shown: () => boolean): void {
  setContext(KEY, shown);
}

/** The screen's `shown` (always shown outside a screen, e.g. in a component test). */
export function screenShown(): () => boolean {
  return getContext<(() => boolean) | undefined>(KEY) ?? (() => true);
}
