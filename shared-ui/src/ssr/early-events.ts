import { EARLY_EVENTS_GLOBAL, NEVER_REPLAYED, WAITING_REGION } from './early-events-script';

// Replaying what the page's first script (early-events-script.ts) kept, once the page is live
// (issue 41): each tap, typed text and choice, in the order the person made them, on the control
// they were aimed at. Replayed as the browser would have delivered them (a click, an input event)
// so that React's own handlers act on each exactly once, synchronously, before the next.

/** One event the first script kept: what it was, on which control, and a field's value then. */
export interface EarlyEvent {
  type: 'click' | 'input' | 'change' | 'submit';
  target: Element;
  /** The id of the LiveWhenSeen region the control was in, which renders it afresh when live. */
  region: string | null;
  /** A field's value when the event came (typed text, a chosen option). */
  value?: string;
  /** What shows a tapped control as pressed until the tap is replayed (laid over it, outside the page's markup). */
  mark?: Element;
}

/** The first script's global: its queue, and what the page tells it. */
export interface EarlyEventContract {
  queue: EarlyEvent[];
  /** Set once the page is live: from then on only a waiting region's events are kept. */
  live: boolean;
  /** Set while replaying, so that the replayed events are not kept again. */
  replaying: boolean;
  /** Removes the script's listener. */
  stop(): void;
}

function contractOf(scope: object): EarlyEventContract | undefined {
  return (scope as Record<string, EarlyEventContract | undefined>)[EARLY_EVENTS_GLOBAL];
}

/**
 * What says which control an element is, in markup rendered again: the attributes a person reads
 * or a form sends, and its text. Enough to tell apart the days of a calendar (their labels), the
 * options of a radio group (name and value) and buttons (their words).
 */
export function controlKey(element: Element): string {
  const attributes = ['id', 'name', 'type', 'aria-label', 'data-day'].map((name) => element.getAttribute(name) ?? '');
  const checkable = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
  return [element.tagName, ...attributes, checkable ? element.value : '', element.textContent?.trim() ?? ''].join('\u0001');
}

/**
 * The control an event is replayed on: the very node when it is still in the page (hydration
 * adopted the server's markup), or else the one with the same key in the same region (the region
 * was rendered afresh, as LiveWhenSeen's is). None when the control is gone.
 */
export function replayTarget(event: EarlyEvent, doc: Document): Element | undefined {
  if (event.target.isConnected) return event.target;
  const scope = event.region === null ? doc : doc.querySelector(`[data-live-when-seen="${CSS.escape(event.region)}"]`);
  if (!scope) return undefined;
  const key = controlKey(event.target);
  return [...scope.querySelectorAll(event.target.tagName)].find((candidate) => controlKey(candidate) === key);
}

/**
 * The queue as it is replayed: the text typed into a field is replayed as its last value, one input
 * event per run of typing (the characters are all in that value already).
 */
export function collapseTyping(queue: readonly EarlyEvent[]): EarlyEvent[] {
  return queue.filter((event, index) => {
    const next = queue[index + 1];
    return !(event.type === 'input' && next?.type === 'input' && next.target === event.target);
  });
}

/** Whether the event waits for its region: the region is still the server's markup. */
function waitsForRegion(event: EarlyEvent, doc: Document): boolean {
  if (event.region === null) return false;
  return doc.querySelector(`[data-live-when-seen="${CSS.escape(event.region)}"][data-waiting]`) !== null;
}

/** Sets a field's value past React's tracker of it, then tells React, as typing would. */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string, type: 'input' | 'change') {
  // React compares the value it last saw with the field's: it last saw the value the field had
  // when hydrated, which already holds what was typed. Setting it through the element (React's
  // tracker) to '' and then through the prototype (not tracked) makes the typed value a change.
  // Where the caret was is kept: what is typed next goes where the person left off.
  const caret = field instanceof HTMLSelectElement ? null : [field.selectionStart, field.selectionEnd];
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
  if (caret && caret[0] !== null && caret[1] !== null && !(field instanceof HTMLSelectElement)) field.setSelectionRange(caret[0], caret[1]);
}

function replayOne(event: EarlyEvent, doc: Document) {
  event.mark?.remove();
  const target = replayTarget(event, doc);
  if (!target || target.closest(`[${NEVER_REPLAYED}]`)) return;
  if (event.type === 'click' && target instanceof HTMLElement) target.click();
  else if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  else if ((event.type === 'input' || event.type === 'change') && event.value !== undefined && 'value' in target) {
    replayValue(target as HTMLInputElement, event.value, event.type);
  }
}

/**
 * Replays the queue in order, up to an event whose region is not live yet (the rest waits for it),
 * and stops the first script once nothing is left to keep: the page is live, the queue empty and
 * no region waiting.
 */
export function replayEarlyEvents(scope: object = globalThis, doc: Document = document): void {
  const contract = contractOf(scope);
  if (!contract?.live) return;
  contract.replaying = true;
  try {
    const queue = collapseTyping(contract.queue);
    contract.queue.length = 0;
    while (queue.length > 0 && !waitsForRegion(queue[0]!, doc)) replayOne(queue.shift()!, doc);
    contract.queue.unshift(...queue);
  } finally {
    contract.replaying = false;
  }
  if (contract.queue.length === 0 && !doc.querySelector(WAITING_REGION)) contract.stop();
}

/** The page is live (PageRoot): what was kept before is replayed. */
export function replayOnceLive(scope: object = globalThis, doc: Document = document): void {
  const contract = contractOf(scope);
  if (!contract) return;
  contract.live = true;
  replayEarlyEvents(scope, doc);
}

/** Whether an event waits for this region (LiveWhenSeen): then the region becomes live at once. */
export function hasEarlyEventsIn(region: string, scope: object = globalThis): boolean {
  return contractOf(scope)?.queue.some((event) => event.region === region) ?? false;
}
