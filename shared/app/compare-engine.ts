/** The comparison's engine calls, over the rulesets of the list (see `compare-list.ts`). */
import { compareEngine } from '../compare/engine';
import { COMPARE_LIST } from './compare-list';

export const COMPARE_ENGINE = compareEngine(COMPARE_LIST);
