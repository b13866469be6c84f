import { makeDefaultProject, type ProjectDocument } from '../../shared/project/default-project';
import type { StatId, WillpowerBuild, WillpowerData } from '../../shared/rulesets/willpower/data';
import { defaultStatModifier } from '../../shared/rulesets/willpower/stat-modifiers';

/**
 * The open project. The document is replaced, never mutated (`$state.raw`), so it can be posted
 * to the engine worker as is, and every edit is one function here (the seam undo will use).
 */
export class ProjectStore {
  document = $state.raw<ProjectDocument>(makeDefaultProject());

  get willpowerData(): WillpowerData {
    return this.document.willpower.data;
  }

  get willpowerBuilds(): readonly WillpowerBuild[] {
    return this.document.willpower.builds;
  }

  updateWillpowerBuild(id: string, change: (build: WillpowerBuild) => WillpowerBuild): void {
    const { willpower } = this.document;
    this.document = {
      ...this.document,
      willpower: {
        ...willpower,
        builds: willpower.builds.map((build) => (build.id === id ? change(build) : build)),
      },
    };
  }

  setWillpowerStat(id: string, stat: StatId, score: number): void {
    this.updateWillpowerBuild(id, (build) => ({
      ...build,
      stats: { ...build.stats, [stat]: score },
    }));
  }

  updateWillpowerData(change: (data: WillpowerData) => WillpowerData): void {
    const { willpower } = this.document;
    this.document = { ...this.document, willpower: { ...willpower, data: change(willpower.data) } };
  }

  setStatModifier(score: number, modifier: number): void {
    this.updateWillpowerData((data) => ({
      ...data,
      statModifiers: data.statModifiers.map((row) =>
        row.score === score ? { score, modifier } : row,
      ),
    }));
  }

  resetStatModifiers(): void {
    this.updateWillpowerData((data) => ({
      ...data,
      statModifiers: data.statModifiers.map((row) => ({
        score: row.score,
        modifier: defaultStatModifier(row.score),
      })),
    }));
  }
}
