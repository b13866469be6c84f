import { makeDefaultProject } from '../../shared/app/default-project';
import { computeBuildRegen } from '../../shared/rulesets/willpower/build-regen';
import { computeHpCurve } from '../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../shared/rulesets/willpower/max-mana';
import { makeDefaultWillpowerData, TATHREN } from '../../shared/rulesets/willpower/defaults';
import { formatMs, median } from './stats';

/** Engine time to compute one build's 60-level max-mana curve (with its explain traces). */
export function benchEngineCurve(): string {
  const data = makeDefaultWillpowerData();
  const builds = [12, 13, 14, 15, 16, 17, 18].map((int) => ({
    ...TATHREN,
    stats: { ...TATHREN.stats, int },
  }));
  const iterations = 5000;
  let sink = 0;
  const run = (): number => {
    const started = performance.now();
    for (let i = 0; i < iterations; i += 1) {
      const build = builds[i % builds.length] ?? TATHREN;
      sink += computeManaCurve(data, build).points.length;
    }
    return (performance.now() - started) / iterations;
  };
  run(); // warm-up: let the JIT settle before measuring
  const perCurve = Array.from({ length: 9 }, run);
  if (sink === 0) throw new Error('the engine computed nothing');
  return `engine: 60-level max-mana curve for one build: median ${formatMs(median(perCurve))} per curve (9 runs \u00d7 ${iterations} curves)`;
}

/**
 * Everything the Willpower screen asks the engine for after one edit of the default project:
 * the max-mana curve, the HP curve and the regeneration table (levels 1–60 each).
 */
export function benchWillpowerRecompute(): string {
  const project = makeDefaultProject();
  const data = project.willpower.data;
  const builds = project.willpower.builds;
  const conditions = { statusIds: ['resting'] };
  const iterations = 500;
  let sink = 0;
  const run = (): number => {
    const started = performance.now();
    for (let i = 0; i < iterations; i += 1) {
      for (const build of builds) {
        sink += computeManaCurve(data, build).points.length;
        sink += computeHpCurve(data, build).points.length;
        sink += computeBuildRegen(data, build, conditions).levels.length;
      }
    }
    return (performance.now() - started) / iterations;
  };
  run();
  const perEdit = Array.from({ length: 9 }, run);
  if (sink === 0) throw new Error('the engine computed nothing');
  return `engine: Willpower recompute for the default project (${builds.length} build: mana, HP, regen): median ${formatMs(median(perEdit))} per edit (9 runs \u00d7 ${iterations})`;
}
