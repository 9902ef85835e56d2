import { MORTGAGE_SIMULATOR } from '@inmo/contracts';
import Stack from '@mui/material/Stack';
import { MoneyField } from '../../../components/fields/money-field';
import { NativeSelectField } from '../../../components/fields/native-select-field';
import { MORTGAGE_PARAMS } from '../lib/mortgage-query';
import type { MortgageSimulationState } from '../lib/use-mortgage-simulation';
import { RateField } from './rate-field';

export const MORTGAGE_TEXTS = {
  price: 'Valor del inmueble ($)',
  downPayment: 'Cuota inicial ($)',
  term: 'Plazo (años)',
  rate: 'Tasa de interés (% E.A.)',
  monthlyPayment: 'Cuota mensual',
  loan: 'Monto del crédito',
  totalInterest: 'Intereses totales',
  totalPaid: 'Total pagado',
  requiredIncome: 'Ingresos mensuales requeridos',
  disclaimer:
    'Valores de referencia: la tasa, el plazo y la cuota inicial los define la entidad financiera. No incluye seguros ni gastos notariales.',
} as const;

const TERMS = Array.from(
  { length: MORTGAGE_SIMULATOR.maxTermYears - MORTGAGE_SIMULATOR.minTermYears + 1 },
  (_, i) => MORTGAGE_SIMULATOR.minTermYears + i,
);

interface MortgageFieldsProps {
  simulation: MortgageSimulationState;
  /** Ids of the fields are `${idPrefix}-precio` and so on (the page and a listing's card differ). */
  idPrefix: string;
  /** A listing's card shows its price, not a field. */
  withPrice: boolean;
  /**
   * A GET form to the full simulator (a listing's card): sent by the browser before the card's code has run,
   * with the numbers as the fields show them; by `onSubmit` once it has.
   */
  sendsTo?: { id: string; action: string; onSubmit: () => void };
}

/** Price, down payment, term and rate, each with its message under it. */
export function MortgageFields({ simulation, idPrefix, withPrice, sendsTo }: MortgageFieldsProps) {
  const { form, update, errors, downPayment, minDownPaymentPercent } = simulation;
  return (
    <Stack
      spacing={2.5}
      component="form"
      noValidate
      {...(sendsTo && { id: sendsTo.id, method: 'get', action: sendsTo.action })}
      onSubmit={(e) => {
        e.preventDefault();
        sendsTo?.onSubmit();
      }}
    >
      {!withPrice && sendsTo && form.price !== null && (
        <input type="hidden" name={MORTGAGE_PARAMS.price} value={form.price} />
      )}
      {withPrice && (
        <MoneyField
          id={`${idPrefix}-precio`}
          label={MORTGAGE_TEXTS.price}
          value={form.price}
          onValueChange={(price) => update({ price })}
          max={MORTGAGE_SIMULATOR.maxPrice}
          error={form.price !== null && Boolean(errors.price)}
          helperText={form.price !== null ? errors.price : undefined}
          required
          fullWidth
        />
      )}
      <MoneyField
        id={`${idPrefix}-cuota-inicial`}
        name={MORTGAGE_PARAMS.downPayment}
        label={MORTGAGE_TEXTS.downPayment}
        value={downPayment}
        onValueChange={(value) => update({ downPayment: value })}
        max={MORTGAGE_SIMULATOR.maxPrice}
        error={Boolean(errors.downPayment)}
        helperText={
          errors.downPayment ?? `Mínimo el ${minDownPaymentPercent} % del valor para vivienda no VIS.`
        }
        fullWidth
      />
      <NativeSelectField
        id={`${idPrefix}-plazo`}
        name={MORTGAGE_PARAMS.termYears}
        label={MORTGAGE_TEXTS.term}
        value={form.termYears}
        onChange={(value) => update({ termYears: Number(value) })}
      >
        {TERMS.map((years) => (
          <option key={years} value={years}>
            {years} años
          </option>
        ))}
      </NativeSelectField>
      <RateField
        id={`${idPrefix}-tasa`}
        name={MORTGAGE_PARAMS.ratePercentEA}
        label={MORTGAGE_TEXTS.rate}
        value={form.ratePercentEA}
        onValueChange={(ratePercentEA) => update({ ratePercentEA })}
        error={Boolean(errors.ratePercentEA)}
        helperText={errors.ratePercentEA ?? 'Tasa efectiva anual; cámbiala por la que te ofrezca tu banco.'}
        fullWidth
      />
    </Stack>
  );
}
