/**
 * Willpower, the house mana rules (seed 000), declared in one place: who it is, its section of the
 * project file, the checks the schema cannot make, and its engine calls. Listed once in
 * `../list.ts`.
 */
import { defineRuleset } from '../ruleset';
import { makeDefaultWillpowerData, TATHREN } from './defaults';
import { WILLPOWER_ENGINE } from './engine';
import { willpowerProblems } from './references';
import { WillpowerSectionSchema } from './schema';

export const WILLPOWER = defineRuleset({
  meta: {
    id: 'willpower',
    name: 'Willpower',
    seed: '000',
    status: 'available',
    summary:
      'House mana rules: max mana and HP over levels 1\u201360, regeneration, costs and kills.',
  },
  schema: WillpowerSectionSchema,
  makeDefault: () => ({ data: makeDefaultWillpowerData(), builds: [TATHREN] }),
  problems: willpowerProblems,
  engine: WILLPOWER_ENGINE,
});
