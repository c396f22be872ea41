import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

/** The value beside a label in one of the pages' summaries (a <dt> and its <dd>). */
export function summaryValue(summary: Locator, label: string): Locator {
  return summary.locator('dt', { hasText: label }).locator('+ dd');
}
