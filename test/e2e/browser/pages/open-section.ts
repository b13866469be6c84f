import { expect, type Locator } from '@playwright/test';

/**
 * Opens a closed section (`<details>`) by clicking its summary, and clicks again while it is not
 * open: in full runs under load (2026-12-07, DCSS's and Mage 2e's rules) a first click twice left
 * the section closed with its summary focused, and the test then waited out 30 s on a hidden
 * field. A designer whose click did not take clicks again; a section that never opens still fails.
 */
export async function openSection(details: Locator): Promise<void> {
  const open = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
  await expect(async () => {
    if (!(await open())) await details.locator('summary').first().click();
    expect(await open()).toBe(true);
  }).toPass({ timeout: 10_000 });
}
