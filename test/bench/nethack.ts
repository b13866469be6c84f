/**
 * The NetHack 3.4 figure: exact distributions of max HP and max power at XL 1–30 for all 28
 * allowed role/race pairs (the engine), and the same by a 100k-trial seeded Monte Carlo
 * (`simulateAdvancement`), timed and compared side by side.
 */
import { variance } from '../../shared/engine/dist';
import { Rng } from '../../shared/engine/rng';
import { computeAdvancement, type Advancement } from '../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter } from '../../shared/rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../../shared/rulesets/nethack34/defaults';
import {
  simulateAdvancement,
  type SampledAdvancement,
} from '../../shared/rulesets/nethack34/monte-carlo';
import { formatMs, median } from './stats';

const TRIALS = 100_000;
const QUANTILES = ['p5', 'p25', 'p50', 'p75', 'p95'] as const;

function timed<T>(work: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = work();
  return { result, ms: performance.now() - started };
}

/** Largest |sampled − exact| mean in standard errors, and largest quantile gap, over XL 1–30. */
function compare(exact: Advancement, sampled: SampledAdvancement, kind: 'hp' | 'pw') {
  let worstZ = 0;
  let worstQuantile = 0;
  exact.levels.forEach((level, i) => {
    const e = level[kind];
    const s = sampled.levels[i]?.[kind];
    if (s === undefined) throw new Error(`no sampled level ${level.level}`);
    const se = Math.sqrt(variance(e.dist) / sampled.runs);
    if (se > 0) worstZ = Math.max(worstZ, Math.abs(s.mean - e.mean) / se);
    for (const q of QUANTILES) worstQuantile = Math.max(worstQuantile, Math.abs(s[q] - e[q]));
  });
  return { worstZ, worstQuantile };
}

export function benchNethack(): string {
  const data = makeDefaultNethack34Data();
  const builds: NethackCharacter[] = data.roles.flatMap((role) =>
    role.races.map((raceId) => ({ roleId: role.id, raceId, con: 18, wis: 18, int: 18, regen: {} })),
  );
  const sweep = (): Advancement[] => builds.map((build) => computeAdvancement(data, build));
  sweep(); // warm-up
  const exactRuns = Array.from({ length: 9 }, () => timed(sweep));
  const exact = exactRuns[0]?.result ?? sweep();

  const sampledRuns = Array.from({ length: 3 }, (_, run) =>
    timed(() =>
      builds.map((build, i) => simulateAdvancement(data, build, new Rng(1000 * run + i), TRIALS)),
    ),
  );
  const sampled = sampledRuns[0]?.result ?? [];

  const lines = [
    `nethack34: exact HP and power distributions, ${builds.length} role/race pairs × XL 1–30 ` +
      `(Con 18, Wis 18): median ${formatMs(median(exactRuns.map((r) => r.ms)))} per sweep ` +
      `(9 runs)`,
    `nethack34: Monte Carlo, ${TRIALS.toLocaleString('en')} trials per pair, same pairs: median ` +
      `${formatMs(median(sampledRuns.map((r) => r.ms)))} per sweep (3 runs, seeds differ)`,
    'nethack34: XL 30 exact vs Monte Carlo (first run); worst over XL 1–30: |Δmean| in standard ' +
      'errors, |Δquantile| p5–p95',
    `  ${'pair'.padEnd(8)}${'HP mean exact'.padStart(14)}${'MC'.padStart(10)}` +
      `${'Pw mean exact'.padStart(15)}${'MC'.padStart(10)}${'HP z'.padStart(7)}` +
      `${'HP Δq'.padStart(7)}${'Pw z'.padStart(7)}${'Pw Δq'.padStart(7)}`,
  ];
  builds.forEach((build, i) => {
    const e = exact[i];
    const s = sampled[i];
    const e30 = e?.levels[29];
    const s30 = s?.levels[29];
    if (e === undefined || s === undefined || e30 === undefined || s30 === undefined) {
      throw new Error('missing a result');
    }
    const hp = compare(e, s, 'hp');
    const pw = compare(e, s, 'pw');
    lines.push(
      `  ${`${build.roleId} ${build.raceId}`.padEnd(8)}` +
        `${e30.hp.mean.toFixed(3).padStart(14)}${s30.hp.mean.toFixed(3).padStart(10)}` +
        `${e30.pw.mean.toFixed(3).padStart(15)}${s30.pw.mean.toFixed(3).padStart(10)}` +
        `${hp.worstZ.toFixed(2).padStart(7)}${String(hp.worstQuantile).padStart(7)}` +
        `${pw.worstZ.toFixed(2).padStart(7)}${String(pw.worstQuantile).padStart(7)}`,
    );
  });
  return lines.join('\n');
}
