import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import { type Theme, useTheme } from '@mui/material/styles';
import { CAPTCHA_ROUTES, FORM_MESSAGES, type CaptchaProvider } from '@inmo/contracts';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from 'react';
import { useCaptchaConfig } from './get-captcha-config';
import { useNearScreen } from '~/lib/use-near-screen';
import { ALTCHA_LANGUAGE, loadAltcha } from './load-altcha';
import { loadScript } from './load-script';

export interface CaptchaFieldHandle {
  /** A token verifies once: call after a failed submit to get a fresh check. */
  reset(): void;
  /** Brings the check into view and focuses it (a form focuses its first field in error). */
  focus(): void;
}

export interface CaptchaFieldProps {
  /** The token when the check passes, null when it is missing, expired or failed (fits RHF's Controller). */
  onChange: (token: string | null) => void;
  /** Validation message to show under the widget (e.g. 'Por favor llena el Recaptcha'). */
  error?: string;
  ref?: Ref<CaptchaFieldHandle>;
  /** Load the check at once, not when it nears the screen: inside a dialog, which scrolls on its own. */
  eager?: boolean;
}

type TokenCallback = (token: string | null) => void;

const HEIGHT = 78;

/** Renders the bot check the gateway is configured for: ALTCHA (self-hosted), reCAPTCHA or Turnstile. */
export function CaptchaField({ onChange, error, ref, eager = false }: CaptchaFieldProps) {
  // The check (ALTCHA's code is about 30 KB gzip, the others a third-party script) and its config (checked
  // with zod) load when the field comes near the screen: a form lower on the page does not weigh on its first load.
  const { ref: nearRef, near: nearScreen } = useNearScreen();
  const near = nearScreen || eager;
  const config = useCaptchaConfig({ enabled: near });
  const box = useRef<HTMLDivElement | null>(null);
  const setBox = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      nearRef(element);
    },
    [nearRef],
  );
  const [generation, setGeneration] = useState(0);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const [emit] = useState<TokenCallback>(() => (token: string | null) => onChangeRef.current(token));

  useImperativeHandle(ref, () => ({
    reset: () => {
      setGeneration((g) => g + 1);
      emit(null);
    },
    focus: () => {
      box.current?.scrollIntoView({ block: 'center' });
      box.current?.querySelector<HTMLElement>('input, iframe')?.focus({ preventScroll: true });
    },
  }));

  let widget;
  if (!near) widget = <Placeholder waiting />;
  else if (config.isPending) widget = <Placeholder />;
  else if (config.isError) widget = <ScriptError />;
  else if (config.data.provider === 'altcha') widget = <AltchaWidget key={generation} onToken={emit} />;
  else if (config.data.siteKey)
    widget = (
      <ProviderWidget
        key={generation}
        provider={config.data.provider}
        siteKey={config.data.siteKey}
        onToken={emit}
      />
    );
  else widget = <ScriptError />;

  return (
    <Box ref={setBox} data-testid="captcha-field" sx={{ minHeight: HEIGHT }}>
      {widget}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * Holds the widget's place (no shift when it arrives). While the field is still far from the screen
 * nothing is on its way, so there is nothing to announce.
 */
function Placeholder({ waiting = false }: { waiting?: boolean }) {
  return waiting ? (
    <Skeleton variant="rounded" height={HEIGHT} aria-hidden />
  ) : (
    <Skeleton variant="rounded" height={HEIGHT} role="progressbar" aria-label="Cargando verificación" />
  );
}

function ScriptError() {
  return (
    <Alert severity="error" variant="outlined">
      {FORM_MESSAGES.captchaScriptError}
    </Alert>
  );
}

function AltchaWidget({ onToken }: { onToken: TokenCallback }) {
  const theme = useTheme();
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const element = useRef<HTMLElement>(null);

  useEffect(() => {
    let active = true;
    loadAltcha().then(
      () => active && setStatus('ready'),
      () => active && setStatus('error'),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const widget = element.current;
    if (status !== 'ready' || !widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      onToken(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [status, onToken]);

  if (status === 'error') return <ScriptError />;
  if (status === 'loading') return <Placeholder />;
  return (
    <altcha-widget
      ref={element}
      challenge={CAPTCHA_ROUTES.challenge}
      language={ALTCHA_LANGUAGE}
      type="checkbox"
      style={altchaColors(theme)}
    />
  );
}

/**
 * The widget's default colours use light-dark(), which Vite's CSS minifier lowers into variables that only
 * a declared color-scheme sets: left alone, the unchecked box renders invisible. Custom properties declared
 * on :root are resolved there, so the ones derived from them are restated here as well.
 */
function altchaColors(theme: Theme) {
  const { palette } = theme;
  return {
    '--altcha-max-width': '100%',
    '--altcha-border-radius': `${theme.shape.borderRadius}px`,
    '--altcha-color-base': palette.background.paper,
    '--altcha-color-base-content': palette.text.primary,
    '--altcha-color-neutral': palette.grey[400],
    '--altcha-color-neutral-content': palette.text.secondary,
    '--altcha-color-primary': palette.primary.main,
    '--altcha-checkbox-border-color': palette.grey[600],
    '--altcha-border-color': palette.grey[400],
    '--altcha-input-background-color': palette.background.paper,
    '--altcha-input-color': palette.text.primary,
    '--altcha-spinner-color': palette.primary.main,
    '--altcha-switch-background-color': palette.grey[400],
    '--altcha-switch-toggle-color': palette.text.secondary,
  } as const;
}

interface ProviderApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
}

declare global {
  interface Window {
    grecaptcha?: ProviderApi & { ready(callback: () => void): void };
    turnstile?: ProviderApi & { remove(id: string): void };
  }
}

const PROVIDER_SCRIPTS: Record<Exclude<CaptchaProvider, 'altcha'>, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit&hl=es-419',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};

function ProviderWidget({
  provider,
  siteKey,
  onToken,
}: {
  provider: Exclude<CaptchaProvider, 'altcha'>;
  siteKey: string;
  onToken: TokenCallback;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    let turnstileId: string | undefined;
    const options = {
      sitekey: siteKey,
      callback: (token: string) => onToken(token),
      'expired-callback': () => onToken(null),
      'error-callback': () => onToken(null),
    };
    loadScript(PROVIDER_SCRIPTS[provider]).then(
      () => {
        const target = container.current;
        if (!active || !target) return;
        if (provider === 'recaptcha') {
          window.grecaptcha?.ready(() => {
            if (active) window.grecaptcha?.render(target, options);
          });
        } else {
          turnstileId = String(window.turnstile?.render(target, { ...options, language: 'es' }));
        }
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      if (turnstileId) window.turnstile?.remove(turnstileId);
    };
  }, [provider, siteKey, onToken]);

  if (failed) return <ScriptError />;
  return <div ref={container} />;
}
