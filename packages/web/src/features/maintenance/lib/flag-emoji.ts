import { useEffect, useState } from 'react';
import { whenIdle } from '~/lib/when-idle';

let supported: boolean | undefined;

/**
 * Whether this device draws flag emoji in colour (Windows and Linux without an emoji font draw two letters
 * or empty boxes). Checked once by drawing Colombia's flag on a canvas and looking for colour.
 */
export function flagEmojiSupported(): boolean {
  if (supported !== undefined) return supported;
  supported = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 32;
    const g = canvas.getContext('2d', { willReadFrequently: true });
    if (!g) return supported;
    g.textBaseline = 'top';
    g.font = '28px sans-serif';
    g.fillText('\u{1F1E8}\u{1F1F4}', 0, 0);
    const { data } = g.getImageData(0, 0, 32, 32);
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, gr = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a > 0 && (Math.abs(r - gr) > 40 || Math.abs(gr - b) > 40)) {
        supported = true;
        break;
      }
    }
  } catch {
    // No canvas (tests, locked-down browsers): fall back to the country code.
  }
  return supported;
}

/**
 * {@link flagEmojiSupported} for a component: false on the server and while the page hydrates (the server
 * cannot know, and the two renders must agree); the check (some 40 ms on a budget phone) runs once the
 * browser is idle, not in the middle of hydrating.
 */
export function useFlagEmojiSupported(): boolean {
  const [shown, setShown] = useState(() => supported ?? false);
  useEffect(() => {
    if (supported !== undefined) return undefined;
    return whenIdle(() => setShown(flagEmojiSupported()));
  }, []);
  return shown;
}
