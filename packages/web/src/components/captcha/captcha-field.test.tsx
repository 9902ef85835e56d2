import { zodResolver } from '@hookform/resolvers/zod';
import { captchaField } from '@inmo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FakeObserver } from '~/test/fake-intersection-observer';
import { CaptchaField, type CaptchaFieldHandle } from './captcha-field';

vi.mock('./load-altcha', () => ({ ALTCHA_LANGUAGE: 'es-co', loadAltcha: vi.fn(() => Promise.resolve()) }));

function mockConfig(config: { provider: string; siteKey: string | null }) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    expect(input).toBe('/api/captcha/config');
    return Promise.resolve(new Response(JSON.stringify(config), { status: 200 }));
  });
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The widget's own state change, as the ALTCHA web component reports it. */
function altchaState(state: string, payload?: string) {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no altcha-widget');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

const schema = z.object({ captcha: captchaField() });

function ContactForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { captcha: '' },
  });
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <Controller
        name="captcha"
        control={control}
        render={({ field, fieldState }) => (
          <CaptchaField onChange={(token) => field.onChange(token ?? '')} error={fieldState.error?.message} />
        )}
      />
      <button type="submit">ENVIAR</button>
    </form>
  );
}

describe('CaptchaField', () => {
  beforeEach(() => {
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    FakeObserver.instances = [];
    delete window.turnstile;
  });

  it('asks for its config (and the zod that checks it) only once the field comes near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mockConfig({ provider: 'altcha', siteKey: null });
    render(wrap(<CaptchaField onChange={() => undefined} />));
    const [observer] = FakeObserver.instances;
    observer?.report(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    observer?.report(true);
    expect(await screen.findByRole('progressbar', { name: 'Cargando verificación' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ALTCHA: renders the web component against the gateway challenge, in Spanish', async () => {
    mockConfig({ provider: 'altcha', siteKey: null });
    render(wrap(<CaptchaField onChange={() => undefined} />));
    const widget = await waitFor(() => {
      const el = document.querySelector('altcha-widget');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(widget.getAttribute('language')).toBe('es-co');
  });

  it('ALTCHA: feeds the verified payload to a react-hook-form Controller, and clears it on expiry', async () => {
    mockConfig({ provider: 'altcha', siteKey: null });
    const onSubmit = vi.fn();
    render(wrap(<ContactForm onSubmit={onSubmit} />));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Por favor llena el Recaptcha')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    altchaState('verifying');
    altchaState('verified', 'eyJjaGFsbGVuZ2UiOnt9fQ==');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ captcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' });

    altchaState('expired');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Por favor llena el Recaptcha')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('reset() after a failed submit clears the token and mounts a fresh widget', async () => {
    mockConfig({ provider: 'altcha', siteKey: null });
    const onChange = vi.fn();
    const ref = createRef<CaptchaFieldHandle>();
    render(wrap(<CaptchaField ref={ref} onChange={onChange} />));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    const first = document.querySelector('altcha-widget');
    altchaState('verified', 'token-1');
    expect(onChange).toHaveBeenLastCalledWith('token-1');

    act(() => ref.current!.reset());
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBe(first));
  });

  it('Turnstile: loads the provider script on mount and passes its token through', async () => {
    mockConfig({ provider: 'turnstile', siteKey: '0x4AAAA-site' });
    const onChange = vi.fn();
    const render_ = vi.fn((_el: HTMLElement, _options: Record<string, unknown>) => 'widget-1');
    window.turnstile = { render: render_, remove: vi.fn() };
    render(wrap(<CaptchaField onChange={onChange} />));

    const script = await waitFor(() => {
      const s = document.head.querySelector<HTMLScriptElement>('script[src*="challenges.cloudflare.com"]');
      expect(s).not.toBeNull();
      return s!;
    });
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(render_).toHaveBeenCalledTimes(1));
    const options = render_.mock.calls[0]![1] as { sitekey: string; callback: (t: string) => void };
    expect(options.sitekey).toBe('0x4AAAA-site');
    act(() => options.callback('turnstile-token'));
    expect(onChange).toHaveBeenLastCalledWith('turnstile-token');
  });

  it('reCAPTCHA: a script that fails to load shows the spec message', async () => {
    mockConfig({ provider: 'recaptcha', siteKey: 'site-key' });
    render(wrap(<CaptchaField onChange={() => undefined} />));
    const script = await waitFor(() => {
      const s = document.head.querySelector<HTMLScriptElement>('script[src*="google.com/recaptcha"]');
      expect(s).not.toBeNull();
      return s!;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Hubo un problema al cargar el script de reCAPTCHA')).toBeInTheDocument();
  });
});
