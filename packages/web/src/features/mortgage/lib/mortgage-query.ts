import { PATHS } from '../../../app/paths';
import type { MortgageForm } from './use-mortgage-simulation';

/** The simulator's address carries its four numbers, so a listing fills it in and a simulation can be shared. */
const PARAMS = { price: 'precio', downPayment: 'cuota', termYears: 'plazo', ratePercentEA: 'tasa' } as const;

export type MortgageQuery = Partial<MortgageForm>;

/** Whole pesos and years; the rate with up to two decimals ('12.5' or '12,5'). Anything else is left out. */
export function mortgageQueryFromParams(params: URLSearchParams): MortgageQuery {
  const query: MortgageQuery = {};
  for (const key of ['price', 'downPayment', 'termYears'] as const) {
    const text = params.get(PARAMS[key]) ?? '';
    if (/^\d{1,11}$/.test(text)) query[key] = Number(text);
  }
  const rate = (params.get(PARAMS.ratePercentEA) ?? '').replace(',', '.');
  if (/^\d{1,2}(\.\d{1,2})?$/.test(rate)) query.ratePercentEA = Number(rate);
  return query;
}

export function mortgageQueryToParams(query: MortgageQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['price', 'downPayment', 'termYears', 'ratePercentEA'] as const) {
    const value = query[key];
    if (typeof value === 'number') params.set(PARAMS[key], String(value));
  }
  return params;
}

export function mortgageSimulatorPath(query: MortgageQuery = {}): string {
  const search = mortgageQueryToParams(query).toString();
  return search ? `${PATHS.mortgageSimulator}?${search}` : PATHS.mortgageSimulator;
}
