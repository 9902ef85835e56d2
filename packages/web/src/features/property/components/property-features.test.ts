import { describe, expect, it } from 'vitest';
import { splitFeatures } from './property-features';

describe('splitFeatures', () => {
  it('gives icons to known features only, never to a key every object inherits', () => {
    const { withIcon, plain } = splitFeatures([
      { name: 'Ascensor', icon: 'ascensor' },
      { name: 'Raro', icon: 'constructor' },
      { name: 'Otro', icon: 'toString' },
    ]);
    expect(withIcon.map((f) => f.key)).toEqual(['ascensor']);
    expect(plain.map((f) => f.name)).toEqual(['Raro', 'Otro']);
  });
});
