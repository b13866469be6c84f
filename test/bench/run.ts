/**
 * `npm run bench`: prints figures, asserts nothing. Builds the renderer first so the browser
 * figure is for the code as it stands.
 */
import { spawnSync } from 'node:child_process';
import { benchCompare } from './compare';
import { benchDice } from './dice';
import { benchEngineCurve, benchWillpowerRecompute } from './engine-curve';
import { benchInputToChart } from './input-to-chart';
import { benchNethack } from './nethack';

const build = spawnSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('vite build failed');

console.log(benchEngineCurve());
console.log(benchWillpowerRecompute());
console.log(benchNethack());
console.log(benchCompare());
console.log(benchDice());
console.log(await benchInputToChart());
