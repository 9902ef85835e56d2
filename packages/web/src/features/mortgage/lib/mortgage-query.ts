import { MORTGAGE_SIMULATOR } from '@inmo/contracts';
import { PATHS } from '~/config/paths';

/**
 * The simulator's address carries its numbers and choices, so a listing fills it in and a simulation can be
 * shared; they are also the names of a listing card's fields.
 */
export const MORTGAGE_PARAMS = {
  price: 'precio',
  downPayment: 'cuota',
  termYears: 'plazo',
  ratePercentEA: 'tasa',
  vis: 'vis',
  insurance: 'seguros',
} as const;

export interface MortgageForm {
  price: number | null;
  /** 'minimum': the least down payment for the price, following it until the visitor types one; null: emptied. */
  downPayment: number | null | 'minimum';
  termYears: number;
  ratePercentEA: number | null;
  vis: boolean;
  insurance: boolean;
}

export type MortgageQuery = Partial<MortgageForm>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Whole pesos and years; the rate with up to two decimals ('12.5' or '12,5'); `vis` and `seguros` as '1'.
 * Anything else is left out, and numbers out of range are brought into it (`plazo=40` is 30 years): a shared
 * address never opens on an error the fields cannot show. A listing's card sent by the browser before its
 * code ran (a GET form) gives the fields as they show: '$ 79.200.000' and '12,5 %'.
 */
export function mortgageQueryFromParams(params: URLSearchParams): MortgageQuery {
  const query: MortgageQuery = {};
  for (const key of ['price', 'downPayment', 'termYears'] as const) {
    const text = (params.get(MORTGAGE_PARAMS[key]) ?? '')
      .replace(/^\$\s*/, '')
      .replace(/\.(?=\d{3}(\D|$))/g, '');
    if (/^\d{1,11}$/.test(text)) query[key] = Number(text);
  }
  if (typeof query.price === 'number') query.price = clamp(query.price, 1, MORTGAGE_SIMULATOR.maxPrice);
  if (query.termYears !== undefined)
    query.termYears = clamp(
      query.termYears,
      MORTGAGE_SIMULATOR.minTermYears,
      MORTGAGE_SIMULATOR.maxTermYears,
    );
  const rate = (params.get(MORTGAGE_PARAMS.ratePercentEA) ?? '').replace(/\s*%$/, '').replace(',', '.');
  if (/^\d{1,3}(\.\d{1,2})?$/.test(rate) && Number(rate) > 0)
    query.ratePercentEA = Math.min(Number(rate), MORTGAGE_SIMULATOR.maxRatePercent);
  // A checkbox a GET form sends is 'on'.
  for (const key of ['vis', 'insurance'] as const) {
    const flag = params.get(MORTGAGE_PARAMS[key]);
    if (flag === '1' || flag === 'on') query[key] = true;
  }
  return query;
}

export function mortgageQueryToParams(query: MortgageQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['price', 'downPayment', 'termYears', 'ratePercentEA'] as const) {
    const value = query[key];
    if (typeof value === 'number') params.set(MORTGAGE_PARAMS[key], String(value));
  }
  for (const key of ['vis', 'insurance'] as const) if (query[key]) params.set(MORTGAGE_PARAMS[key], '1');
  return params;
}

export function mortgageSimulatorPath(query: MortgageQuery = {}): string {
  const search = mortgageQueryToParams(query).toString();
  return search ? `${PATHS.mortgageSimulator}?${search}` : PATHS.mortgageSimulator;
}
