import {
  DEFAULT_MORTGAGE_SETTINGS,
  MORTGAGE_SIMULATOR,
  minDownPayment,
  minDownPaymentPercent,
  mortgageInputSchema,
  simulateMortgage,
  type MortgageInput,
  type MortgageSettings,
  type MortgageSimulation,
} from '@inmo/contracts';
import { useMemo, useState } from 'react';
import type { MortgageForm, MortgageQuery } from './mortgage-query';
import { useSettings } from '~/lib/use-settings';

export type MortgageErrors = Partial<Record<keyof MortgageInput, string>>;

export interface MortgageSimulationState {
  form: MortgageForm;
  update: (patch: Partial<MortgageForm>) => void;
  /** What the down-payment field shows. */
  downPayment: number | null;
  errors: MortgageErrors;
  /** null while a field is wrong or the price is missing. */
  result: MortgageSimulation | null;
  /** The least down payment's percent for the current choice (VIS or not). */
  minDownPaymentPercent: number;
  settings: MortgageSettings;
}

/** The simulator's state, checked with the schema the contracts share and computed on every change. */
export function useMortgageSimulation(initial: MortgageQuery): MortgageSimulationState {
  const settings = useSettings('mortgage', DEFAULT_MORTGAGE_SETTINGS);
  const [form, setForm] = useState<MortgageForm>(() => ({
    price: null,
    downPayment: 'minimum',
    termYears: MORTGAGE_SIMULATOR.defaultTermYears,
    ratePercentEA: settings.defaultRatePercent,
    vis: false,
    insurance: false,
    ...initial,
  }));
  const schema = useMemo(() => mortgageInputSchema(settings), [settings]);
  const downPayment =
    form.downPayment !== 'minimum'
      ? form.downPayment
      : form.price === null
        ? null
        : minDownPayment(form.price, settings, form.vis);
  const parsed = schema.safeParse({ ...form, downPayment });
  const errors: MortgageErrors = {};
  // A down payment that follows the price has nothing wrong with it before a price is typed.
  const waitingForPrice = form.downPayment === 'minimum' && form.price === null;
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof MortgageInput;
    if (!(waitingForPrice && field === 'downPayment')) errors[field] ??= issue.message;
  }
  return {
    form,
    update: (patch) => setForm((current) => ({ ...current, ...patch })),
    downPayment,
    errors,
    // 360 months at most: cheaper than memoising.
    result: parsed.success ? simulateMortgage(parsed.data, settings) : null,
    minDownPaymentPercent: minDownPaymentPercent(settings, form.vis),
    settings,
  };
}
