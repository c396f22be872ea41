import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

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

/**
 * Focuses the month calendar's day buttons in its first and last columns and its Next Month button
 * by keyboard, and checks that each focus ring is drawn whole: no box around the calendar cuts it
 * off (an `overflow` other than visible clips whatever reaches past it).
 */
async function expectCalendarFocusRingsWhole(page: Page, calendar: Locator): Promise<void> {
  const ringCutBy = () =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const ring = focused.getBoundingClientRect();
      const cutBy: string[] = [];
      if (style.outlineStyle === 'none') cutBy.push('no focus ring at all');
      for (let box = focused.parentElement; box && box !== document.body; box = box.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(box);
        const edges = box.getBoundingClientRect();
        const left = edges.left + box.clientLeft;
        const top = edges.top + box.clientTop;
        const cutSideways = overflowX !== 'visible' && (ring.left - reach < left || ring.right + reach > left + box.clientWidth);
        const cutAcross = overflowY !== 'visible' && (ring.top - reach < top || ring.bottom + reach > top + box.clientHeight);
        if (cutSideways || cutAcross) cutBy.push(`${box.tagName.toLowerCase()}.${box.className}`);
      }
      return { column: focused.closest('td')?.cellIndex, cutBy };
    });
  const { keyboard } = page;
  await tabTo(page, calendar.locator('.rdp-day_button[tabindex="0"]'));
  // Two weeks on, where no day of the week has passed.
  await keyboard.press('ArrowDown');
  await keyboard.press('ArrowDown');
  // Home and End move to the first and last day of the week, in the grid's outer columns.
  for (const [key, column] of [['Home', 0], ['End', 6]] as const) {
    await keyboard.press(key);
    expect(await ringCutBy(), `the focus ring of the day ${key} reaches`).toEqual({ column, cutBy: [] });
  }
  await tabTo(page, calendar.getByRole('button', { name: 'Go to the Next Month' }), { backwards: true });
  expect((await ringCutBy()).cutBy, 'the focus ring of Go to the Next Month').toEqual([]);
}

/** Runs `steps`, then pages the calendar back to the month it showed before them. */
async function keepingTheMonth(calendar: Locator, steps: () => Promise<void>): Promise<void> {
  const caption = calendar.locator('.rdp-caption_label');
  const month = await caption.textContent();
  await steps();
  for (let pages = 0; pages < 12 && (await caption.textContent()) !== month; pages += 1) {
    await calendar.getByRole('button', { name: 'Go to the Previous Month' }).click();
  }
  await expect(caption).toHaveText(month ?? '');
}

/**
 * The month calendar on the page fits its box, with all seven columns and nothing to scroll
 * sideways, at the page's own width and on narrow phones: 360 px, 345 px (a 360 px window whose
 * page scroll bar takes 15 px, as in a desktop browser made narrow) and 320 px. Its focus rings
 * are drawn whole at each. Gives the page back at its own size, the calendar on the month it showed.
 */
export async function expectCalendarFits(page: Page): Promise<void> {
  const calendar = page.locator('div:has(> .rdp-root)');
  await expect(calendar).toBeVisible();
  const own = page.viewportSize() ?? { width: 1280, height: 800 };
  try {
    for (const width of [...new Set([own.width, 360, 345, 320])]) {
      await page.setViewportSize({ width, height: own.height });
      // A page may lay itself out anew for the new width (a price bar, a calendar of one month
      // instead of two), replacing the calendar's box while it is being measured: it is measured
      // once the box stays.
      await expect(async () => {
        await calendar.scrollIntoViewIfNeeded({ timeout: 1000 });
      }).toPass({ timeout: 5000 });
      const fit = await calendar.evaluate((box) => {
        const edges = box.getBoundingClientRect();
        const days = [...box.querySelectorAll('.rdp-weekday')].map((day) => day.getBoundingClientRect());
        return {
          overflow: Math.max(0, box.scrollWidth - box.clientWidth),
          columns: days.filter((day) => day.left >= edges.left - 0.5 && day.right <= edges.right + 0.5).length,
          pageOverflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        };
      });
      expect(fit, `the calendar at ${width}px wide`).toEqual({ overflow: 0, columns: 7, pageOverflow: 0 });
      await keepingTheMonth(calendar, () => expectCalendarFocusRingsWhole(page, calendar));
    }
  } finally {
    await page.setViewportSize(own);
  }
}
