/**
 * Nothing a visitor does before the app has started is lost (ARCHITECTURE §7). The page is usable as soon
 * as it paints, but React only listens once it has hydrated, and hydrating adopts whatever the inputs show
 * without telling the page's state. So a small script in the page's head ({@link captureEarlyInput}) keeps
 * every tap on a control, typed value and form submission from the first paint on, holding them from the
 * page (and from React while it hydrates); {@link replayEarlyInput} hands them to the app once it runs, in
 * the order they happened. Links, and forms that ask the browser to GET an address, are left to the browser:
 * they work before the app runs.
 *
 * A part of the page whose code loads after the page has started (`hydratesLater`) is marked
 * `data-hydrates-later`: what the visitor does there is held until that part has hydrated too, then replayed.
 * A form with such a part is sent only once the part has hydrated: ENVIAR tapped meanwhile is held as well.
 * A file dropped on a zone marked `data-file-drop` is its file field's, held as the field's value.
 */

import { flushSync } from 'react-dom';

/** A part of the page that has not hydrated yet. */
export const PENDING_SECTION = '[data-hydrates-later]:not([data-hydrated])';

export interface EarlyInputRecord {
  kind: 'value' | 'click' | 'submit';
  target: Element;
  /** A field's value (or a box's tick) as the visitor left it: an app render before the replay may reset the field. */
  value?: string | boolean;
  submitter?: HTMLElement | null;
}

export interface EarlyInputQueue {
  readonly records: EarlyInputRecord[];
  /** True until the app has started; then only what happens in a part that hydrates later is held. */
  holdAll: boolean;
  stop: () => void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputQueue;
  }
}

/**
 * Runs inline in the page's head, before any other script: self-contained (it is sent as its source text),
 * and written for every browser the site supports without a build step.
 */
export function captureEarlyInput(pendingSection: string): void {
  const queue: EarlyInputQueue = {
    records: [],
    holdAll: true,
    stop: () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
    },
  };
  const { records } = queue;
  const held = (target: Element) => queue.holdAll || target.closest(pendingSection) !== null;
  // A form sent while a part of it has not hydrated would miss that part's fields: the sending waits for it.
  const waitsForItsForm = (form: HTMLFormElement | null | undefined) =>
    form?.querySelector(pendingSection) != null;
  const isGetForm = (form: HTMLFormElement | null | undefined) =>
    form?.matches('form[method=get][action]') === true;
  const controls =
    'button,[role=button],[role=checkbox],[role=switch],[role=tab],[role=option],[role=menuitem],[role=combobox],summary';
  const isValueField = (el: Element) =>
    el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el instanceof HTMLInputElement;
  // What each pick or drop on a file field brought: the field itself keeps only the last, the app's list adds them up.
  const heldFiles = new Map<HTMLInputElement, File[]>();
  const onValue = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !isValueField(target) || !held(target)) return;
    event.stopImmediatePropagation();
    if (
      event.type === 'change' &&
      target instanceof HTMLInputElement &&
      target.type === 'file' &&
      target.multiple
    ) {
      const all = [...(heldFiles.get(target) ?? []), ...(target.files ?? [])];
      heldFiles.set(target, all);
      const files = new DataTransfer();
      for (const file of all) files.items.add(file);
      target.files = files.files;
    }
    // Read now: the app may render the field anew between its start and the replay (a focus it replays, an
    // update of the page), which sets it back to the app's value.
    const value =
      target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')
        ? target.checked
        : (target as HTMLInputElement).value;
    const last = records[records.length - 1];
    if (last?.kind === 'value' && last.target === target) last.value = value;
    else records.push({ kind: 'value', target, value });
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const control = target.closest(controls);
    const sends = control instanceof HTMLButtonElement && control.type === 'submit' ? control.form : null;
    if (!held(target) && !waitsForItsForm(sends)) return;
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
      onValue(event);
      return;
    }
    if (!control || (control as HTMLButtonElement).disabled) return;
    if (sends && isGetForm(sends)) return;
    // A submit button would post the form the browser's way; the app sends it instead.
    event.preventDefault();
    event.stopImmediatePropagation();
    records.push({ kind: 'click', target: control });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || isGetForm(form) || (!held(form) && !waitsForItsForm(form)))
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    records.push({ kind: 'submit', target: form, submitter: (event as SubmitEvent).submitter });
  };
  // A file dragged onto a zone (`data-file-drop`) is its field's, as if picked (held with the picked ones); anywhere
  // else it is refused: let through, the browser would open it in place of the page.
  const onFileDrag = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const transfer = (event as DragEvent).dataTransfer;
    if (!target || !transfer || Array.prototype.indexOf.call(transfer.types, 'Files') < 0 || !held(target))
      return;
    event.preventDefault();
    const field = target.closest('[data-file-drop]')?.querySelector('input[type=file]');
    const takes = field instanceof HTMLInputElement && !field.disabled ? field : null;
    if (event.type === 'dragover') {
      transfer.dropEffect = takes ? 'copy' : 'none';
      return;
    }
    if (!takes) return;
    takes.files = transfer.files;
    takes.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const listeners: [string, (event: Event) => void][] = [
    ['input', onValue],
    ['change', onValue],
    ['click', onClick],
    ['submit', onSubmit],
    ['dragover', onFileDrag],
    ['drop', onFileDrag],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  window.__earlyInput = queue;
}

function inlineScript(capture: typeof captureEarlyInput): string {
  return `(${capture.toString()})(${JSON.stringify(PENDING_SECTION)})`;
}

/**
 * The inline script's text: the function above, called at once (it cannot import: it is given the selector).
 * Only the server sends it (root.tsx): marked pure, the browser's bundle leaves it and the function out.
 */
export const EARLY_INPUT_SCRIPT = /* @__PURE__ */ inlineScript(captureEarlyInput);

/** What a field showed when the app took over: the app's first renders may reset it, so it is read first. */
function fieldState(el: Element): string | boolean | null {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked;
  if (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement
  ) {
    return el.value;
  }
  return null;
}

/** Each replayed tap or submission gets a task of its own, as the visitor's did: the app renders between them. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** True while the replay itself changes fields: any other input event is the visitor's. */
let replaying = false;

function asReplay(action: () => void): void {
  replaying = true;
  try {
    action();
  } finally {
    replaying = false;
  }
}

/** A field's change as the replay's, rendered at once (before the next change, or a key of the visitor's). */
const renderedReplay = (action: () => void) => asReplay(() => flushSync(action));

/**
 * Runs `action` on a field the visitor is not in without letting it take the focus: a masked field places
 * its caret by focusing itself (react-number-format does, then again in a timeout), which sent the keys the
 * visitor was typing elsewhere into the field being replayed. The focus stays where the visitor put it.
 */
function withoutTakingFocus(el: Element, action: () => void): void {
  if (!(el instanceof HTMLElement) || el === document.activeElement) {
    action();
    return;
  }
  Object.defineProperty(el, 'focus', { configurable: true, value: () => undefined });
  try {
    action();
  } finally {
    // After the field's own timeouts (those set while it ran come first).
    setTimeout(() => Reflect.deleteProperty(el, 'focus'), 0);
  }
}

/**
 * Gives a field's value (as the visitor left it) to the app, at once: nothing the visitor types can come in
 * between. Hydration adopted what the field showed, so the app's state and React's record of the field
 * disagree: the field is set back to what the server rendered through React's own setter, then to the
 * visitor's value the browser's way, and the event React listens to is sent.
 */
function replayValue(el: Element, state: string | boolean): void {
  withoutTakingFocus(el, () => {
    if (typeof state === 'boolean') {
      const box = el as HTMLInputElement;
      renderedReplay(() => {
        box.checked = box.defaultChecked;
        if (box.checked !== state) box.click();
      });
      return;
    }
    // The files are still in the field (hydration kept it): the app reads them from the event. Its value can
    // only be emptied, which would drop them.
    if (el instanceof HTMLInputElement && el.type === 'file') {
      renderedReplay(() => el.dispatchEvent(new Event('change', { bubbles: true })));
      return;
    }
    if (el instanceof HTMLSelectElement) {
      renderedReplay(() => {
        el.value = state;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
      return;
    }
    const field = el as HTMLInputElement | HTMLTextAreaElement;
    const prototype = Object.getPrototypeOf(field) as object;
    field.value = field.defaultValue;
    // As if the visitor selected what the field showed and typed theirs: a masked field (a '$ 0' with its
    // prefix) takes the typed text whole rather than as an edit of its mask. Each step is rendered before
    // the next, so the mask sees the field emptied first.
    for (const value of field.defaultValue ? ['', state] : [state]) {
      renderedReplay(() => {
        // The prototype's setter: React's own one on the field would take it as the app's value.
        Reflect.set(prototype, 'value', value, field);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  });
}

/** A text field whose whole text is selected (an empty one too): the next key typed replaces what it shows. */
function isWhollySelected(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  return (
    (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
    el.selectionStart === 0 &&
    el.selectionEnd === el.value.length
  );
}

/** Whether a held tap or submission sends a form a part of which has not hydrated yet. */
function sendsFormWithPendingPart({ kind, target }: EarlyInputRecord): boolean {
  const form =
    kind === 'submit'
      ? target
      : target instanceof HTMLButtonElement && target.type === 'submit'
        ? target.form
        : null;
  return form?.querySelector(PENDING_SECTION) != null;
}

/**
 * Called once the app has hydrated (`hydrated` is the document), and again by each part that hydrates later
 * (`hydrated` is that part): replays, in order, what the visitor did outside the parts still to hydrate. The
 * fields' values are the app's at once, in the task this starts in (before the app renders a field anew, which
 * would empty it, and before the visitor's next key); each tap and submission gets a task of its own. A field typed
 * into several times is replayed once, at its last place, with its final value as the visitor left it
 * (whatever the app rendered since). The focus is never moved by the replay. Once no part is left to hydrate,
 * nothing is held any more.
 */
export async function replayEarlyInput(
  queue: EarlyInputQueue | undefined = window.__earlyInput,
  hydrated: Element = document.documentElement,
): Promise<void> {
  if (hydrated === document.documentElement) {
    if (queue) queue.holdAll = false;
  } else {
    hydrated.setAttribute('data-hydrated', '');
  }
  if (!queue) return;
  // What happened outside any part still to hydrate, in order; a form is sent once all of it has hydrated (its
  // parts' fields and what was typed in them are the app's by then): the part hydrated last sends it.
  const isReady = (r: EarlyInputRecord) =>
    !r.target.closest(PENDING_SECTION) && !(r.kind !== 'value' && sendsFormWithPendingPart(r));
  const ready = queue.records.filter(isReady);
  // In place: the inline script keeps adding to this array.
  queue.records.splice(0, Infinity, ...queue.records.filter((r) => !isReady(r)));
  if (!queue.holdAll && !document.querySelector(PENDING_SECTION)) {
    window.__earlyInput = undefined;
    queue.stop();
  }
  const focused = document.activeElement;
  // A field the visitor went into empty (or selected whole) that the replay fills, as a down payment follows the
  // price, keeps all of it selected: their next key is their value, not a digit after the app's.
  const replaceable = isWhollySelected(focused) ? focused : null;
  // As the visitor left each field (its last record), not as it shows now: the app may have reset it meanwhile.
  const states = new Map(
    ready.filter((r) => r.kind === 'value').map((r) => [r.target, r.value ?? fieldState(r.target)]),
  );
  // A field the visitor types into while this runs (the app listens by now) keeps what they typed.
  const typed = new Set<EventTarget>();
  const onVisitorInput = (event: Event) => {
    if (!replaying && event.target) typed.add(event.target);
  };
  window.addEventListener('input', onVisitorInput, true);
  window.addEventListener('change', onVisitorInput, true);
  try {
    // Out of the effect that called this (React renders nothing synchronously inside one), still before any
    // other task: no key the visitor presses and no render of the app comes first.
    await Promise.resolve();
    for (const [index, record] of ready.entries()) {
      const { target } = record;
      if (!target.isConnected) continue;
      if (record.kind === 'value') {
        const later = ready.slice(index + 1).some((r) => r.kind === 'value' && r.target === target);
        const state = states.get(target);
        if (!later && !typed.has(target) && state !== null && state !== undefined) {
          replayValue(target, state);
        }
        continue;
      }
      if (record.kind === 'click') {
        asReplay(() => (target as HTMLElement).click());
      } else {
        asReplay(() =>
          (target as HTMLFormElement).requestSubmit(
            record.submitter?.isConnected ? record.submitter : undefined,
          ),
        );
      }
      await nextTask();
    }
  } finally {
    window.removeEventListener('input', onVisitorInput, true);
    window.removeEventListener('change', onVisitorInput, true);
  }
  // Focus lost while replaying (a field rendered anew) goes back; focus the visitor has moved on meanwhile
  // (to the next field, still typing) stays where they put it.
  const lost = document.activeElement === null || document.activeElement === document.body;
  // The prototype's focus: the field's own one may still be held off (withoutTakingFocus). Never the body's:
  // focusing works out the page's styles at once, some 40 ms on the phone in the middle of hydrating.
  if (lost && focused instanceof HTMLElement && focused !== document.body && focused.isConnected) {
    HTMLElement.prototype.focus.call(focused);
  }
  if (replaceable && replaceable === document.activeElement && !typed.has(replaceable)) {
    const filled = replaceable.value;
    const select = () => {
      if (replaceable === document.activeElement && replaceable.value === filled) replaceable.select();
    };
    select();
    // Again after the field's own timeouts: a masked field places its caret in one.
    setTimeout(select, 0);
  }
}
