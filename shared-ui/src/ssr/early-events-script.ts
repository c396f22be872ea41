// The page's first script (issue 41): the server inlines it at the top of the head of every page
// it renders, under the response's nonce, so that from the first paint a tap, a typed character or
// a choice on the server's markup is kept instead of lost while the page's code is on its way.
// It listens at the document, before anything else does, for the events a person makes on a
// control, stops them there (React would act on them half-hydrated, or not at all) and queues them;
// a tapped control is shown as pressed meanwhile: a mark laid over it, outside the markup React
// hydrates (an attribute on the control itself would differ from what React rendered).
// Once the page is live, early-events.ts replays the queue in order and removes the listener.
//
// Kept as text, not as a function serialised with `.toString()`: the build's transpiler may rename
// or rewrite a function's body, but leaves a string as it is, and the page server (run by tsx, as
// the bench's monolith runs it too) and this file's test read the very same text. Plain ES2017: it
// runs before any polyfill. Modelled on the "early event contract" of Google's JSAction (the one
// Angular's event replay uses): a global queue filled by a document listener, taken by the app.

/** The global the script keeps its queue in, which the page takes once live. */
export const EARLY_EVENTS_GLOBAL = '__partyEarlyEvents';

/** A control marked so is never replayed: a payment button (it waits, disabled, until live). */
export const NEVER_REPLAYED = 'data-never-replayed';

/** A region whose code comes later than the page's (LiveWhenSeen): it takes events until it is live. */
export const WAITING_REGION = '[data-live-when-seen][data-waiting]';

/** What a tap can land on and act: controls, not a link (which works without script) nor plain text. */
const TAPPABLE = 'button,input,select,textarea,label,summary,[role=button],[role=checkbox],[role=radio],[role=tab],[role=option],[role=switch]';

export const earlyEventsScript = `(function () {
  var doc = document;
  var types = ['click', 'input', 'change', 'submit'];
  var contract = { queue: [], live: false, replaying: false, stop: stop };
  window.${EARLY_EVENTS_GLOBAL} = contract;
  function controlOf(event) {
    var target = event.target;
    if (!(target instanceof Element)) return null;
    if (event.type === 'click') return target.closest('a[href]') ? null : target.closest('${TAPPABLE}');
    if (event.type === 'submit') return target.tagName === 'FORM' ? target : null;
    if (event.type === 'change') return target.tagName === 'SELECT' ? target : null;
    var typed = target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset|file|image)$/.test(target.type));
    return typed ? target : null;
  }
  function capture(event) {
    if (contract.replaying) return;
    var control = controlOf(event);
    if (!control || control.closest('[${NEVER_REPLAYED}]')) return;
    var region = control.closest('[data-live-when-seen]');
    var waiting = region && region.hasAttribute('data-waiting');
    if (contract.live && !waiting && contract.queue.length === 0) return;
    event.stopImmediatePropagation();
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    var entry = { type: event.type, target: control, region: region ? region.getAttribute('data-live-when-seen') : null };
    if (event.type === 'input' || event.type === 'change') entry.value = control.value;
    if (event.type === 'click') entry.mark = mark(control);
    contract.queue.push(entry);
  }
  function mark(control) {
    var box = control.getBoundingClientRect();
    var pressed = doc.createElement('div');
    pressed.setAttribute('data-early-tap', '');
    pressed.setAttribute('aria-hidden', 'true');
    pressed.style.cssText = 'position:absolute;pointer-events:none;z-index:2147483647;border-radius:6px;' +
      'outline:3px solid var(--color-focus,#2563eb);background:rgba(37,99,235,.18);' +
      'left:' + (box.left + scrollX) + 'px;top:' + (box.top + scrollY) + 'px;width:' + box.width + 'px;height:' + box.height + 'px';
    doc.body.appendChild(pressed);
    return pressed;
  }
  function stop() {
    types.forEach(function (type) { doc.removeEventListener(type, capture, true); });
  }
  types.forEach(function (type) { doc.addEventListener(type, capture, true); });
})();`;
