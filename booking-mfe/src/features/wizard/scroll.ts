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
