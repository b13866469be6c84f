import { makeDefaultCompareSettings, type CompareSettings } from '../compare/settings';
import type { DcssBuild, DcssData } from '../rulesets/dcss/data';
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../rulesets/dcss/defaults';
import type { Nethack34Build, Nethack34Data } from '../rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../rulesets/nethack34/defaults';
import { makeDefaultWillpowerData, TATHREN } from '../rulesets/willpower/defaults';

/** The NetHack build the app opens on: an elven Wizard with Con, Wis and Int 16 (an example). */
export const DEFAULT_NETHACK_BUILD: Nethack34Build = {
  roleId: 'Wiz',
  raceId: 'Elf',
  con: 16,
  wis: 16,
  int: 16,
  regen: {},
};
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
  readonly nethack34: {
    readonly data: Nethack34Data;
    readonly builds: readonly Nethack34Build[];
  };
  readonly dcss: {
    readonly data: DcssData;
    readonly builds: readonly DcssBuild[];
  };
  /** The cross-system regeneration comparison: which lines, which measure, the exchange rate. */
  readonly compare: CompareSettings;
}

/** The built-in project Wellspring opens on: the seed tables and the seed's worked examples. */
export function makeDefaultProject(): ProjectDocument {
  return {
    formatVersion: 1,
    willpower: { data: makeDefaultWillpowerData(), builds: [TATHREN] },
    nethack34: { data: makeDefaultNethack34Data(), builds: [DEFAULT_NETHACK_BUILD] },
    dcss: { data: makeDefaultDcssData(), builds: [DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER] },
    compare: makeDefaultCompareSettings(),
  };
}
