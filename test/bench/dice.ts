import { poolSuccesses } from '../../shared/engine/dice-pool';
import { makeDefaultProject } from '../../shared/app/default-project';
import { computeMageCast } from '../../shared/rulesets/mage2e/cast';
import { MAGE_SWEEP_FACTORS, sweepMageCast } from '../../shared/rulesets/mage2e/sweep';
import { computeQuestView } from '../../shared/rulesets/quest/view';
import { formatMs, median } from './stats';

/** Median of 9 timed runs of `work` after one warm-up. */
function timed(work: () => unknown): number {
  const run = (): number => {
    const started = performance.now();
    work();
    return performance.now() - started;
  };
  run();
  return median(Array.from({ length: 9 }, run));
}

/**
 * The dice-driven screens' engine answers: one Quest screen answer (budget, VP 1–60, both
 * matrices), one Mage 2e cast with its joint Paradox odds, the Mage screen's answer with a
 * 10-value potency sweep, and the largest pool the engine rolls (100 dice, 8-again, rote).
 */
export function benchDice(): string {
  const project = makeDefaultProject();
  const quest = project.quest.builds[0];
  const cast = project.mage2e.builds[0];
  if (quest === undefined || cast === undefined) throw new Error('no Quest or Mage build');
  const potency = MAGE_SWEEP_FACTORS.find((factor) => factor.factor === 'potency');
  if (potency === undefined) throw new Error('no potency sweep');
  const questMs = timed(() =>
    computeQuestView(project.quest.data, quest, project.quest.dispelView),
  );
  const castMs = timed(() => computeMageCast(project.mage2e.data, cast));
  const screenMs = timed(() => {
    computeMageCast(project.mage2e.data, cast);
    sweepMageCast(project.mage2e.data, cast, 'potency', potency.values);
  });
  const poolMs = timed(() => poolSuccesses(100, { again: 8, rote: true }));
  return [
    'engine: dice-driven magic, median of 9 runs:',
    `  Quest screen answer (budget, VP 1–60, two dispel matrices): ${formatMs(questMs)}`,
    `  Mage 2e cast (pool, Paradox, joint outcomes): ${formatMs(castMs)}`,
    `  Mage 2e screen answer (the cast + a 10-value potency sweep): ${formatMs(screenMs)}`,
    `  100-dice pool, 8-again, rote: ${formatMs(poolMs)}`,
  ].join('\n');
}
