import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Smooth scrolling, unless the visitor asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

/**
 * Brings an element to the top of the window and gives it (or `focusTarget`) focus, so that keyboard and screen
 * reader users carry on from there (jsdom has no scrollIntoView, hence the guard).
 */
export function scrollToAndFocus(element: HTMLElement | null | undefined, focusTarget: HTMLElement | null = element ?? null): void {
  element?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  focusTarget?.focus({ preventScroll: true });
}

/**
 * Brings what a choice just revealed further down to the top of the window, without moving the
 * keyboard, when it starts in the lower part of the screen: there, under the bar at the foot of a
 * phone's screen, little more than its heading would show.
 */
export function revealBelow(element: HTMLElement | null | undefined): void {
  if (!element?.scrollIntoView) return;
  const { top } = element.getBoundingClientRect();
  if (top > window.innerHeight * 0.4) element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/**
 * Moving between a form's steps brings the step into view (`scrollTarget`, by default its
 * heading) and puts the keyboard at its heading, so that keyboard and screen-reader users start at
 * the top of the new step. Arriving at the page does not: the step shown is remembered, so a
 * second run of the effect (StrictMode) is no move.
 */
export function useStepFocus(step: number, heading: RefObject<HTMLElement | null>, scrollTarget?: RefObject<HTMLElement | null>): void {
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    scrollToAndFocus(scrollTarget?.current ?? heading.current, heading.current);
  }, [step, heading, scrollTarget]);
}

/**
 * An element that takes the keyboard once something asked for it has rendered: `focusSoon()`
 * asks, and the focus moves in the effect of the render that follows, when the element is on the
 * page. (A frame's delay instead left a moment where the focus was still elsewhere.)
 */
export function useFocusAfterRender<T extends HTMLElement>(): { ref: RefObject<T | null>; focusSoon: () => void } {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) ref.current?.focus();
  }, [asked]);
  const focusSoon = useCallback(() => setAsked((count) => count + 1), []);
  return { ref, focusSoon };
}
