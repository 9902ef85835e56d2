import { useEffect, useState } from 'react';
import { useMounted } from './use-mounted';

/** Ahead of the screen by this much, so a quick scroll finds the content already there. */
const NEAR_SCREEN_MARGIN = '600px 0px';

/**
 * For content fetched only when a visitor scrolls towards it: `near` turns true, once, when the
 * element given `ref` comes within 600 px of the screen (at once where the browser has no
 * IntersectionObserver). The browser's observer, directly: react-intersection-observer weighed
 * 1.3 KB gzip on the first page for this one use.
 */
export function useNearScreen() {
  const [element, ref] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  // Checked after hydration: the server has no observer either, and renders the placeholder.
  const mounted = useMounted();
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!element || near || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, observable]);
  return { ref, near: near || (mounted && !observable) };
}
