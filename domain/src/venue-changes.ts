import type { AfterHoursWindow } from './after-hours/time-rules';
import { minutesOfDay } from './dates';
import { hoursOn, type DayHours, type WeeklyHours } from './opening-hours';
import type { ClockTime, IsoDate } from './types';

// Closures and opening hours that no longer hold a booked party or hire (decision 059): which
// bookings a change of the hours touches, and why a booking on the run sheet is an exception to its
// day (a closed time, or outside the hours). Pure: the API reads the bookings, closures and hours.

/** Why the venue asks a customer to move their booking: a closure of its time, or hours that no longer hold it. */
export type VenueChangeCause = 'closure' | 'hours';

/** What a closure decided on saving does with each live booking it touches (decision 059). */
export const VENUE_CHANGE_DECISIONS = ['cancel', 'ask-to-move', 'keep'] as const;
export type VenueChangeDecision = (typeof VENUE_CHANGE_DECISIONS)[number];

/** A booking's time on its day: a party in its room, or a hire (no room: it takes the whole centre). */
export interface BookedTime {
  kind: 'party' | 'hire';
  date: IsoDate;
  startTime: ClockTime;
  endTime: ClockTime;
  /** The party's room; null for a hire. */
  roomId: string | null;
}

/** A closure of the booking's day: the whole day (no times), or a block of one room or the whole centre (no room). */
export interface ClosedTime {
  start: ClockTime | null;
  end: ClockTime | null;
  roomId: string | null;
}

/** The hours a booking is held to: the week's (a party's) and the after-hours window (a hire's). */
export interface BookingHours {
  week: WeeklyHours;
  afterHours: AfterHoursWindow;
}

const meets = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/**
 * Whether the closure closes what the booking takes at some moment of its time: a closed day or a
 * block of the whole centre closes every room and the hire; a block of one room closes that room
 * to parties only (decision 040). Back to back does not meet.
 */
export function closureMeets(booked: BookedTime, closure: ClosedTime): boolean {
  if (closure.roomId !== null && (booked.kind === 'hire' || closure.roomId !== booked.roomId)) return false;
  if (closure.start === null || closure.end === null) return true;
  return meets(minutesOfDay(booked.startTime), minutesOfDay(booked.endTime), minutesOfDay(closure.start), minutesOfDay(closure.end));
}

/**
 * Whether the booking lies within the hours: a party within its date's opening hours (a public
 * holiday's, else its weekday's; a day the venue does not open holds none), a hire within the
 * after-hours window.
 */
export function withinHours(booked: BookedTime, hours: BookingHours): boolean {
  const start = minutesOfDay(booked.startTime);
  const end = minutesOfDay(booked.endTime);
  const day: DayHours | null = booked.kind === 'party' ? hoursOn(booked.date, hours.week) : hours.afterHours;
  return day !== null && start >= minutesOfDay(day.opens) && end <= minutesOfDay(day.closes);
}

/**
 * Whether a change of the hours touches the booking: within the hours before it, outside them
 * after. One already outside them (kept by the manager at an earlier change) is not asked about
 * again by a change that leaves it so.
 */
export function touchedByHoursChange(booked: BookedTime, before: BookingHours, after: BookingHours): boolean {
  return withinHours(booked, before) && !withinHours(booked, after);
}

/** Why a booking is an exception to its day, for the run sheet: a closure of its time, its time outside the hours. */
export type BookingException<Closure extends ClosedTime = ClosedTime> =
  | { kind: 'closed'; closure: Closure }
  | { kind: 'outside-hours'; hours: DayHours | null };

/** The exceptions of one booking: each closure that meets it, and the hours when it lies outside them. */
export function bookingExceptions<Closure extends ClosedTime>(booked: BookedTime, closures: readonly Closure[], hours: BookingHours): Array<BookingException<Closure>> {
  const exceptions: Array<BookingException<Closure>> = closures.filter((closure) => closureMeets(booked, closure)).map((closure) => ({ kind: 'closed', closure }));
  if (!withinHours(booked, hours)) exceptions.push({ kind: 'outside-hours', hours: booked.kind === 'party' ? hoursOn(booked.date, hours.week) : hours.afterHours });
  return exceptions;
}
