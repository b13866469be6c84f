/** The comparison's engine call: builds of several rulesets on one turn axis. */
import type { Memo } from '../engine/memo';
import { compareRegen, type CompareSources, type RegenComparison } from './regen-compare';
import type { CompareSettings } from './settings';
import {
  compareEndurance,
  type EnduranceComparison,
  type EnduranceCompareInput,
} from './endurance-compare';

export const COMPARE_ENGINE = {
  'compare/regen': (
    { sources, settings }: { readonly sources: CompareSources; readonly settings: CompareSettings },
    memo: Memo,
  ): RegenComparison => compareRegen(sources, settings, memo),
  'compare/endurance': (input: EnduranceCompareInput, memo: Memo): EnduranceComparison =>
    compareEndurance(input, memo),
};
