import { useMemo, useState } from 'react';
import { DayPicker, defaultDateLib, type DateLib, type DateLibOptions, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { fromCalendarDay, openingDay, toCalendarDay } from './calendar-day';
import styles from './date-picker.module.css';

export interface DatePickerProps {
  /** The chosen day as yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (date: string) => void;
  /** Today in the venue's time zone (yyyy-MM-dd). */
  today: string;
  /**
   * A day of the month the calendar opens on while none is chosen: today's month if not given; the
   * next month when no day left in that one can be chosen.
   */
  opensOn?: string;
  /** Days that cannot be chosen (past, unavailable, out of the booking window). */
  isDisabled: (date: string) => boolean;
  /** The first and last months the visitor can page to (yyyy-MM-dd of any day in them). */
  months?: { first: string; last: string };
  /** Names the calendar for screen readers. */
  label: string;
  /** Days shown apart (shaded), whose names end with `marked.label` ('fully booked'); usually disabled too. */
  marked?: { isMarked: (date: string) => boolean; label: string };
}

/**
 * A day button's name, the Australian way with the day's number as a word of its own ("Sunday 1
 * November 2026"), so that the number the button shows is part of its name (WCAG 2.5.3, label in
 * name); react-day-picker's own ("Sunday, November 1st, 2026") hides it in "1st".
 */
function dayButtonLabel(markedLabel: string | undefined) {
  return (date: Date, modifiers: Modifiers, _options?: DateLibOptions, dateLib: DateLib = defaultDateLib): string => {
    const name = dateLib.format(date, 'EEEE d MMMM yyyy');
    const marked = markedLabel && modifiers.marked ? `, ${markedLabel}` : '';
    return `${modifiers.today ? 'Today, ' : ''}${name}${marked}${modifiers.selected ? ', selected' : ''}`;
  };
}

const plainLabels = { labelDayButton: dayButtonLabel(undefined) };

/**
 * A month calendar working in yyyy-MM-dd strings, so that the day a visitor picks is the venue's
 * calendar day whatever the phone's time zone is. Loaded only by pages that show it (date-picker.tsx).
 */
export default function MonthCalendar({ value, onChange, today, opensOn, isDisabled, months, label, marked }: DatePickerProps) {
  const markedLabel = marked?.label;
  const labels = useMemo(() => (markedLabel ? { labelDayButton: dayButtonLabel(markedLabel) } : plainLabels), [markedLabel]);
  // Read by the calendar when it is first shown only: worked out once.
  const [firstMonth] = useState(() => toCalendarDay(value || openingDay(opensOn || today, isDisabled)));
  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="single"
        required={false}
        aria-label={label}
        selected={value ? toCalendarDay(value) : undefined}
        defaultMonth={firstMonth}
        today={toCalendarDay(today)}
        startMonth={months && toCalendarDay(months.first)}
        endMonth={months && toCalendarDay(months.last)}
        disabled={(day: Date) => isDisabled(fromCalendarDay(day))}
        onSelect={(day: Date | undefined) => {
          if (day) onChange(fromCalendarDay(day));
        }}
        weekStartsOn={1}
        labels={labels}
        {...(marked
          ? { modifiers: { marked: (day: Date) => marked.isMarked(fromCalendarDay(day)) }, modifiersClassNames: { marked: styles.marked } }
          : {})}
      />
    </div>
  );
}
