import type { ReactNode } from 'react';
import { useMounted } from '../lib/use-mounted';
import { HYDRATING_ATTRIBUTE } from './hydration-marker';

/**
 * A server-rendered page shows before its JavaScript runs. Meanwhile it is readable (screen readers
 * too) and its links work the browser's way; only forms are held: the loader (main.tsx) stops their
 * native submission while this marker is on the page. End-to-end tests wait for it to go.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useMounted();
  return (
    <div {...{ [HYDRATING_ATTRIBUTE]: hydrated ? undefined : '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
