import { RENT_SIMULATOR, rentSimulationNotice, rentSimulationRows, simulateRent } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { PageHero } from '~/components/page-hero';
import { SimulatorForm, type SimulatorInput } from './simulator-form';
import { SimulatorTable } from './simulator-table';
import { SIMULATOR_TEXTS } from './simulator-texts';

const INITIAL: SimulatorInput = {
  canon: null,
  administracion: 0,
  tipo: 'VIVIENDA',
  ownerVatResponsible: false,
};

/** `/rentalsimulator/`: rent payout after commission and VAT (spec §2 Simulator, §9), recomputed 500 ms after a change. */
export function SimulatorPage() {
  const [input, setInput] = useState<SimulatorInput>(INITIAL);
  const [settled] = useDebounce(input, RENT_SIMULATOR.debounceMs);
  const result = useMemo(
    () =>
      simulateRent({
        canon: settled.canon ?? 0,
        administracion: settled.administracion ?? 0,
        tipo: settled.tipo,
        ownerVatResponsible: settled.tipo === 'COMERCIAL' && settled.ownerVatResponsible,
      }),
    [settled],
  );
  const rows = rentSimulationRows(result);
  // No payout to show ('$ 0', spec §9): the notice says why.
  const notice = rentSimulationNotice(result);
  const update = (patch: Partial<SimulatorInput>) => setInput((current) => ({ ...current, ...patch }));

  return (
    <>
      <PageHero
        overline="Propietarios"
        title={SIMULATOR_TEXTS.title}
        intro="Calcula cuánto recibirás por tu inmueble en arriendo después de la comisión inmobiliaria y el IVA."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <SimulatorForm
            input={input}
            update={update}
            payout={result.valorRenta}
            deductions={result.totalDescuentos}
            notice={notice}
          />
          <SimulatorTable rows={rows} notice={notice} />
        </Box>
      </Container>
    </>
  );
}
