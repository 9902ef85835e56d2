import { z } from 'zod';
import { formatCop } from '../money';

/** Fixed rules of the buyers' mortgage simulator (issue 21 §3). */
export const MORTGAGE_SIMULATOR = {
  minTermYears: 5,
  maxTermYears: 30,
  defaultTermYears: 20,
  /** A bank lends when the payment is at most this share of the household's income. */
  maxIncomeSharePercent: 30,
  /** Far above any listing, far from overflow. */
  maxPrice: 99_999_999_999,
  /** Well above Colombia's usury rate: a typo, not a loan. */
  maxRatePercent: 60,
} as const;

/** What the agency configures (MORTGAGE_MIN_DOWN_PAYMENT_PERCENT, MORTGAGE_RATE_EA): both in percent. */
export interface MortgageSettings {
  /** The least down payment for non-VIS housing (30 % under Colombian rules). */
  readonly minDownPaymentPercent: number;
  /** The annual effective rate the simulator starts with. */
  readonly defaultRatePercent: number;
}

export const DEFAULT_MORTGAGE_SETTINGS: MortgageSettings = {
  minDownPaymentPercent: 30,
  defaultRatePercent: 12,
};

export interface MortgageInput {
  /** Pesos. */
  readonly price: number;
  /** Pesos. */
  readonly downPayment: number;
  readonly termYears: number;
  /** Tasa efectiva anual, percent (12 = 12 % E.A.). */
  readonly ratePercentEA: number;
}

export interface MortgageYear {
  readonly year: number;
  /** What the twelve payments of the year add up to. */
  readonly paid: number;
  readonly interest: number;
  readonly principal: number;
  /** What is still owed at the year's end. */
  readonly balance: number;
}

export interface MortgageSimulation {
  readonly loan: number;
  /** The monthly rate equivalent to the E.A. rate, as a fraction (0.0094888 for 12 % E.A.). */
  readonly monthlyRate: number;
  readonly months: number;
  /** The fixed monthly payment (French amortisation), whole pesos; the last one settles the rounding. */
  readonly monthlyPayment: number;
  readonly totalInterest: number;
  readonly totalPaid: number;
  /** The least household income for which the payment is {@link MORTGAGE_SIMULATOR.maxIncomeSharePercent} %. */
  readonly requiredIncome: number;
  readonly years: readonly MortgageYear[];
}

/** (1 + EA)^(1/12) − 1: the monthly rate that compounds to the annual effective one. */
export function monthlyRateFromEA(ratePercentEA: number): number {
  return Math.pow(1 + ratePercentEA / 100, 1 / 12) - 1;
}

/**
 * French amortisation of `price − downPayment` over `termYears`: a fixed payment, each month's interest on the
 * balance rounded to pesos, the rest paying the loan down; the last payment settles what rounding left.
 */
export function simulateMortgage(input: MortgageInput): MortgageSimulation {
  const loan = Math.max(0, Math.round(input.price) - Math.round(input.downPayment));
  const months = Math.round(input.termYears) * 12;
  const monthlyRate = monthlyRateFromEA(input.ratePercentEA);
  const monthlyPayment = Math.round(
    monthlyRate === 0 ? loan / months : (loan * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months)),
  );
  const years: MortgageYear[] = [];
  let balance = loan;
  let totalInterest = 0;
  let year = { paid: 0, interest: 0, principal: 0 };
  for (let month = 1; month <= months; month++) {
    const interest = Math.round(balance * monthlyRate);
    const principal = month === months ? balance : Math.min(balance, monthlyPayment - interest);
    balance -= principal;
    totalInterest += interest;
    year = {
      paid: year.paid + principal + interest,
      interest: year.interest + interest,
      principal: year.principal + principal,
    };
    if (month % 12 === 0) {
      years.push({ year: month / 12, ...year, balance });
      year = { paid: 0, interest: 0, principal: 0 };
    }
  }
  return {
    loan,
    monthlyRate,
    months,
    monthlyPayment,
    totalInterest,
    totalPaid: loan + totalInterest,
    requiredIncome: Math.ceil((monthlyPayment * 100) / MORTGAGE_SIMULATOR.maxIncomeSharePercent),
    years,
  };
}

/** The least down payment for `price`, whole pesos rounded up. */
export function minDownPayment(price: number, settings: MortgageSettings): number {
  return Math.ceil((price * settings.minDownPaymentPercent) / 100);
}

/** A percentage as es-CO writes it: '12,5 %'. */
export const formatPercent = (value: number) => `${String(value).replace('.', ',')} %`;

export const MORTGAGE_MESSAGES = {
  price: 'Escribe el valor del inmueble.',
  priceMax: `El valor del inmueble puede ser hasta ${formatCop(MORTGAGE_SIMULATOR.maxPrice)}.`,
  downPayment: 'Escribe la cuota inicial.',
  downPaymentBelowPrice: 'La cuota inicial debe ser menor que el valor del inmueble.',
  term: `El plazo debe estar entre ${MORTGAGE_SIMULATOR.minTermYears} y ${MORTGAGE_SIMULATOR.maxTermYears} años.`,
  rate: `Escribe una tasa mayor que 0 y hasta ${MORTGAGE_SIMULATOR.maxRatePercent} % E.A.`,
  downPaymentMin: (settings: MortgageSettings, price: number) =>
    `La cuota inicial debe ser al menos el ${formatPercent(settings.minDownPaymentPercent)} del valor del inmueble (${formatCop(minDownPayment(price, settings))}).`,
} as const;

/** The simulator's form, with the agency's down-payment rule: one message per field, in Spanish. */
export function mortgageInputSchema(settings: MortgageSettings) {
  return z
    .object({
      price: z
        .number({ error: MORTGAGE_MESSAGES.price })
        .int(MORTGAGE_MESSAGES.price)
        .min(1, MORTGAGE_MESSAGES.price)
        .max(MORTGAGE_SIMULATOR.maxPrice, MORTGAGE_MESSAGES.priceMax),
      downPayment: z
        .number({ error: MORTGAGE_MESSAGES.downPayment })
        .int(MORTGAGE_MESSAGES.downPayment)
        .min(0, MORTGAGE_MESSAGES.downPayment),
      termYears: z
        .number({ error: MORTGAGE_MESSAGES.term })
        .int(MORTGAGE_MESSAGES.term)
        .min(MORTGAGE_SIMULATOR.minTermYears, MORTGAGE_MESSAGES.term)
        .max(MORTGAGE_SIMULATOR.maxTermYears, MORTGAGE_MESSAGES.term),
      ratePercentEA: z
        .number({ error: MORTGAGE_MESSAGES.rate })
        .gt(0, MORTGAGE_MESSAGES.rate)
        .max(MORTGAGE_SIMULATOR.maxRatePercent, MORTGAGE_MESSAGES.rate),
    })
    .superRefine((input, ctx) => {
      if (input.downPayment >= input.price) {
        ctx.addIssue({
          code: 'custom',
          path: ['downPayment'],
          message: MORTGAGE_MESSAGES.downPaymentBelowPrice,
        });
      } else if (input.downPayment < minDownPayment(input.price, settings)) {
        ctx.addIssue({
          code: 'custom',
          path: ['downPayment'],
          message: MORTGAGE_MESSAGES.downPaymentMin(settings, input.price),
        });
      }
    });
}
