import { PATHS } from '../../../app/paths';
import type { MortgageForm } from './use-mortgage-simulation';

/**
 * The simulator's address carries its four numbers, so a listing fills it in and a simulation can be shared;
 * they are also the names of a listing card's fields.
 */
export const MORTGAGE_PARAMS = {
  price: 'precio',
  downPayment: 'cuota',
  termYears: 'plazo',
  ratePercentEA: 'tasa',
} as const;

export type MortgageQuery = Partial<MortgageForm>;

/**
 * Whole pesos and years; the rate with up to two decimals ('12.5' or '12,5'). Anything else is left out. A
 * listing's card sent by the browser before its code ran (a GET form) gives the fields as they show:
 * '$ 79.200.000' and '12,5 %'.
 */
export function mortgageQueryFromParams(params: URLSearchParams): MortgageQuery {
  const query: MortgageQuery = {};
  for (const key of ['price', 'downPayment', 'termYears'] as const) {
    const text = (params.get(MORTGAGE_PARAMS[key]) ?? '')
      .replace(/^\$\s*/, '')
      .replace(/\.(?=\d{3}(\D|$))/g, '');
    if (/^\d{1,11}$/.test(text)) query[key] = Number(text);
  }
  const rate = (params.get(MORTGAGE_PARAMS.ratePercentEA) ?? '').replace(/\s*%$/, '').replace(',', '.');
  if (/^\d{1,2}(\.\d{1,2})?$/.test(rate)) query.ratePercentEA = Number(rate);
  return query;
}

export function mortgageQueryToParams(query: MortgageQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['price', 'downPayment', 'termYears', 'ratePercentEA'] as const) {
    const value = query[key];
    if (typeof value === 'number') params.set(MORTGAGE_PARAMS[key], String(value));
  }
  return params;
}

export function mortgageSimulatorPath(query: MortgageQuery = {}): string {
  const search = mortgageQueryToParams(query).toString();
  return search ? `${PATHS.mortgageSimulator}?${search}` : PATHS.mortgageSimulator;
}
