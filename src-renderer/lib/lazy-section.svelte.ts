import { tick } from 'svelte';
import { onNextRun } from './app-run';

/**
 * A collapsed section (a `<details>`: a table under "Tables", "Rules and assumptions") whose body
 * is built the first time it opens, then kept (its drafts, sort and scroll stay when it closes).
 * Closed, they held 1,505 of the Willpower screen's 2,395 elements and 399 of its 516 fields at
 * start: built lazily, cold start to the first chart went from 867 to 794 ms median (p95 931 →
 * 824, n 7, `npm run bench -- --browser-only --parts cold --before`), and every later style and
 * layout pass (and each of Playwright's role queries) reads 2.6× fewer elements.
 *
 *   <details {@attach rules.track}>
 *     <summary>Rules and assumptions</summary>
 *     {#if rules.built}…{/if}
 *   </details>
 *
 * Something that looks for a field inside a section never opened (an Undo showing what it
 * restored, "Edit…" beside a build's race) calls `findBuilt`: every section is built, then found.
 */
class EverySection {
  /** Set once something looked for an element no section had built yet: all build from then on. */
  built = $state(false);
}

let everySection = new EverySection();
onNextRun(() => (everySection = new EverySection()));

export class LazySection {
  #opened = $state(false);

  /** Whether the body is there: the section has been opened, or every section was asked for. */
  get built(): boolean {
    return this.#opened || everySection.built;
  }

  /** A Svelte attachment for the `<details>`: opening it (by a click or by code) builds the body. */
  readonly track = (details: HTMLDetailsElement): (() => void) => {
    const toggled = (): void => {
      if (details.open) this.#opened = true;
    };
    toggled();
    details.addEventListener('toggle', toggled);
    return () => details.removeEventListener('toggle', toggled);
  };
}

/** The element with this id, building every collapsed section first if none has it yet. */
export async function findBuilt(id: string): Promise<HTMLElement | null> {
  const found = document.getElementById(id);
  if (found !== null || everySection.built) return found;
  buildEverySection();
  await tick();
  return document.getElementById(id);
}

/** Builds the body of every collapsed section, opened or not (for a field looked for by id). */
export function buildEverySection(): void {
  everySection.built = true;
}
