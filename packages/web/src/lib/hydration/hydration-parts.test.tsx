import { act, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeNatively } from '~/test/type-natively';
import { EARLY_INPUT_SCRIPT, replayEarlyInput } from './early-input';
import { hydratedApart, hydratesLater } from './hydration-parts';

/** A form below the fold: a field that keeps digits only and a button that sends it. */
function PhoneForm({ onSend }: { onSend: (value: string) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(phone);
      }}
    >
      <input
        aria-label="Celular"
        value={phone}
        onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
      />
      <button type="submit">ENVIAR</button>
    </form>
  );
}

function Page({
  Section,
  onSend,
}: {
  Section: ComponentType<{ onSend: (value: string) => void }>;
  onSend: (value: string) => void;
}) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Más
      </button>
      <output>{count}</output>
      <Section onSend={onSend} />
    </main>
  );
}

/** The form as a part that hydrates on its own, its code in the page's. */
const ApartForm = hydratedApart(PhoneForm);

/** A field that is a part of its own, telling the form what it holds (as react-hook-form's `control`). */
function PhoneField({ onPhone }: { onPhone: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <input
      aria-label="Celular"
      value={phone}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '');
        onPhone(digits);
        setPhone(digits);
      }}
    />
  );
}

/** A form whose field hydrates apart from it, and whose ENVIAR is the page's own. */
function SplitForm({
  Field,
  onSend,
}: {
  Field: ComponentType<{ onPhone: (phone: string) => void }>;
  onSend: (value: string) => void;
}) {
  const phone = useRef('');
  const [onPhone] = useState(() => (value: string) => {
    phone.current = value;
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(phone.current);
      }}
    >
      <Field onPhone={onPhone} />
      <button type="submit">ENVIAR</button>
    </form>
  );
}

describe('a part of the page hydrating by itself', () => {
  let container: HTMLDivElement;
  afterEach(() => {
    window.__earlyInput?.stop();
    window.__earlyInput = undefined;
    container.remove();
  });

  /** The server's HTML of `page` in the document, with the early-input script running, as a browser has it. */
  async function serverRendered(page: ReactElement) {
    const { prelude } = await prerender(page);
    container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    window.eval(EARLY_INPUT_SCRIPT);
    return {
      phone: container.querySelector<HTMLInputElement>('input[aria-label="Celular"]')!,
      section: container.querySelector('[data-hydrates-later]')!,
    };
  }

  it('keeps what the visitor did there until its code has arrived, then gives it to the app', async () => {
    const sent: string[] = [];
    const onSend = (value: string) => void sent.push(value);
    const { phone, section } = await serverRendered(
      <Page Section={hydratesLater(() => Promise.resolve(PhoneForm))} onSend={onSend} />,
    );
    const send = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const more = container.querySelector<HTMLButtonElement>('button[type="button"]')!;

    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const LaterForm = hydratesLater(async () => {
      await code;
      return PhoneForm;
    });
    typeNatively(phone, '30a0');
    await act(async () => {
      hydrateRoot(container, <Page Section={LaterForm} onSend={onSend} />);
      await Promise.resolve();
    });
    await act(() => replayEarlyInput());

    // The page runs (its re-render leaves the form's server HTML alone); the form's code has not arrived,
    // and what is done there is still held.
    act(() => more.click());
    expect(container.querySelector('output')?.textContent).toBe('1');
    expect(section.hasAttribute('data-hydrated')).toBe(false);
    typeNatively(phone, '30a0-12b3');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    await act(async () => {
      arrive();
      await code;
    });
    await vi.waitFor(() => expect(sent).toEqual(['300123']));
    expect(phone.value).toBe('300123');
    expect(section.hasAttribute('data-hydrated')).toBe(true);
    // Nothing is held any more.
    expect(window.__earlyInput).toBeUndefined();
  });

  it("loads a part's code once for its preload and its render, and again after a failed load", async () => {
    let loads = 0;
    let fail = true;
    const Later = hydratesLater(() => {
      loads += 1;
      if (fail) return Promise.reject(new Error('sin red'));
      return Promise.resolve(PhoneForm);
    });
    await expect(Later.preload()).rejects.toThrow('sin red');
    fail = false;
    await Later.preload();
    await Later.preload();
    expect(loads).toBe(2);
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(<Page Section={Later} onSend={() => undefined} />);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(container.querySelector('input[aria-label="Celular"]')).not.toBeNull());
    expect(loads).toBe(2);
    act(() => root.unmount());
  });

  /** SplitForm in the document, hydrated with its field's code held until `arrive`. */
  async function splitFormHydrated(onSend: (value: string) => void) {
    const { phone, section } = await serverRendered(
      <SplitForm Field={hydratesLater(() => Promise.resolve(PhoneField))} onSend={onSend} />,
    );
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const LaterField = hydratesLater(async () => {
      await code;
      return PhoneField;
    });
    return {
      phone,
      section,
      send: container.querySelector<HTMLButtonElement>('button[type="submit"]')!,
      hydrate: async () => {
        await act(async () => {
          hydrateRoot(container, <SplitForm Field={LaterField} onSend={onSend} />);
          await Promise.resolve();
        });
        await act(() => replayEarlyInput());
      },
      arrive: () =>
        act(async () => {
          arrive();
          await code;
        }),
    };
  }

  it('sends a form tapped before the app started once its parts have hydrated, with what was typed in them', async () => {
    const sent: string[] = [];
    const form = await splitFormHydrated((value) => void sent.push(value));
    typeNatively(form.phone, '300');
    form.send.click();
    await form.hydrate();
    // The page has started, the field's part has not: sending now would send it empty.
    expect(sent).toEqual([]);
    await form.arrive();
    await vi.waitFor(() => expect(sent).toEqual(['300']));
    expect(form.section.hasAttribute('data-hydrated')).toBe(true);
  });

  it('holds ENVIAR tapped after the app started while a part of its form has not hydrated', async () => {
    const sent: string[] = [];
    const form = await splitFormHydrated((value) => void sent.push(value));
    typeNatively(form.phone, '300');
    await form.hydrate();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    form.send.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    await form.arrive();
    await vi.waitFor(() => expect(sent).toEqual(['300']));
    // Once it has, ENVIAR is the app's at once.
    act(() => form.send.click());
    expect(sent).toEqual(['300', '300']);
  });

  it("keeps the server's HTML, hydrates after the page and gives it what the visitor typed first", async () => {
    const sent: string[] = [];
    const onSend = (value: string) => void sent.push(value);
    const { phone, section } = await serverRendered(<Page Section={ApartForm} onSend={onSend} />);
    expect(section.getAttribute('style')).toContain('display:contents');

    typeNatively(phone, '30a0');
    await act(async () => {
      hydrateRoot(container, <Page Section={ApartForm} onSend={onSend} />);
      await Promise.resolve();
    });
    await act(() => replayEarlyInput());
    await vi.waitFor(() => expect(section.hasAttribute('data-hydrated')).toBe(true));
    await vi.waitFor(() => expect(phone.value).toBe('300'));
    // The same elements as the server's: nothing was rendered anew.
    expect(container.querySelector('input[aria-label="Celular"]')).toBe(phone);
    act(() => container.querySelector<HTMLButtonElement>('button[type="button"]')!.click());
    expect(container.querySelector('output')?.textContent).toBe('1');
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(sent).toEqual(['300']);
    expect(window.__earlyInput).toBeUndefined();
  });
});
