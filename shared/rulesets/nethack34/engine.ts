/**
 * The NetHack 3.4 engine calls: a character's advancement and regeneration, by XL; and its
 * sensitivity and goal, declared in `analyses.ts`.
 */
import type { Memo } from '../../engine/memo';
import { nethackAdvancement, type Advancement } from './advancement';
import type { Nethack34Data, NethackCharacter } from './data';
import { nethackRegenView, type NethackRegenViewRow } from './regen-view';
import type { BalanceGrid } from '../../analysis/grid';
import { computeNethackGrid, type NethackGridInput } from './grid';
import { figureEngineCalls } from '../../analysis/figure-analyses';
import { NETHACK34_ANALYSES } from './analyses';
import { NETHACK34_FIGURES } from './sensitivity';
import { explainMeanHp, explainMeanPw } from './explain-mean';
import { fitEngineCall } from '../../analysis/fit-cli';
import { fitNethackCurve } from './curve-fit';
import { NETHACK_FIT } from './fit-analysis';
import { enduranceEngineCall } from '../../analysis/endurance-cli';
import { nethackEndurance } from './endurance';
import { NETHACK_ENDURANCE } from './endurance-analysis';
import { sideBySideEngineCall } from '../../analysis/side-by-side-cli';
import { NETHACK_SIDE_BY_SIDE } from './side-by-side';

interface CharacterInput {
  readonly data: Nethack34Data;
  readonly build: NethackCharacter;
}

export const NETHACK34_ENGINE = {
  ...figureEngineCalls(NETHACK34_ANALYSES, NETHACK34_FIGURES),
  ...enduranceEngineCall(NETHACK_ENDURANCE, nethackEndurance),
  ...fitEngineCall(NETHACK_FIT, fitNethackCurve),
  // The means of max HP and power at one XL, term by term (the side-by-side card's traces).
  ...sideBySideEngineCall(
    NETHACK_SIDE_BY_SIDE,
    ({ data, build, level }: CharacterInput & { readonly level: number }) => ({
      hp: explainMeanHp(data, build, level),
      pw: explainMeanPw(data, build, level),
    }),
  ),
  'nethack34/advancement': ({ data, build }: CharacterInput, memo: Memo): Advancement =>
    nethackAdvancement(data, build, memo),
  'nethack34/grid': (input: NethackGridInput, memo: Memo): BalanceGrid =>
    computeNethackGrid(input, memo),
  'nethack34/regen': (
    { data, build }: CharacterInput,
    memo: Memo,
  ): readonly NethackRegenViewRow[] => nethackRegenView(data, build, memo),
};
