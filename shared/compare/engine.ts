/** The comparison's engine calls: builds of several rulesets on one turn axis. */
import type { AnyRegenComparison } from '../analysis/regen-comparison';
import type { Memo } from '../engine/memo';
import { compareRegen, type CompareSources, type RegenComparison } from './regen-compare';
import type { CompareSettings } from './settings';
import {
  compareEndurance,
  type EnduranceComparison,
  type EnduranceCompareInput,
} from './endurance-compare';

/**
 * The calls over the rulesets of `list` (the composition root's `COMPARE_LIST`): `compare/regen`
 * draws a line for an entry of any of them, from the sections `sources` holds under their ids.
 */
export function compareEngine(list: readonly AnyRegenComparison[]) {
  return {
    'compare/regen': (
      {
        sources,
        settings,
      }: { readonly sources: CompareSources; readonly settings: CompareSettings },
      memo: Memo,
    ): RegenComparison => compareRegen(list, sources, settings, memo),
    'compare/endurance': (input: EnduranceCompareInput, memo: Memo): EnduranceComparison =>
      compareEndurance(list, input, memo),
  };
}
