import { formatCop, formatPercent, MORTGAGE_SIMULATOR, visPriceCap } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { MoneyField } from '~/components/fields/money-field';
import { OutlinedTextField } from '~/components/fields/outlined-text-field';
import { MORTGAGE_PARAMS } from '~/features/mortgage/lib/mortgage-query';
import type { MortgageSimulationState } from '~/features/mortgage/lib/use-mortgage-simulation';
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
  bankRequiredIncome: (percent: number) => `Si tu banco aplica el ${percent} %`,
  paymentWithoutInsurance: 'Capital e intereses',
  insurance: 'Seguros (estimado)',
  vis: 'Vivienda de interés social (VIS)',
  withInsurance: 'Incluir seguros (vida deudor, incendio y terremoto)',
  disclaimer:
    'Valores de referencia: la tasa, el plazo y la cuota inicial los define la entidad financiera. La simulación es un crédito en pesos a tasa fija: no modela créditos en UVR ni leasing habitacional. No incluye gastos notariales ni de escrituración.',
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
  /** The VIS choice: off on a listing priced above the VIS cap. */
  withVis?: boolean;
  /**
   * A GET form to the full simulator (a listing's card): sent by the browser before the card's code has run,
   * with the numbers as the fields show them; by `onSubmit` once it has.
   */
  sendsTo?: { id: string; action: string; onSubmit: () => void };
}

/** Price, down payment, term and rate, each with its message under it. */
export function MortgageFields({
  simulation,
  idPrefix,
  withPrice,
  withVis = true,
  sendsTo,
}: MortgageFieldsProps) {
  const { form, update, errors, downPayment, minDownPaymentPercent, settings } = simulation;
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
          errors.downPayment ??
          `Mínimo el ${formatPercent(minDownPaymentPercent)} del valor para vivienda ${form.vis ? 'VIS' : 'no VIS'}.`
        }
        fullWidth
      />
      <OutlinedTextField
        select
        id={`${idPrefix}-plazo`}
        name={MORTGAGE_PARAMS.termYears}
        label={MORTGAGE_TEXTS.term}
        value={form.termYears}
        onChange={(event) => update({ termYears: Number(event.target.value) })}
        helperText={errors.termYears}
        fullWidth
      >
        {TERMS.map((years) => (
          <option key={years} value={years}>
            {years} años
          </option>
        ))}
      </OutlinedTextField>
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
      {withVis && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                id={`${idPrefix}-vis`}
                name={MORTGAGE_PARAMS.vis}
                value="1"
                checked={form.vis}
                onChange={(e) => update({ vis: e.target.checked })}
                slotProps={{
                  input: {
                    'aria-describedby': `${idPrefix}-vis-ayuda`,
                    ...(errors.vis && { 'aria-invalid': true }),
                  },
                }}
              />
            }
            label={MORTGAGE_TEXTS.vis}
          />
          <FormHelperText id={`${idPrefix}-vis-ayuda`} error={Boolean(errors.vis)} sx={{ mt: 0 }}>
            {errors.vis ??
              `Hasta ${settings.visCapSmmlv} SMMLV (${formatCop(visPriceCap(settings))}): se financia hasta el ${100 - MORTGAGE_SIMULATOR.visMinDownPaymentPercent} %.`}
          </FormHelperText>
        </Box>
      )}
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              id={`${idPrefix}-seguros`}
              name={MORTGAGE_PARAMS.insurance}
              value="1"
              checked={form.insurance}
              onChange={(e) => update({ insurance: e.target.checked })}
              slotProps={{ input: { 'aria-describedby': `${idPrefix}-seguros-ayuda` } }}
            />
          }
          label={MORTGAGE_TEXTS.withInsurance}
        />
        <FormHelperText id={`${idPrefix}-seguros-ayuda`} sx={{ mt: 0 }}>
          Un estimado: vida deudor {formatPercent(settings.lifeInsurancePercent)} mensual del crédito;
          incendio y terremoto {formatPercent(settings.propertyInsurancePercent)} mensual del valor del
          inmueble.
        </FormHelperText>
      </Box>
    </Stack>
  );
}
