import { digestPeriod } from './digest-period';

describe('digestPeriod', () => {
  it('is the Bogotá day from the digest hour on, and nothing before it', () => {
    // 2026-11-26 11:59 UTC is 06:59 in Bogotá; 12:00 UTC is 07:00.
    expect(digestPeriod('diaria', new Date('2026-11-26T11:59:00Z'), 7)).toBeNull();
    expect(digestPeriod('diaria', new Date('2026-11-26T12:00:00Z'), 7)).toEqual({
      key: 'D2026-11-26',
      startsAt: new Date('2026-11-26T12:00:00Z'),
    });
    // 03:00 UTC on the 27th is still the 26th in Bogotá (22:00).
    expect(digestPeriod('diaria', new Date('2026-11-27T03:00:00Z'), 7)?.key).toBe('D2026-11-26');
  });

  it('is the ISO week from Monday at the digest hour, and all that week', () => {
    // Monday 2026-11-23 07:00 Bogotá = 12:00 UTC; ISO week 48.
    expect(digestPeriod('semanal', new Date('2026-11-23T11:00:00Z'), 7)).toBeNull();
    expect(digestPeriod('semanal', new Date('2026-11-23T12:00:00Z'), 7)).toEqual({
      key: 'W2026-48',
      startsAt: new Date('2026-11-23T12:00:00Z'),
    });
    expect(digestPeriod('semanal', new Date('2026-11-29T23:00:00Z'), 7)?.key).toBe('W2026-48');
    // Sunday 2026-11-29 22:00 Bogotá is Monday 03:00 UTC: still week 48 in Bogotá.
    expect(digestPeriod('semanal', new Date('2026-11-30T03:00:00Z'), 7)?.key).toBe('W2026-48');
  });

  it('numbers weeks across the new year as ISO does', () => {
    // Monday 2026-12-28 is in week 53 of 2026; Monday 2027-01-04 opens week 1 of 2027.
    expect(digestPeriod('semanal', new Date('2026-12-31T15:00:00Z'), 7)?.key).toBe('W2026-53');
    expect(digestPeriod('semanal', new Date('2027-01-04T15:00:00Z'), 7)?.key).toBe('W2027-01');
    // Monday 2024-12-30 belongs to week 1 of 2025.
    expect(digestPeriod('semanal', new Date('2025-01-01T15:00:00Z'), 7)?.key).toBe('W2025-01');
  });
});
