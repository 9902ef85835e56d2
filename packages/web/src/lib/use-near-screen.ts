import { useInView } from 'react-intersection-observer';

/** Ahead of the screen by this much, so a quick scroll finds the content already there. */
const NEAR_SCREEN_MARGIN = '600px 0px';

/**
 * For content fetched only when a visitor scrolls towards it: `near` turns true, once, when the
 * element given `ref` comes within 600 px of the screen.
 */
export function useNearScreen() {
  const { ref, inView } = useInView({ rootMargin: NEAR_SCREEN_MARGIN, triggerOnce: true });
  return { ref, near: inView };
}
