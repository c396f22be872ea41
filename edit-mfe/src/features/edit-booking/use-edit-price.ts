import { useEffect, useMemo } from 'react';
import type { BookingEditRequest, BookingRecord, EditBookingQuote, EditQuote } from '@party/domain';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '@party/shared-ui';
import { useQuoteEditQuery } from './api';
import { estimateQuote } from './edit-price';
import { kidsProblem, quoteEdit, toBookingEdit, type EditCatalogue, type EditValues } from './edit-values';
import { useDebouncedValue } from './use-debounced-value';

/** How long the choices must rest before the server is asked for their price (a stepper pressed five times asks once). */
export const QUOTE_DELAY_MS = 300;

/**
 * 'checking': the server has not yet answered for these choices (the estimate is shown);
 * 'checked': the figures are the server's; 'refused': the server refuses this edit (a 422 or 400,
 * e.g. below the coupon's minimum); 'unchecked': the server could not be asked.
 */
export type EditPriceState = 'checking' | 'checked' | 'refused' | 'unchecked';

export interface EditPrice {
  /** The price's lines (package, extra kids, food, add-ons), worked out in the page. */
  lines: EditBookingQuote;
  /** The money shown: the server's quote once it has answered for these very choices, the estimate until then. */
  figures: EditQuote;
  state: EditPriceState;
  /** Why the server refuses this edit, in its words (a number of kids the page refuses itself is said beside its field). */
  refusal?: string;
}

/**
 * The price of the edit on screen, as the server will charge it (decision 008): the domain prices
 * it at once, and the server's quote for the same body replaces those figures when it arrives. A
 * quote saying online changes are closed calls `onClosed`.
 */
export function useEditPrice(values: EditValues, booking: BookingRecord, catalogue: EditCatalogue, onClosed: () => void): EditPrice {
  const lines = quoteEdit(values, booking, catalogue);
  const body = JSON.stringify(toBookingEdit(values, booking, catalogue));
  const askedBody = useDebouncedValue(body, QUOTE_DELAY_MS);
  const edit = useMemo(() => JSON.parse(askedBody) as BookingEditRequest, [askedBody]);
  // A number of kids the page already knows cannot be saved is said beside its field, not asked about.
  // Neither the number on screen nor the one about to be asked about (the debounce lags behind).
  const refusedHere = kidsProblem(values, booking) !== undefined;
  const askedRefused = edit.numberOfKids !== undefined && kidsProblem({ numberOfKids: edit.numberOfKids }, booking) !== undefined;
  const quote = useQuoteEditQuery({ id: String(booking.bookingId), edit }, { skip: refusedHere || askedRefused });
  const status = apiErrorStatus(quote.error);
  const message = quote.error ? apiErrorMessage(quote.error) : '';

  const closed = apiErrorCode(quote.error) === 'online-changes-closed';
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);

  const figures = estimateQuote(lines, values.numberOfKids, booking);
  if (refusedHere) return { lines, figures, state: 'refused' };
  const answered = askedBody === body && !quote.isFetching;
  if (answered && quote.currentData) return { lines, figures: quote.currentData, state: 'checked' };
  if (answered && (status === 400 || status === 409 || status === 422)) return { lines, figures, state: 'refused', refusal: message };
  if (answered && quote.error) return { lines, figures, state: 'unchecked' };
  return { lines, figures, state: 'checking' };
}
