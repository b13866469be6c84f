import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '/work/main/test/chromium.ts';
const port = process.argv[2];
const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
const agg: Record<string, number[]> = {};
for (let i = 0; i < 15; i++) {
  const ctx = await browser.newContext(); const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`http://127.0.0.1:${port}/favicon.svg`);
  const t = performance.now();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByTestId('engine-status').getByText('Engine ready').waitFor();
  const wall = performance.now() - t;
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x: any) => [x.name, x.value]));
  for (const k of ['ScriptDuration', 'TaskDuration', 'Nodes']) (agg[k] ??= []).push(m[k]);
  (agg.wall ??= []).push(wall);
  await ctx.close();
}
for (const [k, v] of Object.entries(agg)) { v.sort((a, b) => a - b); console.log(k, 'median', v[7].toFixed(3), 'p95', v[14].toFixed(3), 'n', v.length); }
await browser.close();
