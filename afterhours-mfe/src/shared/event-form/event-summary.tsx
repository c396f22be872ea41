import type { ReactNode } from 'react';
import { afterHoursDurationHours, formatDisplayDate, formatHours, formatTimeRange, type AfterHoursPricing, type AfterHoursRates } from '@party/domain';
import { Card, PriceSummary, SummaryList, type PaymentRow, type SummaryRow } from '@party/shared-ui';
import type { EventFormValues } from './form-values';
import { priceLines } from './price-lines';
import styles from './event-form.module.css';

export interface EventSummaryProps {
  values: EventFormValues;
  pricing: AfterHoursPricing;
  /** The rates it is priced with: the summary names their base hours and guest-fee threshold. */
  rates: AfterHoursRates;
  /** What is paid now, already, or left to pay. */
  payments: readonly PaymentRow[];
  /** Below the figures: the payment option, the page's button, what has been paid. */
  children?: ReactNode;
}

const NOT_CHOSEN = 'Not chosen yet';

function facts(values: EventFormValues): SummaryRow[] {
  const duration = afterHoursDurationHours(values.startTime, values.endTime);
  const kids = values.expectedKids === '' ? '–' : values.expectedKids;
  const adults = values.expectedAdults === '' ? '–' : values.expectedAdults;
  return [
    { key: 'date', label: 'Date', value: values.date ? formatDisplayDate(values.date) : NOT_CHOSEN, muted: !values.date },
    {
      key: 'time',
      label: 'Time',
      value: values.startTime && values.endTime ? formatTimeRange(values.startTime, values.endTime) : NOT_CHOSEN,
      muted: !values.endTime,
    },
    { key: 'duration', label: 'Duration', value: duration ? formatHours(duration) : NOT_CHOSEN, muted: !duration },
    { key: 'guests', label: 'Guests', value: `${kids} kids, ${adults} adults` },
  ];
}

/** The summary beside the form (below it on a phone): the event, its price as the form stands, and what is paid. */
export function EventSummary({ values, pricing, rates, payments, children }: EventSummaryProps) {
  return (
    <Card title="Event Summary" className={styles.summary}>
      <SummaryList rows={facts(values)} />
      <PriceSummary withHeading lead={priceLines(pricing, rates, values.selectedPackage?.name)} total={pricing.total} payments={payments} />
      {children}
    </Card>
  );
}
