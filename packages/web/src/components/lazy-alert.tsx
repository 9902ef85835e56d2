import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense, useEffect } from 'react';

const Alert = lazy(() => import('@mui/material/Alert'));

interface LazyAlertProps extends AlertProps {
  /** Called once the alert is on screen (its code has arrived): a timed alert counts its time from then. */
  onShown?: () => void;
}

/**
 * MUI's Alert for a message a page shows only when something went wrong: its code (1.6 KB gzip) loads when
 * one shows, not with the page. The server renders it whole.
 */
export function LazyAlert({ onShown, ...props }: LazyAlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
      {onShown && <Shown onShown={onShown} />}
    </Suspense>
  );
}

/** Commits with the Alert beside it in the same Suspense boundary, so its effect runs when the alert shows. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}
