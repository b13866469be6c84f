import { flushSync } from 'svelte';
import { afterEach } from 'vitest';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/**
 * Runs `make` as a component's initialisation would, in an effect root that lives until the test
 * ends (its effects are then torn down, cancelling what they owe), and runs its first effects.
 */
export function mounted<T>(make: () => T): T {
  let made: T | undefined;
  cleanups.push($effect.root(() => void (made = make())));
  flushSync();
  return made as T;
}
