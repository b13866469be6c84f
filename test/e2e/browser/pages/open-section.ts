import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a closed section (`<details>`) by clicking its summary, and clicks again while it is not
 * open: in full runs under load a first click left the section closed with its summary focused,
 * and the test then waited out 30 s on a hidden field. The cause (measured 2026-12-07, share-codes
 * spec, 2 of 14 runs beside two busy loops): the cards above were still taking the engine's answer
 * to the test's last edit, a grid row of cards grew or shrank by ~350 px between the press and the
 * release, and the release landed on another element, so no click. A designer whose click did not
 * take clicks again; a section that never opens still fails.
 */
export async function openSection(details: Locator): Promise<void> {
  const open = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
  await expect(async () => {
    if (!(await open())) await details.locator('summary').first().click();
    expect(await open()).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/** The section (`<details>`) in `scope` whose summary starts with `summary`, opened. */
export async function openSummary(scope: Page | Locator, summary: string): Promise<Locator> {
  const escaped = summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const details = scope
    .locator('summary')
    .filter({ hasText: new RegExp(`^\\s*${escaped}`), visible: true })
    .locator('xpath=..');
  await openSection(details);
  return details;
}
