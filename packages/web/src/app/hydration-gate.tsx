import type { ReactNode } from 'react';
import { useMounted } from '../lib/use-mounted';

/**
 * A server-rendered page shows before its JavaScript runs. Until React has taken it over, the page is
 * inert: a tap or a keystroke would be lost, and a form would submit itself the browser's way (a GET
 * with the visitor's data in the address). `data-hydrating` tells end-to-end tests to wait.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useMounted();
  return (
    <div inert={!hydrated} data-hydrating={hydrated ? undefined : ''} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
