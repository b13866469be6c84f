import { compareProjectRegen } from '../../shared/app/compare-list';
import { COMPARE_MEASURES } from '../../shared/compare/settings';
import { makeDefaultProject } from '../../shared/app/default-project';
import { computeDcssRegenView } from '../../shared/rulesets/dcss/regen-view';
import { formatMs, median } from './stats';

/**
 * Engine time of the cross-system comparison (the default project's four lines: Willpower mana,
 * NetHack HP and power with bands, DCSS HP), per measure, and of one DCSS screen answer (600 MHP
 * points, 27 levels, a 100-turn simulation): what the worker does after each edit.
 */
export function benchCompare(): string {
  const project = makeDefaultProject();
  const lines = COMPARE_MEASURES.map(({ id, name }) => {
    const settings = { ...project.compare, measure: id };
    const run = (): number => {
      const started = performance.now();
      const result = compareProjectRegen(project, settings);
      if (result.series.length === 0) throw new Error('nothing compared');
      return performance.now() - started;
    };
    run(); // warm-up
    const times = Array.from({ length: 9 }, run);
    return `  ${name}: median ${formatMs(median(times))}`;
  });
  const build = project.dcss.builds[1] ?? project.dcss.builds[0];
  if (build === undefined) throw new Error('no DCSS build');
  const dcss = (): number => {
    const started = performance.now();
    computeDcssRegenView(project.dcss.data, build, { startHp: 1, turns: 100 });
    return performance.now() - started;
  };
  dcss();
  const dcssTimes = Array.from({ length: 9 }, dcss);
  return [
    'engine: regeneration compared across systems (4 lines, levels 1–60), 9 runs each:',
    ...lines,
    `engine: one DCSS screen answer (600 MHP rows, 27 levels, 100 turns simulated): median ${formatMs(median(dcssTimes))}`,
  ].join('\n');
}
