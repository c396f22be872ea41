import { EARLY_EVENTS_GLOBAL, earlyEventsScript } from './early-events-script';
import { collapseTyping, controlKey, replayOnceLive, replayTarget, type EarlyEvent, type EarlyEventContract } from './early-events';

// The page's first script and the replay once live (issue 41), on the markup a server sends.

function contract(): EarlyEventContract {
  return (window as unknown as Record<string, EarlyEventContract>)[EARLY_EVENTS_GLOBAL]!;
}

function startScript() {
  // As the browser runs the inline script: its text, in the page's global scope.
  new Function(earlyEventsScript)();
}

afterEach(() => {
  contract()?.stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_EVENTS_GLOBAL];
  document.body.innerHTML = '';
});

test('the script inlined in every page is a few KB at most', () => {
  expect(new TextEncoder().encode(earlyEventsScript).length).toBeLessThanOrEqual(3 * 1024);
});

test('before the page is live, taps on controls are kept in order, stopped, and shown as pressed; links and text are left alone', () => {
  document.body.innerHTML = `
    <p id="text">Words</p><a id="link" href="#somewhere">A link</a>
    <label><input id="tick" type="checkbox" name="terms" /> I agree</label>
    <button id="next" type="button">Next</button>`;
  startScript();
  const seenByThePage: string[] = [];
  document.body.addEventListener('click', (event) => seenByThePage.push((event.target as Element).id));
  const next = document.getElementById('next')!;
  const tick = document.getElementById('tick') as HTMLInputElement;

  next.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  tick.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  document.getElementById('text')!.click();
  document.getElementById('link')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  expect(contract().queue.map((event) => [event.type, event.target.id])).toEqual([
    ['click', 'next'],
    ['click', 'tick'],
  ]);
  // Kept from the page (React), but the plain text and the link went on as usual.
  expect(seenByThePage).toEqual(['text', 'link']);
  // The tick's default was prevented: it is ticked once, when replayed.
  expect(tick.checked).toBe(false);
  // Each tapped control is shown as pressed, without a change to its own markup (React hydrates it).
  expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(2);
  expect(next.attributes).toHaveLength(2);
});

test('typing and choices are kept with the value they left; a control never replayed is not kept', () => {
  document.body.innerHTML = `
    <input id="name" type="text" /><select id="size"><option value="s">S</option><option value="l">L</option></select>
    <button id="pay" type="button" data-never-replayed>Pay Now</button>`;
  startScript();
  const name = document.getElementById('name') as HTMLInputElement;
  const size = document.getElementById('size') as HTMLSelectElement;
  name.value = 'Mi';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  size.value = 'l';
  size.dispatchEvent(new Event('change', { bubbles: true }));
  document.getElementById('pay')!.click();

  expect(contract().queue.map((event) => [event.type, event.target.id, event.value])).toEqual([
    ['input', 'name', 'Mi'],
    ['change', 'size', 'l'],
  ]);
});

test('once live, the queue is replayed in order on the same controls, each once, and the script stops', () => {
  document.body.innerHTML = `<button id="a" type="button">A</button><button id="b" type="button">B</button><input id="name" />`;
  startScript();
  const a = document.getElementById('a')!;
  const b = document.getElementById('b')!;
  const name = document.getElementById('name') as HTMLInputElement;
  b.click();
  name.value = 'M';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  name.value = 'Mia';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  a.click();

  const acted: string[] = [];
  document.body.addEventListener('click', (event) => acted.push(`click ${(event.target as Element).id}`));
  document.body.addEventListener('input', (event) => acted.push(`input ${(event.target as HTMLInputElement).value}`));
  replayOnceLive(window, document);

  expect(acted).toEqual(['click b', 'input Mia', 'click a']);
  expect(contract().queue).toEqual([]);
  expect(document.querySelectorAll('[data-early-tap]')).toHaveLength(0);
  // Stopped: a tap now goes straight to the page, and only once.
  a.click();
  expect(acted).toEqual(['click b', 'input Mia', 'click a', 'click a']);
});

test("a tap in a region still waiting for its code is replayed when the region is live, on the control rendered afresh, and what came after waits for it", () => {
  document.body.innerHTML = `
    <div data-live-when-seen="r1" data-waiting=""><button type="button" aria-label="Saturday 5 December">5</button></div>
    <button id="later" type="button">Later</button>`;
  startScript();
  document.querySelector<HTMLButtonElement>('[aria-label="Saturday 5 December"]')!.click();
  document.getElementById('later')!.click();

  const acted: string[] = [];
  document.body.addEventListener('click', (event) => acted.push((event.target as Element).textContent ?? ''));
  replayOnceLive(window, document);
  expect(acted).toEqual([]);

  // The region rendered afresh by its own code: new nodes, the same controls.
  const region = document.querySelector('[data-live-when-seen="r1"]')!;
  region.innerHTML = '<button type="button" aria-label="Saturday 5 December">5</button>';
  region.removeAttribute('data-waiting');
  replayOnceLive(window, document);
  expect(acted).toEqual(['5', 'Later']);
});

test('a control is found again by what it is, and not found when it is gone', () => {
  document.body.innerHTML = `<div data-live-when-seen="r1"><input type="radio" name="size" value="s" /><input type="radio" name="size" value="l" /></div>`;
  const old = document.createElement('input');
  old.type = 'radio';
  old.name = 'size';
  old.value = 'l';
  const event: EarlyEvent = { type: 'click', target: old, region: 'r1' };
  expect(replayTarget(event, document)).toBe(document.querySelectorAll('input')[1]);
  expect(controlKey(old)).not.toBe(controlKey(document.querySelectorAll('input')[0]!));
  document.body.innerHTML = '<div data-live-when-seen="r1"></div>';
  expect(replayTarget(event, document)).toBeUndefined();
});

test("a run of typing into one field is replayed as its last value; another field's typing or a tap between keeps both", () => {
  const one = document.createElement('input');
  const two = document.createElement('input');
  const typed = (target: Element, value: string): EarlyEvent => ({ type: 'input', target, value, region: null });
  const queue = [typed(one, 'a'), typed(one, 'ab'), typed(two, 'x'), typed(one, 'abc'), { type: 'click', target: two, region: null } as EarlyEvent];
  expect(collapseTyping(queue).map((event) => event.value ?? 'tap')).toEqual(['ab', 'x', 'abc', 'tap']);
});
