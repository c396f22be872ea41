import { screen, within } from '@testing-library/react';

/** The value beside a label in a summary list (label and value are a <dt> and its <dd>). */
export function valueIn(container: HTMLElement, label: string | RegExp): HTMLElement | null {
  const term = within(container).getByText(label);
  return term.nextElementSibling as HTMLElement | null;
}

/** The page's Booking Summary region, once it shows. */
export const findBookingSummary = () => screen.findByRole('region', { name: 'Booking Summary' });
