import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_EVENTS_GLOBAL, earlyEventsScript } from './early-events-script';
import { replayOnceLive, type EarlyEventContract } from './early-events';

// The replay meets React as a page does (issue 41): the server's markup, typed into and tapped
// before the page hydrates; React's state ends up with what the person did, each thing once.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ onPressed }: { onPressed: (name: string) => void }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input aria-label="Child's name" value={name} onChange={(event) => setName(event.target.value)} />
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> I agree
      </label>
      <button type="button" onClick={() => onPressed(name)}>
        Next
      </button>
      <output>{`${name}|${agreed ? 'agreed' : 'not agreed'}`}</output>
    </form>
  );
}

afterEach(() => {
  (window as unknown as Record<string, EarlyEventContract>)[EARLY_EVENTS_GLOBAL]?.stop();
  document.body.innerHTML = '';
});

test("typed text, a tick and a tap made before hydration reach React's state once, in order; typing after live appends", async () => {
  const pressed: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onPressed={(name) => pressed.push(name)} />);
  document.body.append(container);
  new Function(earlyEventsScript)();

  // The person types (the browser puts the characters in the field), ticks, and taps Next.
  const field = container.querySelector('input')!;
  field.value = 'Mia';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const tick = container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
  tick.click();
  container.querySelector('button')!.click();
  expect(tick.checked).toBe(false);

  await act(async () => {
    hydrateRoot(container, <Form onPressed={(name) => pressed.push(name)} />);
  });
  expect(container.querySelector('output')!.textContent).toBe('|not agreed');
  act(() => replayOnceLive(window, document));

  expect(container.querySelector('output')!.textContent).toBe('Mia|agreed');
  expect(pressed).toEqual(['Mia']);
  expect(tick.checked).toBe(true);

  // Typing after live: React's own handler, from what the field holds.
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'Mia!');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(container.querySelector('output')!.textContent).toBe('Mia!|agreed');
});
