import { makeDefaultCompareSettings } from '../compare/settings';
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../rulesets/dcss/defaults';
import type { Nethack34Build } from '../rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../rulesets/nethack34/defaults';
import {
  DEFAULT_MAGE_CAST,
  makeDefaultMage2eData,
  SEED_SCALE_EXAMPLE_CAST,
} from '../rulesets/mage2e/defaults';
import {
  BORGRON,
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
  UNDERWORLD_SORCERER,
} from '../rulesets/quest/defaults';
import { makeDefaultWillpowerData, TATHREN } from '../rulesets/willpower/defaults';
import { CURRENT_FORMAT_VERSION, type ProjectDocument } from './schema/project';

/** The NetHack build the app opens on: an elven Wizard with Con, Wis and Int 16 (an example). */
export const DEFAULT_NETHACK_BUILD: Nethack34Build = {
  id: 'elf-wizard',
  name: 'Elf Wizard',
  roleId: 'Wiz',
  raceId: 'Elf',
  con: 16,
  wis: 16,
  int: 16,
  regen: {},
};

/**
 * The project document: every ruleset's data, the builds and view settings. Inferred from the
 * schema (`schema/project.ts`), which also reads, checks and orders it in project files.
 */
export type { ProjectDocument } from './schema/project';

/** The built-in project Wellspring opens on: the seed tables and the seed's worked examples. */
export function makeDefaultProject(): ProjectDocument {
  return {
    formatVersion: CURRENT_FORMAT_VERSION,
    willpower: { data: makeDefaultWillpowerData(), builds: [TATHREN] },
    nethack34: { data: makeDefaultNethack34Data(), builds: [DEFAULT_NETHACK_BUILD] },
    dcss: { data: makeDefaultDcssData(), builds: [DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER] },
    quest: {
      data: makeDefaultQuestData(),
      builds: [BORGRON, UNDERWORLD_SORCERER],
      dispelView: makeDefaultQuestDispelView(),
    },
    mage2e: {
      data: makeDefaultMage2eData(),
      builds: [DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST],
    },
    compare: makeDefaultCompareSettings(),
  };
}
