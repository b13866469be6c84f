/**
 * The endurance figures: each ruleset's endurance card asks its engine call on every edit of the
 * pattern while the card is in view, so one answer should fit well inside a frame's worth of
 * work. Timed on the default project's first build of each ruleset with the cards' default
 * patterns, and the comparison of the default project's builds.
 */
import { compareEndurance } from '../../shared/compare/endurance-compare';
import { Memo } from '../../shared/engine/memo';
import { makeDefaultProject } from '../../shared/app/default-project';
import { COMPARE_LIST, compareSources } from '../../shared/app/compare-list';
import { computeDcssEndurance, DEFAULT_DCSS_PATTERN } from '../../shared/rulesets/dcss/endurance';
import {
  computeNethackEndurance,
  DEFAULT_NETHACK_PATTERN,
} from '../../shared/rulesets/nethack34/endurance';
import {
  computeWillpowerEndurance,
  defaultEndurancePattern,
} from '../../shared/rulesets/willpower/endurance';
import { formatMs, median, percentile } from './stats';

const RUNS = 21;

function timeIt(work: () => unknown): number[] {
  work(); // warm-up
  return Array.from({ length: RUNS }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
}

export function benchEndurance(): string {
  const project = makeDefaultProject();
  const tathren = project.willpower.builds[0];
  const wizard = project.nethack34.builds[0];
  const dcss = project.dcss.builds[0];
  if (tathren === undefined || wizard === undefined || dcss === undefined) {
    throw new Error('the default project lacks a build');
  }
  const cases: [string, () => unknown][] = [
    [
      'willpower/endurance (Tathren, levels 1–60)',
      () =>
        computeWillpowerEndurance({
          data: project.willpower.data,
          build: tathren,
          statusIds: [],
          pattern: defaultEndurancePattern(project.willpower.data),
        }),
    ],
    [
      'nethack34/endurance (Elf Wizard, XL 1–30, advancement computed)',
      () =>
        computeNethackEndurance({
          data: project.nethack34.data,
          build: wizard,
          pattern: DEFAULT_NETHACK_PATTERN,
          xl: 10,
        }),
    ],
    [
      'dcss/endurance (XL 1–27)',
      () =>
        computeDcssEndurance({
          data: project.dcss.data,
          build: dcss,
          pattern: DEFAULT_DCSS_PATTERN,
          xl: 10,
        }),
    ],
    [
      'compare/endurance (the default comparison, cold memo)',
      () =>
        compareEndurance(
          COMPARE_LIST,
          {
            sources: compareSources(project),
            entries: project.compare.entries,
            secondsPerTurn: 1,
            figure: 'time-to-kill',
            patterns: {
              willpower: null,
              nethack34: DEFAULT_NETHACK_PATTERN,
              dcss: DEFAULT_DCSS_PATTERN,
            },
          },
          new Memo(),
        ),
    ],
  ];
  return cases
    .map(([label, work]) => {
      const times = timeIt(work);
      return (
        `endurance: ${label}: median ${formatMs(median(times))}, ` +
        `p95 ${formatMs(percentile(times, 0.95))}, n=${RUNS}`
      );
    })
    .join('\n');
}
