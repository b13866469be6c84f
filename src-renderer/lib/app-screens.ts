/**
 * The screens the navigation lists, in its order: the three that read every ruleset, then one
 * per ruleset (from the list of rulesets). The navigation, the app's screen switch, the README's
 * pictures (`npm run screenshots`) and the test that each screen has them all read this list, so
 * a screen added here is drawn, named and pictured without a second list to keep in step.
 */
import { RULESETS } from '../../shared/app/ruleset-registry';

/** A screen by its id (the app's key for it, and its pictures' file name) and its name. */
export interface AppScreen {
  readonly id: string;
  /** The name the navigation shows. */
  readonly name: string;
}

/** A screen that is not one ruleset's: its name, badge and tooltip in the navigation. */
export interface CrossRulesetScreen extends AppScreen {
  /** The small line under the name. */
  readonly badge: string;
  /** The badge while a baseline is set, where the screen has one of its own then. */
  readonly badgeWithBaseline?: string;
  readonly title: string;
}

export const CROSS_RULESET_SCREENS = [
  {
    id: 'compare',
    name: 'Compare regeneration',
    badge: 'All rulesets, one axis',
    title: 'Regeneration of builds from every ruleset on one axis',
  },
  {
    id: 'balance',
    name: 'Balance grid',
    badge: 'Whole roster, one table',
    title: 'Every race × class at a glance, with the outliers flagged',
  },
  {
    id: 'changes',
    name: 'What changed',
    badge: 'Against a baseline',
    badgeWithBaseline: 'Baseline set',
    title:
      'This project against its last saved version or another file: each edit and what it does to the results',
  },
] as const satisfies readonly CrossRulesetScreen[];

export type CrossRulesetScreenId = (typeof CROSS_RULESET_SCREENS)[number]['id'];

/** Every screen the navigation lists, top to bottom. */
export const APP_SCREENS: readonly AppScreen[] = [
  ...CROSS_RULESET_SCREENS.map(({ id, name }) => ({ id, name })),
  ...RULESETS.map(({ id, name }) => ({ id, name })),
];
