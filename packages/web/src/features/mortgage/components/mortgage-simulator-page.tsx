import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCop, formatPercent, SITE } from '@inmo/contracts';
import { useSearchParams } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { mortgageQueryFromParams } from '~/features/mortgage/lib/mortgage-query';
import { useMortgageSimulation } from '~/features/mortgage/lib/use-mortgage-simulation';
import { AmortizationTable } from './amortization-table';
import { MORTGAGE_TEXTS, MortgageFields } from './mortgage-fields';
import { MortgageSummary, mortgageNotice } from './mortgage-summary';

const NO_PRINT = { '@media print': { display: 'none' } } as const;

/** `/simulador-credito/` (issue 21 §3): a buyer's monthly payment, what it needs, and the yearly table to print. */
export function MortgageSimulatorPage() {
  const [params] = useSearchParams();
  const simulation = useMortgageSimulation(mortgageQueryFromParams(params));
  const { result, form } = simulation;
  return (
    <>
      <Box sx={NO_PRINT}>
        <PageHero
          overline="Compradores"
          title="Simulador de crédito"
          intro="Calcula la cuota mensual de tu crédito de vivienda, los intereses y los ingresos que necesitas para que te lo aprueben."
        />
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography
          component="p"
          sx={{
            display: 'none',
            '@media print': { display: 'block' },
            fontWeight: 800,
            fontSize: '1.5rem',
            mb: 2,
          }}
        >
          Simulación de crédito de vivienda · {SITE.name}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="credito-datos"
            sx={{ p: { xs: 2.5, md: 4 }, ...NO_PRINT }}
          >
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 3 }}>
              <RequestQuoteOutlinedIcon color="primary" aria-hidden />
              <Typography id="credito-datos" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
                Datos del crédito
              </Typography>
            </Stack>
            <MortgageFields simulation={simulation} idPrefix="credito" withPrice />
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="credito-resultado"
            sx={{ p: { xs: 2.5, md: 4 }, position: { md: 'sticky' }, top: { md: 96 } }}
          >
            <Typography
              id="credito-resultado"
              variant="h2"
              sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}
            >
              Tu crédito
            </Typography>
            {result && (
              // On paper the inputs are gone: the figures say what they were computed from.
              <Typography sx={{ display: 'none', '@media print': { display: 'block' }, mb: 2 }}>
                Valor del inmueble {formatCop(form.price)}, cuota inicial {formatCop(simulation.downPayment)},
                plazo {form.termYears} años, tasa {formatPercent(form.ratePercentEA ?? 0)} E.A.
                {form.vis && ', vivienda VIS'}
                {form.insurance && ', con seguros estimados'}
              </Typography>
            )}
            <MortgageSummary
              result={result}
              incomeSharePercent={simulation.settings.incomeSharePercent}
              notice={mortgageNotice(simulation)}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {MORTGAGE_TEXTS.disclaimer}
            </Typography>
          </Paper>
        </Box>
        {result && (
          <Paper variant="outlined" component="section" sx={{ mt: { xs: 3, md: 4 }, p: { xs: 2.5, md: 4 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              justifyContent="space-between"
              alignItems={{ xs: 'flex-start', sm: 'center' }}
              sx={{ mb: 2 }}
            >
              <Typography id="credito-tabla" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
                Tabla de amortización anual
              </Typography>
              <Button
                variant="outlined"
                startIcon={<PrintOutlinedIcon />}
                onClick={() => window.print()}
                sx={NO_PRINT}
              >
                Imprimir tabla
              </Button>
            </Stack>
            <AmortizationTable years={result.years} labelledBy="credito-tabla" />
          </Paper>
        )}
      </Container>
    </>
  );
}
