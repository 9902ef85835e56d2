import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary with no fallback. On a server-rendered page React hydrates each boundary in a later
 * pass of its own, so a long page is taken over in several short tasks instead of one long one; a tap
 * inside a part not yet hydrated is replayed once it is.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
