import { makeDefaultWillpowerData, TATHREN } from '../rulesets/willpower/defaults';
import type { WillpowerBuild, WillpowerData } from '../rulesets/willpower/data';

/**
 * The project document: every ruleset's data, the builds and view settings. The schema,
 * versioning and migrations arrive with project files; this is the shape the app opens on.
 */
export interface ProjectDocument {
  readonly formatVersion: 1;
  readonly willpower: {
    readonly data: WillpowerData;
    readonly builds: readonly WillpowerBuild[];
  };
}

/** The built-in project Wellspring opens on: the seed tables and the seed's worked examples. */
export function makeDefaultProject(): ProjectDocument {
  return {
    formatVersion: 1,
    willpower: { data: makeDefaultWillpowerData(), builds: [TATHREN] },
  };
}
