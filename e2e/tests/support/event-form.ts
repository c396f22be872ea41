import type { Page } from '@playwright/test';

// The after-hours form, as the browser tests fill it.

export const startTime = (page: Page) => page.getByRole('combobox', { name: 'Start Time (required)' });
export const endTime = (page: Page) => page.getByRole('combobox', { name: 'End Time (required)' });

/** Types the customer's details and the guests: Alex Morgan, at this address, with these counts (and notes for the venue, if any). */
export async function fillTheCustomer(page: Page, { email, kids, adults, notes }: { email: string; kids: number; adults: number; notes?: string }) {
  await page.getByRole('textbox', { name: 'First Name (required)' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last Name (required)' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'Email (required)' }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile (required)' }).fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Address (required)' }).fill('1 Test St, Parramatta NSW 2150');
  if (notes) await page.getByRole('textbox', { name: 'Notes (optional)' }).fill(notes);
  await page.getByRole('spinbutton', { name: 'Expected Kids (required)' }).fill(String(kids));
  await page.getByRole('spinbutton', { name: 'Expected Adults (required)' }).fill(String(adults));
}
