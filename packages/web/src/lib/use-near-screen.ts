import { useEffect, useState } from 'react';

/** Ahead of the screen by this much, so a quick scroll finds the content already there. */
const NEAR_SCREEN_MARGIN = '600px 0px';

/**
 * For content fetched only when a visitor scrolls towards it: `near` turns true, once, when the
 * element given `ref` comes within 600 px of the screen (right after mounting where the browser has
 * no IntersectionObserver; the server renders it not near). The browser's observer, directly:
 * react-intersection-observer weighed 1.3 KB gzip on the first page for this one use.
 */
export function useNearScreen() {
  const [element, ref] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return { ref, near };
}
