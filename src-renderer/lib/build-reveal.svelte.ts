import { untrack } from 'svelte';
import { onNextRun } from './app-run';

/**
 * A request to show one build on its screen: an Undo or Redo that changes a build the screen does
 * not show selects it first. Each request is a new object, so a screen acts on it once.
 */
class BuildReveal {
  request = $state.raw<{
    readonly section: string;
    readonly buildId: string;
    /** The level to look at, when the request comes with one (the balance grid's cell). */
    readonly level?: number;
  } | null>(null);

  show(section: string, buildId: string, level?: number): void {
    this.request = level === undefined ? { section, buildId } : { section, buildId, level };
  }
}

export let buildReveal = new BuildReveal();
onNextRun(() => (buildReveal = new BuildReveal()));

/**
 * Makes a screen select the build a request names (in a component's setup): `has` says whether
 * the section holds that build now, `select` selects it. Only a new request does anything.
 */
export function followBuildReveal(
  section: () => string,
  has: (buildId: string) => boolean,
  select: (buildId: string) => void,
): void {
  $effect(() => {
    const request = buildReveal.request;
    if (request === null || request.section !== section()) return;
    untrack(() => {
      if (has(request.buildId)) select(request.buildId);
    });
  });
}
