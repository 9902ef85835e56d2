import { type PropertyDetail } from '@inmo/contracts';
import { summarizeProperty } from './property-lookup';

const detail = (branch: string | null, branchId: number | null) =>
  ({
    type: 'Apartamento',
    neighbourhood: 'Laureles',
    city: 'Medellín',
    price: 2_500_000,
    gestion: 'Arriendo',
    branch,
    branchId,
    advisor: null,
  }) as unknown as PropertyDetail;

describe('summarizeProperty: the branch whose mailbox (MAIL_BRANCHES) gets the agency copy', () => {
  it('takes the branch id the source resolved (SIMI: SIMI_SEDES), not a name match', () => {
    // A SIMI sede is a number: a name match would never find it.
    expect(summarizeProperty(detail('POBLADO', 2)).branchId).toBe(2);
    expect(summarizeProperty(detail(null, 7)).branchId).toBe(7);
  });

  it('falls back to the branch name (seeded listings), and to none', () => {
    expect(summarizeProperty(detail('Sabaneta', null)).branchId).toBe(3);
    expect(summarizeProperty(detail('12062', null)).branchId).toBeNull();
    expect(summarizeProperty(detail(null, null)).branchId).toBeNull();
  });
});
