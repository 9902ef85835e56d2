import { Suspense, useState, type ReactNode } from 'react';

/**
 * For a dialog whose code is loaded lazily: nothing is rendered (or downloaded) until it is first
 * opened, then it stays mounted so it can animate closed and keep its state.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
