import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while hydrating, true right after (as a low-priority update). Content below
 * the fold that only the browser needs is left out of the server's HTML and of the hydration work.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
