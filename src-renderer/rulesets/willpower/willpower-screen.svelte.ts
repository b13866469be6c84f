import {
  conditionsInWords,
  type BuildRegen,
  type RegenConditions,
} from '../../../shared/rulesets/willpower/build-regen';
import {
  SEED_KILL_SCENARIOS,
  type CastingEconomy,
} from '../../../shared/rulesets/willpower/casting-economy';
import type { KillScenario } from '../../../shared/rulesets/willpower/mana-on-kill';
import type { WillpowerBuild, WillpowerData } from '../../../shared/rulesets/willpower/data';
import type { HpCurve } from '../../../shared/rulesets/willpower/hp';
import { defaultStatModifier } from '../../../shared/rulesets/willpower/stat-modifiers';
import type { ManaCurve } from '../../../shared/rulesets/willpower/max-mana';
import type { WillpowerCurves } from '../../../shared/rulesets/willpower/side-by-side';
import type { TrainingProjection } from '../../../shared/rulesets/willpower/training';
import { untrack } from 'svelte';
import type { QueryEngine } from '../../lib/app-engine.svelte';
import { reportAct } from '../../lib/designer-acts';
import type { EngineQuery, EngineQueryEach } from '../../lib/engine-query.svelte';
import type { ProjectStore } from '../../lib/project.svelte';
import { SectionState } from '../../lib/section-state.svelte';
import { explainRequest } from './explain-request.svelte';
import { buildReveal } from '../../lib/build-reveal.svelte';

/** A clicked chart point to explain: which build, which level. */
export interface PointToExplain {
  readonly buildId: string;
  readonly level: number;
}

/**
 * The Willpower screen's state: which build is being edited, the conditions the views are looked
 * at under, the point the Explain card explains, and the engine's latest answers. `project` is read through a getter so the screen
 * follows whichever project is open. Create it while a component initialises: its queries ask the
 * engine again when the inputs they draw change, and only while the screen is shown.
 */
export class WillpowerScreen extends SectionState<'willpower'> {
  /** The kills the casting view prices (the rules text's examples, plus the designer's). */
  killScenarios = $state.raw<readonly KillScenario[]>(SEED_KILL_SCENARIOS);
  /** The ability "Training by casting" casts (null: the data's first). */
  trainingAbilityId = $state<string | null>(null);

  /**
   * The point the Explain card explains: the one asked for while its build exists, else the shown
   * build at its level (a deleted build's point is not kept on a card that can no longer show it).
   * Undefined with no build.
   */
  readonly explainedPoint: PointToExplain | undefined;
  /** The ticked statuses that still exist (a deleted status simply stops counting). */
  readonly activeStatusIds: readonly string[];
  readonly conditions: RegenConditions;
  /** Latest curves by build id; kept while a field holds a bad value. */
  readonly manaCurves: ReadonlyMap<string, ManaCurve>;
  readonly hpCurves: ReadonlyMap<string, HpCurve>;
  /** The baseline's curves of the same builds (by id), drawn dashed; empty without one. */
  readonly baselineManaCurves: ReadonlyMap<string, ManaCurve>;
  readonly baselineHpCurves: ReadonlyMap<string, HpCurve>;
  /** The point the designer last asked to explain (see `explainedPoint`), or null. */
  #explained = $state<PointToExplain | null>(null);
  readonly #mana: EngineQueryEach<'willpower/mana-curve', WillpowerBuild>;
  readonly #hp: EngineQueryEach<'willpower/hp-curve', WillpowerBuild>;
  readonly #baselineMana: EngineQueryEach<'willpower/mana-curve', WillpowerBuild>;
  readonly #baselineHp: EngineQueryEach<'willpower/hp-curve', WillpowerBuild>;
  readonly #regen: EngineQuery<'willpower/regen'>;
  readonly #baselineRegen: EngineQuery<'willpower/regen'>;
  readonly #economy: EngineQuery<'willpower/casting'>;
  readonly #training: EngineQuery<'willpower/training'>;
  readonly #baselineEconomy: EngineQuery<'willpower/casting'>;
  readonly #baselineTraining: EngineQuery<'willpower/training'>;

  /** `shown` and `engine`: see `SectionState` (a test gives its own). */
  constructor(project: () => ProjectStore, shown?: () => boolean, engine?: QueryEngine) {
    // The Willpower section only: an edit elsewhere in the project does not reach this screen.
    super(project, 'willpower', 'build', shown, engine);
    this.explainedPoint = $derived.by(() => {
      const asked = this.#explained;
      if (asked !== null && this.builds.some((build) => build.id === asked.buildId)) return asked;
      return this.build && { buildId: this.build.id, level: this.build.level };
    });
    // A request (the tour's "Show me") names only a level: the point is the shown build's. Each
    // request is a new object, so it is acted on once, not again when the build shown changes.
    $effect(() => {
      const request = explainRequest.request;
      const build = untrack(() => this.build);
      if (request !== null && build !== undefined) {
        untrack(() => this.explain({ buildId: build.id, level: request.level }));
      }
    });
    // A build opened from the balance grid at a level is explained there, whatever point was
    // asked before (the grid says its cell is "explained at that level").
    $effect(() => {
      const request = buildReveal.request;
      if (request?.section !== 'willpower' || request.level === undefined) return;
      const point = { buildId: request.buildId, level: request.level };
      untrack(() => (this.#explained = point));
    });
    this.activeStatusIds = $derived(
      this.statusIds.filter((id) => this.data.statuses.some((status) => status.id === id)),
    );
    this.conditions = $derived({ statusIds: this.activeStatusIds });
    // Every build's curves (the charts overlay them all); an edit asks again for its build only.
    this.#mana = this.queryEach(
      () => this.builds,
      (build) => build.id,
      (build) => ({ type: 'willpower/mana-curve', input: { data: this.data, build } }),
    );
    this.#hp = this.queryEach(
      () => this.builds,
      (build) => build.id,
      (build) => ({ type: 'willpower/hp-curve', input: { data: this.data, build } }),
    );
    // The same builds under the baseline's data, as the baseline has them (none without one).
    this.#baselineMana = this.queryEach(
      () => this.baselineBuilds,
      (build) => build.id,
      (build) =>
        this.baselineData === null
          ? null
          : { type: 'willpower/mana-curve', input: { data: this.baselineData, build } },
    );
    this.#baselineHp = this.queryEach(
      () => this.baselineBuilds,
      (build) => build.id,
      (build) =>
        this.baselineData === null
          ? null
          : { type: 'willpower/hp-curve', input: { data: this.baselineData, build } },
    );
    // The selected build under its own conditions: regeneration and the casting economy.
    this.#regen = this.query(() =>
      this.build === undefined
        ? null
        : {
            type: 'willpower/regen',
            input: { data: this.data, build: this.build, conditions: this.conditions },
          },
    );
    // The baseline's same build under the same conditions (those of them its data still has).
    this.#baselineRegen = this.query(() => {
      const data = this.baselineData;
      const build = this.baselineBuild;
      if (data === null || build === undefined) return null;
      return {
        type: 'willpower/regen',
        input: { data, build, conditions: this.#baselineConditions(data) },
      };
    });
    // Its hour of casting and its training, the same way (the kills are the screen's).
    this.#baselineEconomy = this.query(() => {
      const data = this.baselineData;
      const build = this.baselineBuild;
      if (data === null || build === undefined) return null;
      const casting = {
        conditions: this.#baselineConditions(data),
        killScenarios: this.killScenarios,
      };
      return { type: 'willpower/casting', input: { data, build, casting } };
    });
    this.#baselineTraining = this.query(() => {
      const data = this.baselineData;
      const build = this.baselineBuild;
      const abilityId = this.trainingAbility;
      if (data === null || build === undefined || abilityId === null) return null;
      // An ability the baseline has not: nothing to set beside it.
      if (!data.abilities.some((ability) => ability.id === abilityId)) return null;
      const training = { abilityId, conditions: this.#baselineConditions(data) };
      return { type: 'willpower/training', input: { data, build, training } };
    });
    this.#economy = this.query(() =>
      this.build === undefined
        ? null
        : {
            type: 'willpower/casting',
            input: {
              data: this.data,
              build: this.build,
              casting: { conditions: this.conditions, killScenarios: this.killScenarios },
            },
          },
    );
    this.#training = this.query(() => {
      const abilityId = this.trainingAbility;
      return this.build === undefined || abilityId === null
        ? null
        : {
            type: 'willpower/training',
            input: {
              data: this.data,
              build: this.build,
              training: { abilityId, conditions: this.conditions },
            },
          };
    });
    this.manaCurves = $derived(outputsOf(this.#mana.answers));
    this.hpCurves = $derived(outputsOf(this.#hp.answers));
    this.baselineManaCurves = $derived(outputsOf(this.#baselineMana.answers));
    this.baselineHpCurves = $derived(outputsOf(this.#baselineHp.answers));
  }

  /** A build's two curves, once both came (what the side-by-side card reads). */
  curvesOf(id: string): WillpowerCurves | undefined {
    return pairCurves(this.manaCurves.get(id), this.hpCurves.get(id));
  }

  /** The same build's two curves in the baseline, once both came; none without one. */
  baselineCurvesOf(id: string): WillpowerCurves | undefined {
    return pairCurves(this.baselineManaCurves.get(id), this.baselineHpCurves.get(id));
  }

  /** Explains a point of the Max mana curve (a click on the chart, the Explain card, a request). */
  explain(point: PointToExplain): void {
    this.#explained = point;
    reportAct({ kind: 'point-explained' });
  }

  /** The build each of `manaCurves` was computed for (a curve can lag behind an edit). */
  manaCurveBuild(id: string): WillpowerBuild | undefined {
    return this.#mana.get(id)?.input.build;
  }

  get regen(): BuildRegen | null {
    return this.#regen.output ?? null;
  }

  /** The screen's conditions, those of them the baseline's data has. */
  #baselineConditions(data: WillpowerData): { statusIds: string[] } {
    return {
      statusIds: this.activeStatusIds.filter((id) =>
        data.statuses.some((status) => status.id === id),
      ),
    };
  }

  /** The baseline's hour of casting of the shown build, or null. */
  get baselineEconomy(): CastingEconomy | null {
    return this.baselineBuild === undefined ? null : (this.#baselineEconomy.output ?? null);
  }

  /**
   * The baseline's training of the shown build, or null. Only of the ability trained now: its
   * last answer, of another ability, is not set beside it (the baseline may not have this one).
   */
  get baselineTraining(): TrainingProjection | null {
    const output = this.#baselineTraining.output;
    if (this.baselineBuild === undefined || output === undefined) return null;
    return output.abilityId === this.trainingAbility ? output : null;
  }

  /** The baseline's regeneration of the shown build (see `baseline.svelte.ts`), or null. */
  get baselineRegen(): BuildRegen | null {
    return this.baselineBuild === undefined ? null : (this.#baselineRegen.output ?? null);
  }

  get economy(): CastingEconomy | null {
    return this.#economy.output ?? null;
  }

  /** The ability training casts: the one chosen while it exists, else the data's first. */
  get trainingAbility(): string | null {
    const chosen = this.data.abilities.find((ability) => ability.id === this.trainingAbilityId);
    return (chosen ?? this.data.abilities[0])?.id ?? null;
  }

  /** The training of the shown build, or null with no ability left to cast (none is asked). */
  get training(): TrainingProjection | null {
    return this.trainingAbility === null ? null : (this.#training.output ?? null);
  }

  /** The engine's refusal of what this screen asked last, if any. */
  get engineError(): string | null {
    return (
      this.#mana.error ??
      this.#hp.error ??
      this.#regen.error ??
      this.#economy.error ??
      this.#training.error
    );
  }

  /** Why the baseline's curves are not drawn: the engine refused its data (or none). */
  get baselineError(): string | null {
    if (this.baselineData === null) return null;
    return (
      this.#baselineMana.error ??
      this.#baselineHp.error ??
      this.#baselineRegen.error ??
      this.#baselineEconomy.error ??
      this.#baselineTraining.error
    );
  }

  /** The conditions the build's regeneration and casting are looked at under (the build's own). */
  get statusIds(): readonly string[] {
    return this.build?.regenStatusIds ?? [];
  }

  /** "at the usual pace" / "while resting, poisoned": the conditions in words. */
  get conditionsText(): string {
    return conditionsInWords(this.data, this.activeStatusIds);
  }

  toggleStatus(id: string, on: boolean): void {
    const build = this.build;
    if (build === undefined) return;
    const others = build.regenStatusIds.filter((other) => other !== id);
    this.project().updateBuild('willpower', build.id, (current) => ({
      ...current,
      regenStatusIds: on ? [...others, id] : others,
    }));
  }

  /** The modifier a stat score gives (the Stat modifiers table). */
  setStatModifier(score: number, modifier: number): void {
    this.project().updateData('willpower', (data) => ({
      ...data,
      statModifiers: data.statModifiers.map((row) =>
        row.score === score ? { score, modifier } : row,
      ),
    }));
  }

  /** Every stat score's modifier back to the rules text's formula. */
  resetStatModifiers(): void {
    this.project().updateData('willpower', (data) => ({
      ...data,
      statModifiers: data.statModifiers.map((row) => ({
        score: row.score,
        modifier: defaultStatModifier(row.score),
      })),
    }));
  }
}

function outputsOf<T>(
  answers: ReadonlyMap<string, { readonly output: T }>,
): ReadonlyMap<string, T> {
  return new Map([...answers].map(([id, answer]) => [id, answer.output]));
}

function pairCurves(
  mana: ManaCurve | undefined,
  hp: HpCurve | undefined,
): WillpowerCurves | undefined {
  return mana && hp ? { mana, hp } : undefined;
}
