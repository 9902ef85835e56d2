import { formatCop, MORTGAGE_SIMULATOR, type MortgageSimulation } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MortgageSimulationState } from '../lib/use-mortgage-simulation';
import { MORTGAGE_TEXTS } from './mortgage-fields';

/** Why no payment is shown: no price yet, or a field to fix. */
export function mortgageNotice({ form }: MortgageSimulationState): string {
  return form.price === null
    ? 'Escribe el valor del inmueble para calcular la cuota.'
    : 'Revisa los datos marcados para calcular la cuota.';
}

interface MortgageSummaryProps {
  result: MortgageSimulation | null;
  /** Shown in place of the figures while there are none. */
  notice: string;
  /** The listing's card shows the payment and the income only. */
  compact?: boolean;
}

/** The monthly payment, large, and what it adds up to; announced as it changes. */
export function MortgageSummary({ result, notice, compact = false }: MortgageSummaryProps) {
  const rows: [string, number][] = result
    ? [
        ...(compact
          ? []
          : ([
              [MORTGAGE_TEXTS.loan, result.loan],
              [MORTGAGE_TEXTS.totalInterest, result.totalInterest],
              [MORTGAGE_TEXTS.totalPaid, result.totalPaid],
            ] as [string, number][])),
        [MORTGAGE_TEXTS.requiredIncome, result.requiredIncome],
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
          {result ? formatCop(result.monthlyPayment) : '—'}
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
      {result && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          La cuota no debe superar el {MORTGAGE_SIMULATOR.maxIncomeSharePercent} % de los ingresos del hogar.
        </Typography>
      )}
    </Box>
  );
}
