import { describe, expect, it } from 'vitest';
import { RECORD_NUMBER_LENGTH, recordNumber } from './record-number';

describe('recordNumber', () => {
  it('is the last 5 characters of the input plus the random hex without dashes, 25 long', () => {
    const uuid = '3f2a9c1e-77b4-4d0a-9e2f-0123456789ab';
    expect(recordNumber('1037654321', () => uuid)).toBe('543213f2a9c1e77b44d0a9e2f');
    expect(recordNumber('1037654321', () => uuid)).toHaveLength(RECORD_NUMBER_LENGTH);
  });

  it('keeps a short input whole', () => {
    expect(recordNumber('12', () => 'abcdef0123456789abcdef0123456789')).toBe('12abcdef0123456789abcdef0');
  });

  it('draws again when a custom random source is too short', () => {
    let n = 0;
    const result = recordNumber('ABCDE', () => `${n++}`.repeat(4));
    expect(result).toBe('ABCDE00001111222233334444');
  });

  it('uses crypto.randomUUID by default: hex after the document tail, different each time', () => {
    const a = recordNumber('1037654321');
    const b = recordNumber('1037654321');
    expect(a).toMatch(/^54321[0-9a-f]{20}$/);
    expect(a).not.toBe(b);
  });
});
