import {
  formatCop,
  PROPERTY_USES,
  RENT_SIMULATOR,
  rentSimulationNotice,
  rentSimulationRows,
  simulateRent,
  type PropertyUse,
} from '@inmo/contracts';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { PageHero } from '~/components/page-hero';
import { MoneyField } from '~/components/fields/money-field';

export const SIMULATOR_TEXTS = {
  title: 'Simulador',
  table: 'Tabla de valores',
  canon: 'Canon De Arrendamiento ($)',
  administracion: 'Cuota De Administración ($)',
  comision: 'Comisión Inmobiliaria (%)',
  tipo: 'Tipo De Inmueble',
  ownerVat: 'El Propietario Es Responsable De IVA?',
  ownerVatYes: 'SI',
} as const;

interface SimulatorInput {
  canon: number | null;
  administracion: number | null;
  tipo: PropertyUse;
  ownerVatResponsible: boolean;
}

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
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="simulador-datos"
            sx={{ p: { xs: 2.5, md: 4 } }}
          >
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 3 }}>
              <CalculateOutlinedIcon color="primary" aria-hidden />
              <Typography
                id="simulador-datos"
                variant="h2"
                sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}
              >
                Datos del arriendo
              </Typography>
            </Stack>
            <Stack spacing={2.5} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
              <MoneyField
                id="simulador-canon"
                label={SIMULATOR_TEXTS.canon}
                value={input.canon}
                onValueChange={(canon) => update({ canon })}
                max={RENT_SIMULATOR.maxCanon}
                fullWidth
              />
              <MoneyField
                id="simulador-administracion"
                label={SIMULATOR_TEXTS.administracion}
                value={input.administracion}
                onValueChange={(administracion) => update({ administracion })}
                max={RENT_SIMULATOR.maxAdministracion}
                // Spec: a 0 is cleared on focus so the visitor types over it.
                onFocus={() => {
                  if (input.administracion === 0) update({ administracion: null });
                }}
                fullWidth
              />
              {/* On a phone the table is a screen below: the payout sits right under the amounts. */}
              <Box
                data-testid="simulador-resumen"
                aria-hidden
                sx={{
                  display: { xs: 'flex', md: 'none' },
                  justifyContent: 'space-between',
                  alignItems: 'baseline',
                  gap: 2,
                  px: 2,
                  py: 1.5,
                  borderRadius: '12px',
                  bgcolor: 'primary.main',
                  color: 'common.white',
                }}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  Valor Renta A Recibir
                </Typography>
                <Typography
                  component="span"
                  sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {formatCop(result.valorRenta)}
                </Typography>
              </Box>
              {/* Why the payout is $ 0, under it: the table's notice is a screen below on a phone. */}
              {notice && (
                <Typography
                  data-testid="simulador-resumen-aviso"
                  aria-hidden
                  variant="body2"
                  sx={{ display: { xs: 'block', md: 'none' }, mt: -1, color: 'text.secondary' }}
                >
                  {notice}
                </Typography>
              )}
              <TextField
                id="simulador-comision"
                label={SIMULATOR_TEXTS.comision}
                value={RENT_SIMULATOR.commissionPercent}
                slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
                helperText="Fija: la comisión de la inmobiliaria es el 10 % del canon."
                fullWidth
              />
              <TextField
                id="simulador-tipo"
                select
                label={SIMULATOR_TEXTS.tipo}
                value={input.tipo}
                onChange={(e) => update({ tipo: e.target.value as PropertyUse })}
                fullWidth
              >
                {PROPERTY_USES.map((use) => (
                  <MenuItem key={use} value={use}>
                    {use}
                  </MenuItem>
                ))}
              </TextField>
              {input.tipo === 'COMERCIAL' && (
                <Box>
                  <Typography
                    component="p"
                    variant="body2"
                    sx={{ fontWeight: 600, mb: 0.5 }}
                    id="simulador-iva-label"
                  >
                    {SIMULATOR_TEXTS.ownerVat}
                  </Typography>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={input.ownerVatResponsible}
                        onChange={(e) => update({ ownerVatResponsible: e.target.checked })}
                        slotProps={{ input: { 'aria-describedby': 'simulador-iva-label' } }}
                      />
                    }
                    label={SIMULATOR_TEXTS.ownerVatYes}
                  />
                </Box>
              )}
            </Stack>
          </Paper>

          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="simulador-tabla"
            sx={{ p: { xs: 2.5, md: 4 }, position: { md: 'sticky' }, top: { md: 96 } }}
          >
            <Typography
              id="simulador-tabla"
              variant="h2"
              sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}
            >
              {SIMULATOR_TEXTS.table}
            </Typography>
            <Table aria-labelledby="simulador-tabla" aria-live="polite" size="small">
              <TableBody>
                {rows.map((row) => {
                  const total = row.key === 'valorRenta';
                  return (
                    <TableRow
                      key={row.key}
                      data-testid={`simulador-${row.key}`}
                      sx={
                        total
                          ? {
                              bgcolor: 'primary.main',
                              '& td, & th': { color: 'common.white', borderBottom: 0 },
                            }
                          : undefined
                      }
                    >
                      <TableCell component="th" scope="row" sx={{ fontWeight: total ? 800 : 500, py: 1.5 }}>
                        {row.label}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{
                          fontWeight: total ? 800 : 600,
                          fontVariantNumeric: 'tabular-nums',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {formatCop(row.value)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {notice && (
              <Alert severity="info" sx={{ mt: 2 }} data-testid="simulador-aviso">
                {notice}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Descuentos: comisión del {RENT_SIMULATOR.commissionPercent} %, IVA del{' '}
              {RENT_SIMULATOR.vatPercent} % sobre la comisión y cuota de administración. Para inmuebles
              comerciales con propietario responsable de IVA se suma el {RENT_SIMULATOR.vatPercent} % sobre el
              canon. Valores de referencia.
            </Typography>
          </Paper>
        </Box>
      </Container>
    </>
  );
}
