import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MORTGAGE_SETTINGS,
  MORTGAGE_MESSAGES,
  minDownPayment,
  monthlyRateFromEA,
  mortgageInputSchema,
  simulateMortgage,
} from './mortgage-simulator';

/** 1.01^12 − 1 = 12,6825030131969… % E.A.: exactly 1 % a month. */
const ONE_PERCENT_A_MONTH_EA = (1.01 ** 12 - 1) * 100;

// Vectors worked out by hand (and checked with Python's decimal at 60 digits), not with this code.
describe('monthlyRateFromEA', () => {
  it('converts an annual effective rate to the monthly rate that compounds to it', () => {
    expect(monthlyRateFromEA(ONE_PERCENT_A_MONTH_EA)).toBeCloseTo(0.01, 12);
    // 1.12^(1/12) − 1
    expect(monthlyRateFromEA(12)).toBeCloseTo(0.009488792934583, 12);
    // Not 12 / 12 = 1 %: a nominal split would overstate the rate.
    expect(monthlyRateFromEA(12)).toBeLessThan(0.01);
    expect(monthlyRateFromEA(0)).toBe(0);
  });
});

describe('simulateMortgage', () => {
  it('1 % a month, 120.000.000 over 5 years: 2.669.334 a month (textbook annuity factor)', () => {
    // 1.01^60 = 1.8166967; 1 − 1/1.8166967 = 0.4495504; 1.200.000 / 0.4495504 = 2.669.333,72 → 2.669.334.
    const r = simulateMortgage({
      price: 171_428_572,
      downPayment: 51_428_572,
      termYears: 5,
      ratePercentEA: ONE_PERCENT_A_MONTH_EA,
    });
    expect(r.loan).toBe(120_000_000);
    expect(r.months).toBe(60);
    expect(r.monthlyPayment).toBe(2_669_334);
    // Month 1: interest 1.200.000, principal 1.469.334; year 1 as the table shows it:
    expect(r.years[0]).toEqual({
      year: 1,
      paid: 32_032_008,
      interest: 13_397_175,
      principal: 18_634_833,
      balance: 101_365_167,
    });
    expect(r.years).toHaveLength(5);
    expect(r.years[4]).toEqual({
      year: 5,
      paid: 32_031_983,
      interest: 1_988_443,
      principal: 30_043_540,
      balance: 0,
    });
    expect(r.totalInterest).toBe(40_160_015);
    expect(r.totalPaid).toBe(160_160_015);
    // 2.669.334 / 0,30 = 8.897.780
    expect(r.requiredIncome).toBe(8_897_780);
  });

  it('12 % E.A., 350.000.000 with 30 % down over 20 years: 2.593.627 a month', () => {
    const r = simulateMortgage({
      price: 350_000_000,
      downPayment: 105_000_000,
      termYears: 20,
      ratePercentEA: 12,
    });
    expect(r.loan).toBe(245_000_000);
    expect(r.monthlyPayment).toBe(2_593_627);
    expect(r.totalInterest).toBe(377_470_690);
    expect(r.requiredIncome).toBe(8_645_424);
    expect(r.years[0]).toEqual({
      year: 1,
      paid: 31_123_524,
      interest: 27_723_226,
      principal: 3_400_298,
      balance: 241_599_702,
    });
    expect(r.years[19]).toEqual({
      year: 20,
      paid: 31_123_734,
      interest: 1_837_566,
      principal: 29_286_168,
      balance: 0,
    });
  });

  it('the yearly rows add up to the loan and the total interest', () => {
    const r = simulateMortgage({
      price: 500_000_000,
      downPayment: 150_000_000,
      termYears: 30,
      ratePercentEA: 13.5,
    });
    expect(r.monthlyPayment).toBe(3_798_061);
    expect(r.totalInterest).toBe(1_017_303_413);
    expect(r.years.reduce((sum, y) => sum + y.principal, 0)).toBe(r.loan);
    expect(r.years.reduce((sum, y) => sum + y.interest, 0)).toBe(r.totalInterest);
    expect(r.years.reduce((sum, y) => sum + y.paid, 0)).toBe(r.totalPaid);
  });

  it('at 0 % the loan is split evenly and the last payment settles the rounding', () => {
    const r = simulateMortgage({
      price: 100_000_000,
      downPayment: 30_000_000,
      termYears: 5,
      ratePercentEA: 0,
    });
    expect(r.monthlyPayment).toBe(1_166_667); // 70.000.000 / 60 = 1.166.666,67
    expect(r.totalInterest).toBe(0);
    expect(r.years[4]).toEqual({ year: 5, paid: 13_999_984, interest: 0, principal: 13_999_984, balance: 0 });
    expect(r.requiredIncome).toBe(3_888_890);
  });
});

describe('mortgageInputSchema', () => {
  const schema = mortgageInputSchema(DEFAULT_MORTGAGE_SETTINGS);
  const valid = { price: 350_000_000, downPayment: 105_000_000, termYears: 20, ratePercentEA: 12 };
  const messages = (input: object) =>
    Object.fromEntries(
      (schema.safeParse(input).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );

  it('takes a 30 % down payment, 5 to 30 years and a rate above 0', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, termYears: 5 }).success).toBe(true);
    expect(schema.safeParse({ ...valid, termYears: 30, ratePercentEA: 0.5 }).success).toBe(true);
  });

  it('asks for at least 30 % down for non-VIS housing, with the amount', () => {
    expect(minDownPayment(350_000_000, DEFAULT_MORTGAGE_SETTINGS)).toBe(105_000_000);
    expect(messages({ ...valid, downPayment: 104_999_999 })).toEqual({
      downPayment: 'La cuota inicial debe ser al menos el 30 % del valor del inmueble ($\u00a0105.000.000).',
    });
  });

  it('reads the limit from the agency settings', () => {
    const settings = { minDownPaymentPercent: 20, defaultRatePercent: 11.5 };
    const twenty = mortgageInputSchema(settings);
    expect(twenty.safeParse({ ...valid, downPayment: 70_000_000 }).success).toBe(true);
    expect(twenty.safeParse({ ...valid, downPayment: 69_999_999 }).error?.issues[0]?.message).toBe(
      MORTGAGE_MESSAGES.downPaymentMin(settings, valid.price),
    );
  });

  it('one Spanish message per field', () => {
    expect(messages({ ...valid, price: null })).toEqual({ price: 'Escribe el valor del inmueble.' });
    expect(messages({ ...valid, downPayment: 350_000_000 })).toEqual({
      downPayment: 'La cuota inicial debe ser menor que el valor del inmueble.',
    });
    expect(messages({ ...valid, termYears: 4 })).toEqual({
      termYears: 'El plazo debe estar entre 5 y 30 años.',
    });
    expect(messages({ ...valid, termYears: 31 })).toEqual({
      termYears: 'El plazo debe estar entre 5 y 30 años.',
    });
    expect(messages({ ...valid, ratePercentEA: 0 })).toEqual({
      ratePercentEA: 'Escribe una tasa mayor que 0 y hasta 60 % E.A.',
    });
    expect(messages({ ...valid, ratePercentEA: 61 })).toEqual({
      ratePercentEA: 'Escribe una tasa mayor que 0 y hasta 60 % E.A.',
    });
  });
});
