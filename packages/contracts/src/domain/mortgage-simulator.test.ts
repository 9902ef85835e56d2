import { describe, expect, it } from 'vitest';
import {
  checkMortgageInput,
  DEFAULT_MORTGAGE_SETTINGS,
  MORTGAGE_MESSAGES,
  MORTGAGE_SIMULATOR,
  minDownPayment,
  monthlyRateFromEA,
  simulateMortgage,
  visPriceCap,
  type MortgageInput,
  type MortgageValues,
} from './mortgage-simulator';

const check = (values: MortgageValues, settings = DEFAULT_MORTGAGE_SETTINGS) =>
  checkMortgageInput(values, settings);

/** Without insurance, as the cases worked out for issue 21 were. */
const simulate = (input: Omit<MortgageInput, 'vis' | 'insurance'>) =>
  simulateMortgage({ ...input, insurance: false }, DEFAULT_MORTGAGE_SETTINGS);

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
    const r = simulate({
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
    // 2.669.334 / 0,30 = 8.897.780; / 0,40 = 6.673.335
    expect(r.bankRequiredIncome).toBe(8_897_780);
    expect(r.requiredIncome).toBe(6_673_335);
  });

  it('12 % E.A., 350.000.000 with 30 % down over 20 years: 2.593.627 a month', () => {
    const r = simulate({
      price: 350_000_000,
      downPayment: 105_000_000,
      termYears: 20,
      ratePercentEA: 12,
    });
    expect(r.loan).toBe(245_000_000);
    expect(r.monthlyPayment).toBe(2_593_627);
    expect(r.totalInterest).toBe(377_470_690);
    expect(r.bankRequiredIncome).toBe(8_645_424);
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
    const r = simulate({
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
    const r = simulate({
      price: 100_000_000,
      downPayment: 30_000_000,
      termYears: 5,
      ratePercentEA: 0,
    });
    expect(r.monthlyPayment).toBe(1_166_667); // 70.000.000 / 60 = 1.166.666,67
    expect(r.totalInterest).toBe(0);
    expect(r.years[4]).toEqual({ year: 5, paid: 13_999_984, interest: 0, principal: 13_999_984, balance: 0 });
    expect(r.bankRequiredIncome).toBe(3_888_890);
  });
});

describe('the income rule, VIS and insurance (issue 35)', () => {
  // Worked by hand: i = 1,12^(1/12) − 1 = 0,0094887929; 1,12^20 = 9,6462931; 1 − 1/9,6462931 = 0,8963333.
  it('300.000.000 with 30 % down, 20 years, 12 % E.A.: the income for 40 % and for 30 %', () => {
    // 210.000.000 × 0,0094887929 / 0,8963333 = 2.223.109,04
    const r = simulate({ price: 300_000_000, downPayment: 90_000_000, termYears: 20, ratePercentEA: 12 });
    expect(r.monthlyPayment).toBe(2_223_109);
    expect(r.insurance).toBe(0);
    expect(r.firstPayment).toBe(2_223_109);
    // 2.223.109 / 0,40 = 5.557.772,5 → 5.557.773; / 0,30 = 7.410.363,33 → 7.410.364
    expect(r.requiredIncome).toBe(5_557_773);
    expect(r.bankRequiredIncome).toBe(7_410_364);
  });

  it('the share is a setting: an agency that keeps 30 % asks the 30 % income', () => {
    const r = simulateMortgage(
      { price: 300_000_000, downPayment: 90_000_000, termYears: 20, ratePercentEA: 12, insurance: false },
      { ...DEFAULT_MORTGAGE_SETTINGS, incomeSharePercent: 30 },
    );
    expect(r.requiredIncome).toBe(7_410_364);
  });

  it('VIS: 250.000.000 with 20 % down (80 % financed) is a loan of 200.000.000', () => {
    const input = {
      price: 250_000_000,
      downPayment: 50_000_000,
      termYears: 20,
      ratePercentEA: 12,
      vis: true,
      insurance: false,
    };
    expect(check(input)).toEqual({ input, errors: null });
    // The same 20 % is refused for non-VIS housing.
    expect(check({ ...input, vis: false }).errors).toEqual({
      downPayment: 'La cuota inicial debe ser al menos el 30 % del valor del inmueble ($\u00a075.000.000).',
    });
    expect(check({ ...input, downPayment: 49_999_999 }).errors).toEqual({
      downPayment: 'La cuota inicial debe ser al menos el 20 % del valor del inmueble ($\u00a050.000.000).',
    });
    // 200.000.000 × 0,0094887929 / 0,8963333 = 2.117.246,70
    const r = simulateMortgage(input, DEFAULT_MORTGAGE_SETTINGS);
    expect(r.loan).toBe(200_000_000);
    expect(r.monthlyPayment).toBe(2_117_247);
    // / 0,40 = 5.293.117,5 → 5.293.118; / 0,30 = 7.057.490
    expect(r.requiredIncome).toBe(5_293_118);
    expect(r.bankRequiredIncome).toBe(7_057_490);
  });

  it('VIS is capped at 150 SMMLV of 1.750.905: 262.635.750', () => {
    expect(visPriceCap(DEFAULT_MORTGAGE_SETTINGS)).toBe(262_635_750);
    const over = {
      price: 262_635_751,
      downPayment: 60_000_000,
      termYears: 20,
      ratePercentEA: 12,
      vis: true,
      insurance: false,
    };
    expect(check(over)).toEqual({
      input: null,
      errors: { vis: 'Una vivienda VIS vale hasta 150 SMMLV ($\u00a0262.635.750).' },
    });
    expect(check({ ...over, price: 262_635_750 }).input).not.toBeNull();
  });

  it('insurance: 0,05 % of the loan and 0,02 % of the price a month, in the payment and the income rule', () => {
    const r = simulateMortgage(
      { price: 300_000_000, downPayment: 90_000_000, termYears: 20, ratePercentEA: 12, insurance: true },
      DEFAULT_MORTGAGE_SETTINGS,
    );
    // 210.000.000 × 0,0005 = 105.000; 300.000.000 × 0,0002 = 60.000
    expect(r.insurance).toBe(165_000);
    expect(r.monthlyPayment).toBe(2_223_109);
    expect(r.firstPayment).toBe(2_388_109);
    // 2.388.109 / 0,40 = 5.970.272,5 → 5.970.273; / 0,30 = 7.960.363,33 → 7.960.364
    expect(r.requiredIncome).toBe(5_970_273);
    expect(r.bankRequiredIncome).toBe(7_960_364);
    // The amortisation table is principal and interest only.
    expect(r.years[0]!.paid).toBe(
      simulate({ price: 300_000_000, downPayment: 90_000_000, termYears: 20, ratePercentEA: 12 }).years[0]!
        .paid,
    );
  });
});

describe('checkMortgageInput', () => {
  const valid = {
    price: 350_000_000,
    downPayment: 105_000_000,
    termYears: 20,
    ratePercentEA: 12,
    vis: false,
    insurance: false,
  };
  const messages = (values: MortgageValues) => check(values).errors;

  it('takes a 30 % down payment, 5 to 30 years and a rate above 0', () => {
    expect(check(valid)).toEqual({ input: valid, errors: null });
    expect(check({ ...valid, termYears: 5 }).input).not.toBeNull();
    expect(check({ ...valid, termYears: 30, ratePercentEA: 0.5 }).input).not.toBeNull();
  });

  it('asks for at least 30 % down for non-VIS housing, with the amount', () => {
    expect(minDownPayment(350_000_000, DEFAULT_MORTGAGE_SETTINGS)).toBe(105_000_000);
    expect(messages({ ...valid, downPayment: 104_999_999 })).toEqual({
      downPayment: 'La cuota inicial debe ser al menos el 30 % del valor del inmueble ($\u00a0105.000.000).',
    });
  });

  it('reads the limit from the agency settings', () => {
    const settings = { ...DEFAULT_MORTGAGE_SETTINGS, minDownPaymentPercent: 20, defaultRatePercent: 11.5 };
    expect(check({ ...valid, downPayment: 70_000_000 }, settings).input).not.toBeNull();
    expect(check({ ...valid, downPayment: 69_999_999 }, settings).errors).toEqual({
      downPayment: MORTGAGE_MESSAGES.downPaymentMin(settings, valid.price),
    });
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
    expect(messages({ ...valid, price: 100_000_000_000 })).toEqual({ price: MORTGAGE_MESSAGES.priceMax });
    // The highest price allowed still computes in whole pesos.
    expect(MORTGAGE_SIMULATOR.maxPrice).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('refuses every value that is no whole number in range, with that field’s message only', () => {
    const bad = [null, Number.NaN, Infinity, -1, 1.5, 1e300];
    const field: Record<keyof Omit<MortgageValues, 'vis' | 'insurance'>, string> = {
      price: MORTGAGE_MESSAGES.price,
      downPayment: MORTGAGE_MESSAGES.downPayment,
      termYears: MORTGAGE_MESSAGES.term,
      ratePercentEA: MORTGAGE_MESSAGES.rate,
    };
    for (const [name, message] of Object.entries(field)) {
      for (const value of bad) {
        if (name === 'ratePercentEA' && value === 1.5) continue;
        const found = messages({ ...valid, [name]: value });
        const expected = name === 'price' && value === 1e300 ? MORTGAGE_MESSAGES.priceMax : message;
        // A wrong price leaves nothing to weigh the down payment against: only the price is named.
        expect(found, `${name} = ${String(value)}`).toEqual({ [name]: expected });
      }
    }
  });

  it('names each wrong field at once, the down payment rule too', () => {
    expect(messages({ ...valid, downPayment: 1, termYears: 40, ratePercentEA: null })).toEqual({
      downPayment: MORTGAGE_MESSAGES.downPaymentMin(DEFAULT_MORTGAGE_SETTINGS, valid.price),
      termYears: MORTGAGE_MESSAGES.term,
      ratePercentEA: MORTGAGE_MESSAGES.rate,
    });
  });
});
