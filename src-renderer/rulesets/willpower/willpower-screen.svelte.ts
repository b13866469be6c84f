import type { BuildRegen } from '../../../shared/rulesets/willpower/build-regen';
import {
  SEED_KILL_SCENARIOS,
  type CastingEconomy,
} from '../../../shared/rulesets/willpower/casting-economy';
import type { KillScenario } from '../../../shared/rulesets/willpower/mana-on-kill';
import type { WillpowerBuild, WillpowerData } from '../../../shared/rulesets/willpower/data';
import type { HpCurve } from '../../../shared/rulesets/willpower/hp';
import type { ManaCurve } from '../../../shared/rulesets/willpower/max-mana';
import { appEngine } from '../../lib/app-engine.svelte';
import { InvalidFields } from '../../lib/invalid-fields.svelte';
import type { ProjectStore } from '../../lib/project.svelte';

/** A clicked chart point to explain: which build, which level. */
export interface PointToExplain {
  readonly buildId: string;
  readonly level: number;
}

/**
 * The Willpower screen's state: which build is being edited, the conditions the views are looked
 * at under, and the engine's latest answers. `project` is read through a getter so the screen
 * follows whichever project is open. Create it while a component initialises: its effects
 * send a request whenever the project or a condition changes (latest request wins per slot).
 */
export class WillpowerScreen {
  selectedBuildId = $state<string | null>(null);
  explained = $state<PointToExplain | null>(null);
  /** The kills the casting view prices (the rules text's examples, plus the designer's). */
  killScenarios = $state.raw<readonly KillScenario[]>(SEED_KILL_SCENARIOS);
  /** Latest curves by build id; kept while a field holds a bad value. */
  manaCurves = $state.raw<Readonly<Record<string, ManaCurve>>>({});
  /** The build each of `manaCurves` was computed for (a curve can lag behind an edit). */
  manaCurveBuilds = $state.raw<Readonly<Record<string, WillpowerBuild>>>({});
  hpCurves = $state.raw<Readonly<Record<string, HpCurve>>>({});
  regen = $state.raw<BuildRegen | null>(null);
  economy = $state.raw<CastingEconomy | null>(null);
  engineError = $state<string | null>(null);
  readonly invalid = new InvalidFields();

  constructor(private readonly project: () => ProjectStore) {
    $effect(() => {
      const data = this.data;
      for (const build of this.builds) {
        const input = { data, build };
        void appEngine
          .request(`willpower/max-mana/${build.id}`, 'willpower/mana-curve', input)
          .then((answer) => {
            if (answer.status === 'ok') {
              this.manaCurves = { ...this.manaCurves, [build.id]: answer.output };
              this.manaCurveBuilds = { ...this.manaCurveBuilds, [build.id]: build };
            }
            this.#note(answer);
          });
        void appEngine
          .request(`willpower/max-hp/${build.id}`, 'willpower/hp-curve', input)
          .then((answer) => {
            if (answer.status === 'ok')
              this.hpCurves = { ...this.hpCurves, [build.id]: answer.output };
            this.#note(answer);
          });
      }
    });
    $effect(() => {
      const build = this.build;
      if (build === undefined) return;
      const conditions = { statusIds: [...this.activeStatusIds] };
      const input = { data: this.data, build, conditions };
      void appEngine.request('willpower/regen', 'willpower/regen', input).then((answer) => {
        if (answer.status === 'ok') this.regen = answer.output;
        this.#note(answer);
      });
      const casting = { conditions, killScenarios: this.killScenarios };
      void appEngine
        .request('willpower/casting', 'willpower/casting', { data: this.data, build, casting })
        .then((answer) => {
          if (answer.status === 'ok') this.economy = answer.output;
          this.#note(answer);
        });
    });
  }

  get data(): WillpowerData {
    return this.project().willpowerData;
  }

  get builds(): readonly WillpowerBuild[] {
    return this.project().willpowerBuilds;
  }

  /** The build the panels edit: the one chosen, else the first. */
  get build(): WillpowerBuild | undefined {
    return this.builds.find((build) => build.id === this.selectedBuildId) ?? this.builds[0];
  }

  /** The conditions the build's regeneration and casting are looked at under (the build's own). */
  get statusIds(): readonly string[] {
    return this.build?.regenStatusIds ?? [];
  }

  /** The ticked statuses that still exist (a deleted status simply stops counting). */
  get activeStatusIds(): readonly string[] {
    return this.statusIds.filter((id) => this.data.statuses.some((status) => status.id === id));
  }

  /** "at the usual pace" / "while resting, poisoned": the conditions in words. */
  get conditionsText(): string {
    if (this.activeStatusIds.length === 0) return 'at the usual pace';
    const names = this.activeStatusIds.map(
      (id) => this.data.statuses.find((status) => status.id === id)?.name.toLowerCase() ?? id,
    );
    return `while ${names.join(', ')}`;
  }

  toggleStatus(id: string, on: boolean): void {
    const build = this.build;
    if (build === undefined) return;
    const others = build.regenStatusIds.filter((other) => other !== id);
    this.project().updateWillpowerBuild(build.id, (current) => ({
      ...current,
      regenStatusIds: on ? [...others, id] : others,
    }));
  }

  #note(answer: { readonly status: string; readonly message?: string }): void {
    if (answer.status === 'error') this.engineError = answer.message ?? 'unknown error';
    else if (answer.status === 'ok') this.engineError = null;
  }
}
