import { formatCop, MORTGAGE_SIMULATOR, type MortgageSimulation } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MortgageSimulationState } from '~/features/mortgage/lib/use-mortgage-simulation';
import { MORTGAGE_TEXTS } from './mortgage-fields';

/** Why no payment is shown: no price yet, or a field to fix. */
export function mortgageNotice({ form }: MortgageSimulationState): string {
  return form.price === null
    ? 'Escribe el valor del inmueble para calcular la cuota.'
    : 'Revisa los datos marcados para calcular la cuota.';
}

interface MortgageSummaryProps {
  result: MortgageSimulation | null;
  /** The agency's income share (MORTGAGE_INCOME_SHARE_PERCENT). */
  incomeSharePercent: number;
  /** Shown in place of the figures while there are none. */
  notice: string;
  /** The listing's card shows the payment and the income only. */
  compact?: boolean;
}

/** The monthly payment, large, and what it adds up to; announced as it changes. */
export function MortgageSummary({
  result,
  incomeSharePercent,
  notice,
  compact = false,
}: MortgageSummaryProps) {
  const bankShare = MORTGAGE_SIMULATOR.bankIncomeSharePercent;
  const rows: [string, number][] = result
    ? [
        ...(result.insurance > 0
          ? ([
              [MORTGAGE_TEXTS.paymentWithoutInsurance, result.monthlyPayment],
              [MORTGAGE_TEXTS.insurance, result.insurance],
            ] as [string, number][])
          : []),
        ...(compact
          ? []
          : ([
              [MORTGAGE_TEXTS.loan, result.loan],
              [MORTGAGE_TEXTS.totalInterest, result.totalInterest],
              [MORTGAGE_TEXTS.totalPaid, result.totalPaid],
            ] as [string, number][])),
        [`${MORTGAGE_TEXTS.requiredIncome} (${incomeSharePercent} %)`, result.requiredIncome],
        ...(incomeSharePercent !== bankShare
          ? ([[MORTGAGE_TEXTS.bankRequiredIncome(bankShare), result.bankRequiredIncome]] as [
              string,
              number,
            ][])
          : []),
      ]
    : [];
  return (
    <Box aria-live="polite" data-testid="credito-resumen">
      <Box
        sx={{
          px: 2.5,
          py: 2,
          borderRadius: '12px',
          bgcolor: 'primary.main',
          color: 'common.white',
          // Printers leave backgrounds out: dark text in a frame instead of white on blue.
          '@media print': {
            bgcolor: 'transparent',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
          },
        }}
      >
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {MORTGAGE_TEXTS.monthlyPayment}
        </Typography>
        <Typography
          component="p"
          data-testid="credito-cuota"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '1.75rem', md: '2rem' },
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {result ? formatCop(result.firstPayment) : '—'}
        </Typography>
      </Box>
      {result ? (
        <Stack component="dl" spacing={1} sx={{ mt: 2, mb: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography component="dt">{label}</Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {formatCop(value)}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : (
        <Typography sx={{ mt: 2 }} data-testid="credito-aviso">
          {notice}
        </Typography>
      )}
      {result && compact && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          La primera cuota puede llegar al {incomeSharePercent} % de los ingresos del hogar; muchos bancos aún
          aplican el {bankShare} %.
        </Typography>
      )}
      {result && !compact && <IncomeRule incomeSharePercent={incomeSharePercent} />}
    </Box>
  );
}

/** The rule behind the income figures, as it stands (issue 35): the decrees, their condition, and the banks' practice. */
export function IncomeRule({ incomeSharePercent }: { incomeSharePercent: number }) {
  const legal = MORTGAGE_SIMULATOR.legalIncomeSharePercent;
  const bankShare = MORTGAGE_SIMULATOR.bankIncomeSharePercent;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="credito-regla">
      <Typography variant="body2" color="text.secondary">
        La primera cuota de un crédito de vivienda o de un leasing habitacional puede ser hasta el {legal} %
        de los ingresos del hogar: para vivienda no VIS desde el Decreto 583 de 2025, y para VIS desde el
        Decreto 257 de 2021. Los ingresos de varios solicitantes se suman si son cónyuges o compañeros
        permanentes, o parientes hasta el segundo grado de consanguinidad, primero de afinidad o único civil.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Cada banco decide si lo aplica: muchos aún usan el {bankShare} %
        {incomeSharePercent !== bankShare ? ', por eso te mostramos los ingresos para ambos casos.' : '.'}
        {incomeSharePercent !== legal && ` Aquí se calculan con el ${incomeSharePercent} %.`}
      </Typography>
    </Box>
  );
}
