/**
 * Mage: the Awakening 2e spellcasting (seed 003), declared in one place: who it is, its section of
 * the project file, the checks the schema cannot make, and the history of its section's format
 * (`migrations.ts`). Its engine calls are `engine.ts`, its reports and flags `cli.ts`. Listed once
 * in `../list.ts`.
 */
import { defineRuleset } from '../ruleset';
import { MAGE2E_MIGRATIONS } from './migrations';
import { DEFAULT_MAGE_CAST, makeDefaultMage2eData, SEED_SCALE_EXAMPLE_CAST } from './defaults';
import { mage2eProblems } from './references';
import { Mage2eSectionSchema } from './schema';

export const MAGE2E = defineRuleset({
  meta: {
    id: 'mage2e',
    buildNoun: { one: 'spell', many: 'spells' },
    name: 'Mage 2e',
    seed: '003',
    status: 'available',
    summary:
      'Mage: the Awakening 2e spellcasting: Reach, spell factors, Yantras, the dice pool, Mana, Paradox and exact odds.',
  },
  schema: Mage2eSectionSchema,
  makeDefault: () => ({
    data: makeDefaultMage2eData(),
    builds: [DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST],
  }),
  problems: mage2eProblems,
  migrations: MAGE2E_MIGRATIONS,
});
