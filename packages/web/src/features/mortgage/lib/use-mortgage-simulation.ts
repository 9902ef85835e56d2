import {
  checkMortgageInput,
  DEFAULT_MORTGAGE_SETTINGS,
  MORTGAGE_SIMULATOR,
  minDownPayment,
  minDownPaymentPercent,
  simulateMortgage,
  type MortgageErrors,
  type MortgageSettings,
  type MortgageSimulation,
} from '@inmo/contracts';
import { useState } from 'react';
import type { MortgageForm, MortgageQuery } from './mortgage-query';
import { useSettings } from '~/lib/use-settings';

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

/** The simulator's state, checked by the contracts' rules and computed on every change. */
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
  const downPayment =
    form.downPayment !== 'minimum'
      ? form.downPayment
      : form.price === null
        ? null
        : minDownPayment(form.price, settings, form.vis);
  const { input, errors: found } = checkMortgageInput({ ...form, downPayment }, settings);
  const errors: MortgageErrors = { ...found };
  // A down payment that follows the price has nothing wrong with it before a price is typed.
  if (form.downPayment === 'minimum' && form.price === null) delete errors.downPayment;
  return {
    form,
    update: (patch) => setForm((current) => ({ ...current, ...patch })),
    downPayment,
    errors,
    // 360 months at most: cheaper than memoising.
    result: input ? simulateMortgage(input, settings) : null,
    minDownPaymentPercent: minDownPaymentPercent(settings, form.vis),
    settings,
  };
}
