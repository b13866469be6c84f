/**
 * The live loop as a designer feels it, measured from outside the app in Chromium against a built
 * renderer (`probe.ts` watches the page; nothing in the app is asked):
 *
 * - edit latency: from a real keystroke (↑ or ↓ in a number field) to the end of the frame that
 *   presents the last draw of every chart in the window (1440×900) whose picture changed (pixels
 *   hashed before and after, once the engine has answered and nothing moved for a while). An edit
 *   that changes no chart is left out and counted. Per screen, on the default project and on one
 *   with 10× its builds;
 * - the floor of that measure: the same keystroke on a bare page whose input only echoes through
 *   a worker and redraws one canvas. Waiting for the next frame alone costs up to a frame (16.7 ms
 *   at 60 Hz), so no screen can read below it;
 * - opening a project of 200 Willpower builds: from the file being chosen to the charts painted;
 * - cold start: a fresh browser context loads the app; time from navigation to the first chart
 *   presenting the picture it settles on.
 *
 * Several builds of the renderer can be measured in one run (`targets`), interleaved screen by
 * screen, so a before/after ratio is fair on a noisy machine.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumExecutablePath, WITHOUT_FILE_PICKERS } from '../chromium';
import { installProbe, type ProbeState } from './probe';
import { customProjectText, scaledProjectText } from './scaled-project';
import { formatMs, median, percentile } from './stats';

/** A build of the renderer to measure: its name in the table and its output folder. */
export interface BenchTarget {
  readonly name: string;
  readonly outDir: string;
}

interface Scenario {
  /** The screen and the field, as the table prints them. */
  readonly label: string;
  /** The navigation button's name. */
  readonly nav: RegExp;
  readonly field: (page: Page) => Locator;
  /**
   * The keystroke of edit `i` (default ↑ then ↓, so the value stays in range); `select` first
   * selects the field's text, before the clock starts.
   */
  readonly key?: (i: number) => { readonly select: boolean; readonly key: string };
  /**
   * The project opened first, instead of the part's own (the default, or its 10× copy): `factor`
   * is 1 for the default part and 10 for the 10× one.
   */
  readonly project?: (factor: number) => string;
}

const ARROWS = (i: number) => ({ select: false, key: i % 2 === 0 ? 'ArrowUp' : 'ArrowDown' });

const SCENARIOS: readonly Scenario[] = [
  {
    label: 'Willpower, Intelligence',
    nav: /^Willpower/,
    field: (page) =>
      page.getByRole('form', { name: 'Build' }).getByLabel('Intelligence', { exact: true }),
  },
  {
    label: 'NetHack, Constitution',
    nav: /^NetHack/,
    field: (page) =>
      page.getByRole('form', { name: 'NetHack build' }).getByLabel('Constitution', { exact: true }),
  },
  {
    label: 'DCSS, Max HP',
    nav: /^DCSS/,
    field: (page) =>
      page.getByRole('form', { name: 'DCSS build' }).getByLabel('Max HP', { exact: true }),
  },
  {
    label: 'Quest, VP',
    nav: /^Quest/,
    field: (page) =>
      page.getByRole('form', { name: 'Quest caster' }).getByLabel('VP', { exact: true }),
  },
  {
    label: 'Mage 2e, Gnosis',
    nav: /^Mage 2e/,
    field: (page) =>
      page.getByRole('form', { name: 'Mage 2e spell' }).getByLabel('Gnosis', { exact: true }),
  },
  {
    label: 'Compare, seconds per turn',
    nav: /^Compare regeneration/,
    field: (page) => page.getByLabel('Seconds one turn is worth', { exact: true }),
    // A decimal field has no arrow steps: type over it, 2 then 1.
    key: (i) => ({ select: true, key: i % 2 === 0 ? '2' : '1' }),
  },
  {
    // A designer's own ruleset (issue 41): the Willpower template, its races and classes 10× for
    // the 10× part; the build's Int, typed over (an input is a decimal field: no arrow steps).
    label: 'Your ruleset (Willpower template), int',
    nav: /^Willpower \(from the template\)/,
    field: (page) => page.getByTestId('custom-screen').getByLabel('int', { exact: true }),
    // 9 and 7: Int's modifiers differ (8 and 9 share theirs, and no chart would move).
    key: (i) => ({ select: true, key: i % 2 === 0 ? '9' : '7' }),
    project: (factor) => customProjectText(factor),
  },
];

/**
 * The probe as page script. tsx (esbuild) keeps function names with a `__name` helper that the
 * page does not have: define it.
 */
const PROBE_SCRIPT = {
  content: `var __name = (target) => target;\n(${installProbe.toString()})();`,
};

/** Nothing in flight, every draw presented, and this long without any activity: settled. */
const QUIET_MS = 150;
const SETTLE_TIMEOUT_MS = 60_000;

interface EditSample {
  /** ms from the keystroke to the frame presenting the last changed chart's last draw. */
  readonly latency: number;
  readonly draws: number;
  readonly changed: number;
}

interface ScenarioResult {
  readonly samples: EditSample[];
  readonly unchanged: number;
  readonly timedOut: number;
}

async function settle(page: Page): Promise<boolean> {
  return page.evaluate(
    ([quiet, timeout]) =>
      (window as unknown as { __wsProbe: ProbeState }).__wsProbe.settle(quiet, timeout),
    [QUIET_MS, SETTLE_TIMEOUT_MS] as const,
  );
}

async function fingerprints(page: Page, everywhere = false): Promise<Record<string, string>> {
  return page.evaluate(
    (all) => (window as unknown as { __wsProbe: ProbeState }).__wsProbe.fingerprints(all),
    everywhere,
  );
}

/**
 * The least an edit can cost as this bench measures it: a number field whose input goes to a
 * worker and back and redraws one canvas, nothing else.
 */
const FLOOR_PAGE = `<!doctype html><html><body>
<input type="number" value="5" aria-label="Floor">
<canvas width="600" height="300"></canvas>
<script>
const worker = new Worker(URL.createObjectURL(new Blob(['onmessage = (e) => postMessage(e.data)'])));
const context = document.querySelector('canvas').getContext('2d');
let id = 0;
worker.onmessage = (event) => {
  context.clearRect(0, 0, 600, 300);
  context.fillRect(0, 0, (event.data.value * 10) % 600, 100);
};
document.querySelector('input').addEventListener('input', (event) =>
  worker.postMessage({ id: ++id, value: Number(event.target.value) }),
);
</script></body></html>`;

const FLOOR_SCENARIO: Scenario = {
  label: 'floor: a bare page, keystroke → worker echo → one canvas drawn',
  nav: /^$/,
  field: (page) => page.getByLabel('Floor'),
};

async function measureFloor(browser: Browser, baseUrl: string, edits: number) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(PROBE_SCRIPT);
    const page = await context.newPage();
    await page.route('**/__bench-floor', (route) =>
      route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }),
    );
    await page.goto(`${baseUrl}__bench-floor`);
    return await measureEdits(page, FLOOR_SCENARIO, edits, 5);
  } finally {
    await context.close();
  }
}

async function openApp(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(PROBE_SCRIPT);
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.getByTestId('engine-status').getByText('Engine ready').waitFor({ timeout: 60_000 });
  return page;
}

/** Opens a project file through File › Open… (the browser build's file picker). */
async function openProjectText(page: Page, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('toolbar', { name: 'File' }).getByRole('button', { name: 'Open…' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'bench.wellspring.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

async function measureEdits(page: Page, scenario: Scenario, edits: number, warmUp: number) {
  if (scenario !== FLOOR_SCENARIO) {
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: scenario.nav })
      .click();
  }
  const field = scenario.field(page);
  await field.waitFor();
  await field.click();
  await settle(page);
  // A screen whose charts start below the fold (Mage 2e's, or any under many build tabs) is
  // scrolled until its first chart shows: the latency is of what one sees.
  await page.evaluate(() => {
    const canvases = [...document.querySelectorAll('canvas')].filter((c) => c.checkVisibility());
    const inWindow = canvases.some((canvas) => {
      const box = canvas.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    });
    if (!inWindow) canvases[0]?.scrollIntoView({ block: 'end' });
  });
  await settle(page);
  const samples: EditSample[] = [];
  let unchanged = 0;
  let timedOut = 0;
  for (let i = 0; i < warmUp + edits; i += 1) {
    const { select, key } = (scenario.key ?? ARROWS)(i);
    if (select) await field.selectText();
    const before = await fingerprints(page);
    await page.evaluate(() => (window as unknown as { __wsProbe: ProbeState }).__wsProbe.reset());
    await page.keyboard.press(key);
    if (!(await settle(page))) timedOut += 1;
    const after = await fingerprints(page);
    const { draws, inputAt } = await page.evaluate(() => {
      const probe = (window as unknown as { __wsProbe: ProbeState }).__wsProbe;
      return { draws: probe.draws, inputAt: probe.inputAt };
    });
    if (i < warmUp) continue;
    const changed = Object.keys(after).filter((id) => after[id] !== before[id]);
    if (changed.length === 0 || inputAt === null) {
      unchanged += 1;
      continue;
    }
    const ends = changed.map((id) => {
      const last = draws.filter((draw) => String(draw.canvas) === id).at(-1);
      return last?.presented ?? Number.NaN;
    });
    samples.push({
      latency: Math.max(...ends) - inputAt,
      draws: draws.length,
      changed: changed.length,
    });
  }
  return { samples, unchanged, timedOut };
}

/** Time from choosing a project file to every chart of the shown screen presenting its picture. */
/**
 * From choosing the file to every chart on the screen that changed presenting its new picture.
 * Charts scrolled out of the window count too: a project with many builds pushes the first chart
 * below its build buttons, and its picture is still what opening the file is for.
 */
async function measureOpen(page: Page, text: string): Promise<number> {
  await settle(page);
  const before = await fingerprints(page, true);
  const started = await page.evaluate(() => {
    (window as unknown as { __wsProbe: ProbeState }).__wsProbe.reset();
    return performance.now();
  });
  await openProjectText(page, text);
  // The file is read and checked before anything is asked of the engine: a quiet page right
  // after the file is chosen has not opened it yet. Wait for its first chart draw first.
  await page.waitForFunction(
    () => (window as unknown as { __wsProbe: ProbeState }).__wsProbe.draws.length > 0,
    undefined,
    { timeout: 60_000 },
  );
  await settle(page);
  const after = await fingerprints(page, true);
  const draws = await page.evaluate(
    () => (window as unknown as { __wsProbe: ProbeState }).__wsProbe.draws,
  );
  const changed = Object.keys(after).filter((id) => after[id] !== before[id]);
  if (changed.length === 0) throw new Error('Opening the project changed no chart.');
  const ends = changed.map(
    (id) => draws.filter((draw) => String(draw.canvas) === id).at(-1)?.presented ?? Number.NaN,
  );
  return Math.max(...ends) - started;
}

/** From navigation to the first visible chart presenting the picture it settles on. */
async function measureColdStart(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(PROBE_SCRIPT);
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    await settle(page);
    const shown = Object.keys(await fingerprints(page));
    const draws = await page.evaluate(
      () => (window as unknown as { __wsProbe: ProbeState }).__wsProbe.draws,
    );
    const ends = shown.map(
      (id) => draws.filter((draw) => String(draw.canvas) === id).at(-1)?.presented ?? Number.NaN,
    );
    return Math.min(...ends);
  } finally {
    await context.close();
  }
}

function summarize(values: readonly number[]): string {
  if (values.length === 0) return 'no samples';
  return `median ${formatMs(median(values))}, p95 ${formatMs(percentile(values, 0.95))}, n ${values.length}`;
}

function ratio(
  after: readonly number[],
  before: readonly number[],
  q: (v: readonly number[]) => number,
): string {
  if (after.length === 0 || before.length === 0) return '';
  return `${(q(before) / q(after)).toFixed(1)}×`;
}

export interface LiveLoopOptions {
  readonly targets: readonly BenchTarget[];
  readonly edits: number;
  readonly scaledEdits: number;
  readonly coldStarts: number;
  /** Which parts to run (all when absent): `default`, `10x`, `200`, `cold`. */
  readonly parts?: ReadonlySet<string>;
  /** Only the scenarios whose label matches. */
  readonly only?: RegExp;
}

/** Serves each target, measures every scenario on each in turn, and prints one table. */
export async function benchLiveLoop(options: LiveLoopOptions): Promise<string> {
  const servers = await Promise.all(
    options.targets.map((target, i) =>
      preview({
        logLevel: 'warn',
        build: { outDir: target.outDir },
        preview: { host: '127.0.0.1', port: 4180 + i, strictPort: true },
      }),
    ),
  );
  const urls = options.targets.map((_, i) => `http://127.0.0.1:${4180 + i}/`);
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath(),
    // Open… through the upload picker, which Playwright answers (see WITHOUT_FILE_PICKERS).
    args: [...CHROMIUM_ARGS, WITHOUT_FILE_PICKERS],
  });
  const lines: string[] = [
    'browser: keystroke → every chart in the window that changed, presented (a frame after its last draw); edits that change no chart left out',
  ];
  /** p95 budgets, ms. */
  const budgets: Record<string, number> = { default: 16, '10×': 50 };
  const compareTargets = (
    label: string,
    results: readonly number[][],
    budget?: { readonly ms: number; readonly of: 'p95' | 'median' },
  ): string => {
    const cells = options.targets.map((target, i) => {
      const sample = results[i] ?? [];
      const figure =
        sample.length === 0
          ? undefined
          : budget?.of === 'median'
            ? median(sample)
            : percentile(sample, 0.95);
      const verdict =
        budget === undefined || figure === undefined
          ? ''
          : figure <= budget.ms
            ? ` — within the budget (${budget.of} ≤ ${budget.ms} ms)`
            : ` — over the budget (${budget.of} ≤ ${budget.ms} ms)`;
      return `${target.name}: ${summarize(sample)}${verdict}`;
    });
    const first = results[0] ?? [];
    const last = results[results.length - 1] ?? [];
    const speedup =
      results.length > 1
        ? `  (${options.targets[0]?.name}→${options.targets.at(-1)?.name}: median ${ratio(last, first, median)}, p95 ${ratio(last, first, (v) => percentile(v, 0.95))} faster)`
        : '';
    return `  ${label}\n    ${cells.join('\n    ')}${speedup}`;
  };
  try {
    const runs = (part: string) => options.parts === undefined || options.parts.has(part);
    for (const [part, projectName, text, edits] of [
      ['default', 'default', null, options.edits],
      ['10x', '10×', scaledProjectText(10), options.scaledEdits],
    ] as const) {
      if (!runs(part)) continue;
      const budget = budgets[projectName] ?? 0;
      lines.push(`project: ${projectName} (budget p95 ≤ ${budget} ms)`);
      if (part === 'default') {
        const floor = await measureFloor(browser, urls[0] ?? '', edits);
        lines.push(`  ${FLOOR_SCENARIO.label}`);
        lines.push(`    ${summarize(floor.samples.map((sample) => sample.latency))}`);
      }
      for (const scenario of SCENARIOS) {
        if (options.only !== undefined && !options.only.test(scenario.label)) continue;
        const results: number[][] = [];
        const notes: string[] = [];
        for (const [i, url] of urls.entries()) {
          const page = await openApp(browser, url);
          try {
            const opened = scenario.project?.(part === '10x' ? 10 : 1) ?? text;
            if (opened !== null) {
              await openProjectText(page, opened);
              await settle(page);
            }
            const result: ScenarioResult = await measureEdits(page, scenario, edits, 5);
            results.push(result.samples.map((s) => s.latency));
            const draws = median(
              result.samples.map((s) => s.draws).concat(result.samples.length ? [] : [0]),
            );
            const changed = median(
              result.samples.map((s) => s.changed).concat(result.samples.length ? [] : [0]),
            );
            notes.push(
              `${options.targets[i]?.name}: ${draws} draws for ${changed} changed chart(s) per edit (median), ${result.unchanged} edit(s) changed no chart${result.timedOut ? `, ${result.timedOut} never settled` : ''}`,
            );
          } finally {
            await page.context().close();
          }
        }
        lines.push(compareTargets(scenario.label, results, { ms: budget, of: 'p95' }));
        lines.push(`    ${notes.join('; ')}`);
      }
    }

    if (runs('200')) {
      lines.push('project: 200 Willpower builds (budget: opens ≤ 2 s; edits p95 ≤ 100 ms)');
      const big = scaledProjectText(1, 200);
      const opens: number[][] = urls.map(() => []);
      const bigEdits: number[][] = urls.map(() => []);
      for (const [i, url] of urls.entries()) {
        const page = await openApp(browser, url);
        try {
          await settle(page);
          opens[i]?.push(await measureOpen(page, big));
          // Before the live-loop work an edit here took ~40 s: a few edits tell enough.
          const result = await measureEdits(
            page,
            SCENARIOS[0] as Scenario,
            Math.min(options.scaledEdits, 8),
            1,
          );
          bigEdits[i]?.push(...result.samples.map((s) => s.latency));
        } finally {
          await page.context().close();
        }
      }
      lines.push(compareTargets('open the file', opens, { ms: 2000, of: 'median' }));
      lines.push(compareTargets(SCENARIOS[0]?.label ?? '', bigEdits, { ms: 100, of: 'p95' }));
    }
    if (runs('cold')) {
      lines.push(
        'cold start, fresh browser context: navigation → first chart presented (budget ≤ 1 s)',
      );
      const colds: number[][] = urls.map(() => []);
      for (let run = 0; run < options.coldStarts; run += 1) {
        for (const [i, url] of urls.entries()) colds[i]?.push(await measureColdStart(browser, url));
      }
      lines.push(compareTargets('cold start', colds, { ms: 1000, of: 'median' }));
    }
    return lines.join('\n');
  } finally {
    await browser.close();
    for (const server of servers)
      await new Promise<void>((done) => server.httpServer.close(() => done()));
  }
}
