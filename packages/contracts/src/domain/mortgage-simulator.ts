import { formatCop } from '../money';

/** Fixed rules of the buyers' mortgage simulator (issue 21 §3, issue 35 §6). */
export const MORTGAGE_SIMULATOR = {
  minTermYears: 5,
  maxTermYears: 30,
  defaultTermYears: 20,
  /**
   * The first payment may reach this share of the household's income: Decreto 583 de 2025 for non-VIS
   * housing (and leasing), Decreto 257 de 2021 for VIS. MORTGAGE_INCOME_SHARE_PERCENT may set less.
   */
  legalIncomeSharePercent: 40,
  /** What many banks still apply: the simulator shows the income it asks too. */
  bankIncomeSharePercent: 30,
  /** VIS: up to 80 % financed. */
  visMinDownPaymentPercent: 20,
  /** Far above any listing, far from overflow. */
  maxPrice: 99_999_999_999,
  /** Well above Colombia's usury rate: a typo, not a loan. */
  maxRatePercent: 60,
  /** A monthly insurance rate above this is a typo (percent). */
  maxInsuranceMonthlyPercent: 1,
} as const;

/** What the agency configures (MORTGAGE_* in the gateway's config); percents are percent (12 = 12 %). */
export interface MortgageSettings {
  /** The least down payment for non-VIS housing (30 % under Colombian rules). */
  readonly minDownPaymentPercent: number;
  /** The annual effective rate the simulator starts with. */
  readonly defaultRatePercent: number;
  /** The share of the household's income the first payment may take (40 % by law, see MORTGAGE_SIMULATOR). */
  readonly incomeSharePercent: number;
  /** The year's minimum monthly wage (SMMLV), pesos: VIS prices are capped in it. */
  readonly smmlv: number;
  /** The VIS price cap in SMMLV (135, or 150 in the large urban areas). */
  readonly visCapSmmlv: number;
  /** Vida deudor: monthly percent of the loan. */
  readonly lifeInsurancePercent: number;
  /** Incendio y terremoto: monthly percent of the property's price. */
  readonly propertyInsurancePercent: number;
}

export const DEFAULT_MORTGAGE_SETTINGS: MortgageSettings = {
  minDownPaymentPercent: 30,
  defaultRatePercent: 12,
  incomeSharePercent: MORTGAGE_SIMULATOR.legalIncomeSharePercent,
  // Decretos 1469 de 2025 y 0159 de 2026.
  smmlv: 1_750_905,
  visCapSmmlv: 150,
  lifeInsurancePercent: 0.05,
  propertyInsurancePercent: 0.02,
};

/** The VIS price cap in pesos. */
export const visPriceCap = (settings: MortgageSettings) => Math.floor(settings.smmlv * settings.visCapSmmlv);

export interface MortgageInput {
  /** Pesos. */
  readonly price: number;
  /** Pesos. */
  readonly downPayment: number;
  readonly termYears: number;
  /** Tasa efectiva anual, percent (12 = 12 % E.A.). */
  readonly ratePercentEA: number;
  /** Vivienda de interés social: 20 % down is enough, the price at most the VIS cap. */
  readonly vis: boolean;
  /** Add the insurance estimate to the payment and to the income it needs. */
  readonly insurance: boolean;
}

export interface MortgageYear {
  readonly year: number;
  /** What the twelve payments of the year add up to (principal and interest). */
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
  /** The fixed monthly payment of principal and interest (French amortisation), whole pesos. */
  readonly monthlyPayment: number;
  /** The first month's insurance estimate (0 without it): vida deudor on the loan, incendio y terremoto on the price. */
  readonly insurance: number;
  /** What the first month costs: the payment plus the insurance estimate. */
  readonly firstPayment: number;
  readonly totalInterest: number;
  readonly totalPaid: number;
  /** The least household income of which the first payment is the configured share (40 % by law). */
  readonly requiredIncome: number;
  /** The same at the 30 % many banks still apply. */
  readonly bankRequiredIncome: number;
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
export function simulateMortgage(
  input: Omit<MortgageInput, 'vis'>,
  settings: MortgageSettings,
): MortgageSimulation {
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
  const insurance = input.insurance
    ? Math.round((loan * settings.lifeInsurancePercent) / 100) +
      Math.round((Math.round(input.price) * settings.propertyInsurancePercent) / 100)
    : 0;
  const firstPayment = monthlyPayment + insurance;
  return {
    loan,
    monthlyRate,
    months,
    monthlyPayment,
    insurance,
    firstPayment,
    totalInterest,
    totalPaid: loan + totalInterest,
    requiredIncome: Math.ceil((firstPayment * 100) / settings.incomeSharePercent),
    bankRequiredIncome: Math.ceil((firstPayment * 100) / MORTGAGE_SIMULATOR.bankIncomeSharePercent),
    years,
  };
}

/** The least down payment in percent: 20 for VIS, the agency's setting otherwise. */
export const minDownPaymentPercent = (settings: MortgageSettings, vis: boolean) =>
  vis ? MORTGAGE_SIMULATOR.visMinDownPaymentPercent : settings.minDownPaymentPercent;

/** The least down payment for `price`, whole pesos rounded up. */
export function minDownPayment(price: number, settings: MortgageSettings, vis = false): number {
  return Math.ceil((price * minDownPaymentPercent(settings, vis)) / 100);
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
  downPaymentMin: (settings: MortgageSettings, price: number, vis = false) =>
    `La cuota inicial debe ser al menos el ${formatPercent(minDownPaymentPercent(settings, vis))} del valor del inmueble (${formatCop(minDownPayment(price, settings, vis))}).`,
  visCap: (settings: MortgageSettings) =>
    `Una vivienda VIS vale hasta ${settings.visCapSmmlv} SMMLV (${formatCop(visPriceCap(settings))}).`,
} as const;

/** One Spanish message per field of the simulator's form. */
export type MortgageErrors = Partial<Record<keyof MortgageInput, string>>;

/** The simulator's form as the visitor left it: a number field emptied is null. */
export type MortgageValues = {
  readonly [K in keyof MortgageInput]: MortgageInput[K] extends number ? number | null : MortgageInput[K];
};

function isWholeBetween(value: number | null, min: number, max: number): value is number {
  return value !== null && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The simulator's form checked with the agency's down-payment rule: what to simulate, or one message per field.
 * A function, not a zod schema: the simulator sends nothing, its fields hold numbers already, and zod (25 KB
 * gzip) would come with the mortgage card of every property page.
 */
export function checkMortgageInput(
  values: MortgageValues,
  settings: MortgageSettings,
):
  | { readonly input: MortgageInput; readonly errors: null }
  | { readonly input: null; readonly errors: MortgageErrors } {
  const { price, downPayment, termYears, ratePercentEA, vis, insurance } = values;
  const errors: MortgageErrors = {};
  const priceOk = isWholeBetween(price, 1, MORTGAGE_SIMULATOR.maxPrice);
  if (!priceOk) {
    const tooHigh = price !== null && Number.isInteger(price) && price > MORTGAGE_SIMULATOR.maxPrice;
    errors.price = tooHigh ? MORTGAGE_MESSAGES.priceMax : MORTGAGE_MESSAGES.price;
  }
  const downPaymentOk = isWholeBetween(downPayment, 0, Number.MAX_SAFE_INTEGER);
  if (!downPaymentOk) errors.downPayment = MORTGAGE_MESSAGES.downPayment;
  else if (priceOk && downPayment >= price) errors.downPayment = MORTGAGE_MESSAGES.downPaymentBelowPrice;
  else if (priceOk && downPayment < minDownPayment(price, settings, vis))
    errors.downPayment = MORTGAGE_MESSAGES.downPaymentMin(settings, price, vis);
  const termOk = isWholeBetween(termYears, MORTGAGE_SIMULATOR.minTermYears, MORTGAGE_SIMULATOR.maxTermYears);
  if (!termOk) errors.termYears = MORTGAGE_MESSAGES.term;
  const rateOk =
    ratePercentEA !== null && ratePercentEA > 0 && ratePercentEA <= MORTGAGE_SIMULATOR.maxRatePercent;
  if (!rateOk) errors.ratePercentEA = MORTGAGE_MESSAGES.rate;
  if (vis && priceOk && price > visPriceCap(settings)) errors.vis = MORTGAGE_MESSAGES.visCap(settings);

  if (priceOk && downPaymentOk && termOk && rateOk && Object.keys(errors).length === 0) {
    return { input: { price, downPayment, termYears, ratePercentEA, vis, insurance }, errors: null };
  }
  return { input: null, errors };
}
