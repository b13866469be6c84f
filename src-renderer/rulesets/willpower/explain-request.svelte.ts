import { onNextRun } from '../../lib/app-run';

/**
 * A request to explain one level of the Max mana curve of the build the Willpower screen shows
 * (the tour's "Show me"), as if the designer had clicked that point. Each request is a new
 * object, so the screen acts on it once.
 */
class ExplainRequest {
  request = $state.raw<{ readonly level: number } | null>(null);

  explain(level: number): void {
    this.request = { level };
  }
}

export let explainRequest = new ExplainRequest();
onNextRun(() => (explainRequest = new ExplainRequest()));
