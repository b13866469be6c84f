import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../chromium';
import { formatMs, median } from './stats';

/**
 * In Chromium, against the built renderer: the time from an input event in the Intelligence
 * field to the chart having drawn the new curve (performance marks `ws:input` → `ws:chart-drawn`,
 * measured by the app itself; this includes the worker round trip).
 */
export async function benchInputToChart(edits = 60): Promise<string> {
  const server = await preview({ preview: { host: '127.0.0.1', port: 4174, strictPort: true } });
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('http://127.0.0.1:4174/');
    await page.getByTestId('engine-status').getByText('Engine ready').waitFor();
    const field = page
      .getByRole('form', { name: 'Build' })
      .getByLabel('Intelligence', { exact: true });
    for (let i = 1; i <= edits; i += 1) {
      await field.fill(String(10 + (i % 10)));
      await page.waitForFunction(
        (count) => performance.getEntriesByName('ws:input-to-chart').length >= count,
        i,
      );
    }
    const durations = await page.evaluate(() =>
      performance.getEntriesByName('ws:input-to-chart').map((entry) => entry.duration),
    );
    const warm = durations.slice(5);
    return `browser: input event \u2192 chart drawn: median ${formatMs(median(warm))}, max ${formatMs(Math.max(...warm))} (${warm.length} edits after 5 warm-up)`;
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}
