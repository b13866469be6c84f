import type {
  QuestBuild,
  QuestData,
  QuestDispelView,
  QuestTarget,
} from '../../../shared/rulesets/quest/data';
import {
  validateQuestBuild,
  validateQuestData,
  validateQuestDispelView,
} from '../../../shared/rulesets/quest/validate';
import type { QuestView } from '../../../shared/rulesets/quest/view';
import type { QueryEngine } from '../../lib/app-engine.svelte';
import type { EngineAsk, EngineQuery } from '../../lib/engine-query.svelte';
import type { ProjectStore } from '../../lib/project.svelte';
import { SectionState } from '../../lib/section-state.svelte';

/**
 * The Quest screen's state: the caster shown, the dispel view's settings (saved with the
 * project), what the engine would refuse as the project stands, and the engine's latest answer.
 */
export class QuestScreen extends SectionState<'quest'> {
  readonly dispelView: QuestDispelView;
  /** The figures on the board the caster casts at (saved with the project). */
  readonly targets: readonly QuestTarget[];
  /** What the engine would refuse in the project as it stands (said above the figures). */
  readonly problems: readonly string[];
  readonly #query: EngineQuery<'quest/view'>;
  readonly #baseline: EngineQuery<'quest/view'>;

  /** `shown` and `engine`: see `SectionState` (a test gives its own). */
  constructor(project: () => ProjectStore, shown?: () => boolean, engine?: QueryEngine) {
    super(project, 'quest', 'caster', shown, engine);
    this.dispelView = $derived(this.project().document.quest.dispelView);
    this.targets = $derived(this.project().document.quest.targets);
    this.problems = $derived(
      this.build === undefined
        ? []
        : [
            ...validateQuestData(this.data),
            ...validateQuestBuild(this.data, this.build),
            ...validateQuestDispelView(this.dispelView),
          ].map((issue) => issue.message),
    );
    // Only sound input goes to the engine; the screen keeps the last answer meanwhile.
    this.#query = this.query(() =>
      this.problems.length > 0 ? null : this.#ask(this.data, this.build),
    );
    this.#baseline = this.query(() =>
      this.baselineData === null ? null : this.#ask(this.baselineData, this.baselineBuild),
    );
  }

  /** The question for a caster under some data (the project's, or the baseline's). */
  #ask(data: QuestData, build: QuestBuild | undefined): EngineAsk<'quest/view'> | null {
    if (build === undefined) return null;
    const sound =
      validateQuestData(data).length === 0 && validateQuestBuild(data, build).length === 0;
    return sound
      ? { type: 'quest/view', input: { data, build, dispelView: this.dispelView } }
      : null;
  }

  /** The baseline's answer for the same caster (see `baseline.svelte.ts`), or null. */
  get baselineView(): QuestView | null {
    return this.baselineBuild === undefined ? null : (this.#baseline.output ?? null);
  }

  /** The engine's latest answer (replaced whole, never mutated). */
  get view(): QuestView | null {
    return this.#query.output ?? null;
  }

  get engineError(): string | null {
    return this.#query.error;
  }

  /** Why the baseline's figures are not drawn: the engine refused its data (or none). */
  get baselineError(): string | null {
    const data = this.baselineData;
    if (data === null) return null;
    // Data or a caster the baseline has wrong is not sent to the engine: say the first problem.
    const build = this.baselineBuild;
    const [problem] = [
      ...validateQuestData(data),
      ...(build === undefined ? [] : validateQuestBuild(data, build)),
    ];
    return problem?.message ?? this.#baseline.error;
  }

  changeDispelView(dispelView: QuestDispelView): void {
    this.project().updateSection('quest', (section) => ({ ...section, dispelView }));
  }

  changeTargets(targets: readonly QuestTarget[]): void {
    this.project().updateSection('quest', (section) => ({ ...section, targets }));
  }
}
