import { formatCop, visPriceCap } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PATHS } from '~/config/paths';
import { mortgageSimulatorPath } from '~/features/mortgage/lib/mortgage-query';
import { useMortgageSimulation } from '~/features/mortgage/lib/use-mortgage-simulation';
import { MortgageFields } from './mortgage-fields';
import { MortgageSummary, mortgageNotice } from './mortgage-summary';

/** A sale listing's compact simulator: its price, the visitor's down payment, term and rate. */
export function MortgageCard({ price }: { price: number }) {
  const simulation = useMortgageSimulation({ price });
  const navigate = useNavigate();
  const formId = 'credito-inmueble';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="credito" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id="credito" variant="h2" sx={{ mb: 0.5 }}>
        ¿Cuánto pagarías al mes?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Simula un crédito de vivienda para este inmueble de {formatCop(price)}.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <MortgageFields
          simulation={simulation}
          idPrefix="credito-inmueble"
          withPrice={false}
          withVis={price <= visPriceCap(simulation.settings)}
          sendsTo={{
            id: formId,
            action: PATHS.mortgageSimulator,
            onSubmit: () => void navigate(mortgageSimulatorPath(simulation.form)),
          }}
        />
        <Box>
          <MortgageSummary
            result={simulation.result}
            incomeSharePercent={simulation.settings.incomeSharePercent}
            notice={mortgageNotice(simulation)}
            compact
          />
          {/* Submits the fields' form (a GET to the simulator), so it opens with the visitor's numbers even before the card's code has run. */}
          <Button type="submit" form={formId} sx={{ mt: 1.5, px: 0 }}>
            Ver tabla de amortización
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
