import { act, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeNatively } from '~/test/type-natively';
import { EARLY_INPUT_SCRIPT, replayEarlyInput } from './early-input';

/** A page with what the visitor may touch first: a controlled field, a counter, a checkbox and a form. */
function Page({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [phone, setPhone] = useState('');
  const [count, setCount] = useState(0);
  const [accepted, setAccepted] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(phone);
      }}
    >
      <input
        aria-label="Celular"
        value={phone}
        onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
      />
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Más
      </button>
      <output>{count}</output>
      <input
        type="checkbox"
        aria-label="Acepto"
        checked={accepted}
        onChange={(e) => setAccepted(e.target.checked)}
      />
      <span>{accepted ? 'aceptado' : 'sin aceptar'}</span>
      <button type="submit">ENVIAR</button>
    </form>
  );
}

/** Two fields: a visitor may still be typing into the second while the first is handed over. */
function TwoFields() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  return (
    <form>
      <input aria-label="Nombre" value={name} onChange={(e) => setName(e.target.value)} />
      <input
        aria-label="Celular"
        value={phone}
        onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
      />
      <output>{`${name}|${phone}`}</output>
    </form>
  );
}

/**
 * Two fields in one state, so a change to one renders the other anew (which sets it back to the app's value),
 * and a first field that places its caret by focusing itself, now and in a timeout (as react-number-format's
 * money fields do).
 */
function RentAndFee() {
  const [form, setForm] = useState({ rent: '', fee: '' });
  return (
    <form>
      <input
        aria-label="Canon"
        value={form.rent}
        onChange={(e) => {
          const field = e.target;
          setForm((f) => ({ ...f, rent: field.value.replace(/\D/g, '') }));
          field.focus();
          setTimeout(() => field.focus(), 0);
        }}
      />
      <input
        aria-label="Cuota"
        value={form.fee}
        onChange={(e) => setForm((f) => ({ ...f, fee: e.target.value.replace(/\D/g, '') }))}
      />
      <output>{`${form.rent}|${form.fee}`}</output>
    </form>
  );
}

/** A down payment that follows the price (30 %) until the visitor types one. */
function PriceAndDownPayment() {
  const [price, setPrice] = useState('');
  const [downPayment, setDownPayment] = useState<string | null>(null);
  return (
    <form>
      <input
        aria-label="Precio"
        value={price}
        onChange={(e) => setPrice(e.target.value.replace(/\D/g, ''))}
      />
      <input
        aria-label="Cuota inicial"
        value={downPayment ?? (price ? String(Number(price) * 0.3) : '')}
        onChange={(e) => setDownPayment(e.target.value.replace(/\D/g, ''))}
      />
    </form>
  );
}

/** A fee that shows 0 and empties it when focused (the rent simulator's 'Cuota De Administración'). */
function FeeClearedOnFocus() {
  const [fee, setFee] = useState<string | null>('0');
  return (
    <form>
      <input
        aria-label="Cuota"
        value={fee ?? ''}
        onFocus={() => {
          if (fee === '0') setFee(null);
        }}
        onChange={(e) => setFee(e.target.value.replace(/\D/g, ''))}
      />
      <output>{fee ?? 'vacía'}</output>
    </form>
  );
}

/** A file field whose files the app keeps in its state (the forms' file drop zone). */
function Photos() {
  const [names, setNames] = useState<string[]>([]);
  return (
    <form>
      <input
        type="file"
        aria-label="Fotos"
        multiple
        onChange={(e) => setNames(Array.from(e.target.files ?? [], (file) => file.name))}
      />
      <output>{names.join(',')}</output>
    </form>
  );
}

describe('early input', () => {
  let container: HTMLDivElement;
  afterEach(() => {
    window.__earlyInput?.stop();
    window.__earlyInput = undefined;
    container.remove();
    vi.unstubAllGlobals();
  });

  /** The app takes the page over; what the visitor did is not replayed yet. */
  async function hydrateOnly(app: ReactElement) {
    await act(async () => {
      hydrateRoot(container, app);
      await Promise.resolve();
    });
  }

  function serverRenderedPage(onSubmit: (value: string) => void = () => undefined) {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page onSubmit={onSubmit} />);
    document.body.append(container);
    // The inline script, run from its text as the page's head runs it.
    window.eval(EARLY_INPUT_SCRIPT);
    const input = container.querySelector<HTMLInputElement>('input[aria-label="Celular"]')!;
    const more = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    const send = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    return {
      input,
      more,
      checkbox,
      send,
      hydrate: async () => {
        await hydrateOnly(<Page onSubmit={onSubmit} />);
        await act(() => replayEarlyInput());
      },
    };
  }

  it('gives the app what was typed, tapped and ticked before it started, in order', async () => {
    const sent: string[] = [];
    const page = serverRenderedPage((value) => sent.push(value));
    typeNatively(page.input, '30a0-12b3');
    page.more.click();
    page.more.click();
    page.checkbox.click();
    page.send.click();
    await page.hydrate();
    // Filtered the way the app filters typing, and nothing of it lost.
    expect(page.input.value).toBe('300123');
    expect(container.querySelector('output')?.textContent).toBe('2');
    expect(page.checkbox.checked).toBe(true);
    expect(container.textContent).toContain('aceptado');
    expect(sent).toEqual(['300123']);
  });

  it('gives the app the files chosen before it started, without emptying the field', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Photos />);
    document.body.append(container);
    window.eval(EARLY_INPUT_SCRIPT);
    const field = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // What the browser's file picker leaves: the files in the field, then `input` and `change`.
    const files = [new File(['a'], 'bano.jpg', { type: 'image/jpeg' })];
    Object.defineProperty(field, 'files', { configurable: true, writable: true, value: files });
    // jsdom has no DataTransfer: the browser's, as far as the script builds a file list with it.
    vi.stubGlobal(
      'DataTransfer',
      class {
        readonly files: File[] = [];
        readonly items = { add: (file: File) => this.files.push(file) };
      },
    );
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrateOnly(<Photos />);
    expect(container.querySelector('output')?.textContent).toBe('');
    await act(() => replayEarlyInput());
    expect(container.querySelector('output')?.textContent).toBe('bano.jpg');
  });

  it('holds the form from a submission the browser would make before the app runs', () => {
    const page = serverRenderedPage();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    page.input.form!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
  });

  it('leaves links to the browser', () => {
    serverRenderedPage();
    const link = document.createElement('a');
    link.href = '#contenido';
    container.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.__earlyInput?.records).toEqual([]);
  });

  it('leaves to the browser a form that GETs an address, sent by its button or from a field', () => {
    serverRenderedPage();
    const form = document.createElement('form');
    form.id = 'al-simulador';
    form.method = 'get';
    form.action = '/simulador-credito/';
    form.append(document.createElement('input'));
    // The card's button sits outside its form and names it.
    const send = document.createElement('button');
    send.setAttribute('form', form.id);
    container.append(form, send);
    // jsdom cannot navigate: only whether the capture let the browser have it matters here.
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    expect(window.__earlyInput?.records).toEqual([]);
  });

  it('leaves the focus where the visitor moved it while the replay ran', async () => {
    const page = serverRenderedPage();
    const name = document.createElement('input');
    container.append(name);
    page.input.focus();
    typeNatively(page.input, '3001234567');
    await hydrateOnly(<Page onSubmit={() => undefined} />);
    await act(async () => {
      const replay = replayEarlyInput();
      // The visitor tabs on to the next field while the typing is handed over.
      name.focus();
      await replay;
    });
    expect(page.input.value).toBe('3001234567');
    expect(document.activeElement).toBe(name);
  });

  it('gives the focus back when the replay lost it', async () => {
    const page = serverRenderedPage();
    page.input.focus();
    typeNatively(page.input, '3001234567');
    await hydrateOnly(<Page onSubmit={() => undefined} />);
    await act(async () => {
      const replay = replayEarlyInput();
      page.input.blur();
      await replay;
    });
    expect(document.activeElement).toBe(page.input);
  });

  it('keeps what the visitor types into a field while the replay runs, instead of what was typed before', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<TwoFields />);
    document.body.append(container);
    window.eval(EARLY_INPUT_SCRIPT);
    const [name, phone] = [...container.querySelectorAll('input')];
    typeNatively(name!, 'Ana');
    typeNatively(phone!, '300');
    await hydrateOnly(<TwoFields />);
    await act(async () => {
      const replay = replayEarlyInput();
      // The app listens now: the visitor's next digit goes to it while the name is being handed over.
      typeNatively(phone!, '3001');
      await replay;
    });
    expect(phone!.value).toBe('3001');
    expect(container.querySelector('output')?.textContent).toBe('Ana|3001');
  });

  function rentAndFee() {
    container = document.createElement('div');
    container.innerHTML = renderToString(<RentAndFee />);
    document.body.append(container);
    window.eval(EARLY_INPUT_SCRIPT);
    const [rent, fee] = [...container.querySelectorAll('input')];
    return { rent: rent!, fee: fee! };
  }

  it('never moves the focus: keys typed on go where the visitor is, not into the field replayed', async () => {
    const { rent, fee } = rentAndFee();
    typeNatively(rent, '2000000');
    fee.focus();
    typeNatively(fee, '3');
    await hydrateOnly(<RentAndFee />);
    await act(async () => {
      await replayEarlyInput();
      // The field's own timeouts too.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(document.activeElement).toBe(fee);
    expect(container.querySelector('output')?.textContent).toBe('2000000|3');
  });

  it('hands every field over before the visitor types on: a field rendered anew keeps what was typed in it', async () => {
    const { rent, fee } = rentAndFee();
    typeNatively(rent, '2000000');
    fee.focus();
    typeNatively(fee, '300');
    await hydrateOnly(<RentAndFee />);
    await act(async () => {
      const replay = replayEarlyInput();
      // The visitor's next key, in the next task: the app listens by now.
      setTimeout(() => typeNatively(fee, `${fee.value}0`), 0);
      await replay;
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(fee.value).toBe('3000');
    expect(rent.value).toBe('2000000');
    expect(container.querySelector('output')?.textContent).toBe('2000000|3000');
  });

  it('selects what the replay fills into the empty field the visitor is in: their next key replaces it', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<PriceAndDownPayment />);
    document.body.append(container);
    window.eval(EARLY_INPUT_SCRIPT);
    const [price, downPayment] = [...container.querySelectorAll('input')];
    typeNatively(price!, '400');
    downPayment!.focus();
    await hydrateOnly(<PriceAndDownPayment />);
    await act(async () => {
      await replayEarlyInput();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(downPayment!.value).toBe('120');
    expect(document.activeElement).toBe(downPayment);
    expect([downPayment!.selectionStart, downPayment!.selectionEnd]).toEqual([0, 3]);
  });

  // Issue 49 N16: the visitor went into the fee while the app was starting and typed over its 0 (select-all, then
  // digits). React replays that focus once it has hydrated, the app empties the 0 it still holds, and the render
  // sets the field back to '' before the replay reads it: what was typed must come from the visitor's own input.
  it('keeps what was typed into a field the app renders anew before the replay (a focus it replays empties it)', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<FeeClearedOnFocus />);
    document.body.append(container);
    window.eval(EARLY_INPUT_SCRIPT);
    const fee = container.querySelector('input')!;
    fee.focus();
    fee.select();
    typeNatively(fee, '300000');
    await hydrateOnly(<FeeClearedOnFocus />);
    act(() => {
      fee.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(fee.value).toBe('');
    await act(() => replayEarlyInput());
    expect(fee.value).toBe('300000');
    expect(container.querySelector('output')?.textContent).toBe('300000');
  });

  it('leaves the caret where the visitor left it in a field they typed into', async () => {
    const page = serverRenderedPage();
    page.input.focus();
    typeNatively(page.input, '300');
    await page.hydrate();
    expect([page.input.selectionStart, page.input.selectionEnd]).toEqual([3, 3]);
  });

  it('never focuses the body when nothing was focused (focusing works out the styles at once)', async () => {
    const page = serverRenderedPage();
    typeNatively(page.input, '300');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await page.hydrate();
    expect(focus).not.toHaveBeenCalled();
    focus.mockRestore();
  });

  it('without replay, hydration would lose the typing (what this module fixes)', async () => {
    const page = serverRenderedPage();
    window.__earlyInput?.stop();
    window.__earlyInput = undefined;
    typeNatively(page.input, '3001234567');
    page.more.click();
    await page.hydrate();
    expect(container.querySelector('output')?.textContent).toBe('0');
  });
});
