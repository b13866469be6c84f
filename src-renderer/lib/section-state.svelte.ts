import type { EngineCallType } from '../../shared/app/engine-protocol';
import { appEngine, type QueryEngine } from './app-engine.svelte';
import { baseline } from './baseline.svelte';
import { EngineQuery, EngineQueryEach, type EngineAsk } from './engine-query.svelte';
import { screenShown } from './screen-shown';
import { fileSlug } from './file-slug';
import type { BuildOf, BuildSection, DataOf, ProjectStore } from './project.svelte';

/**
 * What every ruleset screen keeps: which build is selected, the section's data and builds, the
 * build shown (the selected one, else the first), the file name part of its exports, and the one
 * way its form changes it. A screen's own state class extends it with its queries and view
 * settings. `project` is read through a getter, so the screen follows whichever project is open;
 * create it while a component initialises.
 */
export class SectionState<K extends BuildSection> {
  selectedId = $state<string | null>(null);
  readonly data: DataOf<K>;
  readonly builds: readonly BuildOf<K>[];
  readonly build: BuildOf<K> | undefined;
  /** The shown build's name as a file name part ("tathren"), or `fallback` with no build. */
  readonly slug: string;
  /** The baseline's data of this section (see `baseline.svelte.ts`), or null without one. */
  readonly baselineData: DataOf<K> | null;
  /**
   * The builds to draw the baseline of: each current build the baseline also has (by id), as the
   * baseline has it. None without a baseline.
   */
  readonly baselineBuilds: readonly BuildOf<K>[];
  /** The shown build as the baseline has it, if it has it. */
  readonly baselineBuild: BuildOf<K> | undefined;

  /**
   * `shown` and `engine` are the screen's own (its context's, the app's, read when a query is
   * made, so while a component initialises) unless a test gives others: every query the screen
   * makes (`query`, `queryEach`) asks `engine` only while `shown` says so.
   */
  constructor(
    protected readonly project: () => ProjectStore,
    readonly section: K,
    fallback = 'build',
    private readonly shown?: () => boolean,
    private readonly engine?: QueryEngine,
  ) {
    this.data = $derived(this.project().document[section].data as DataOf<K>);
    this.builds = $derived(this.project().builds(section));
    this.build = $derived(
      this.builds.find((build) => build.id === this.selectedId) ?? this.builds[0],
    );
    this.slug = $derived(this.build === undefined ? fallback : fileSlug(this.build.name));
    this.baselineData = $derived(
      (baseline.document?.[section].data as DataOf<K> | undefined) ?? null,
    );
    this.baselineBuilds = $derived.by(() => {
      const before = baseline.document?.[section].builds as readonly BuildOf<K>[] | undefined;
      if (before === undefined) return [];
      return this.builds.flatMap((build) => before.filter((old) => old.id === build.id));
    });
    this.baselineBuild = $derived(this.baselineBuilds.find((old) => old.id === this.build?.id));
  }

  /** A query of the screen's: asked of its engine while it is shown (see the constructor). */
  protected query<Q extends EngineCallType>(ask: () => EngineAsk<Q> | null): EngineQuery<Q> {
    return new EngineQuery(ask, this.shown ?? screenShown(), this.engine ?? appEngine);
  }

  /** A query per item (a build each) of the screen's, asked as `query`'s are. */
  protected queryEach<Q extends EngineCallType, T>(
    items: () => readonly T[],
    idOf: (item: T) => string,
    ask: (item: T) => EngineAsk<Q> | null,
  ): EngineQueryEach<Q, T> {
    return new EngineQueryEach(
      items,
      idOf,
      ask,
      this.shown ?? screenShown(),
      this.engine ?? appEngine,
    );
  }

  /** Replaces a build of the section with its edited form (one undo step). */
  readonly changeBuild = (next: BuildOf<K>): void => {
    this.project().updateBuild(this.section, next.id, () => next);
  };
}
