import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * MUI's Alert for a message a page shows only when something went wrong: its code (1.6 KB gzip) loads when
 * one shows, not with the page. The server renders it whole.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
