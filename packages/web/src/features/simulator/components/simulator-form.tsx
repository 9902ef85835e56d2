import { formatCop, PROPERTY_USES, RENT_SIMULATOR, type PropertyUse } from '@inmo/contracts';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyField } from '~/components/fields/money-field';
import { OutlinedTextField } from '~/components/fields/outlined-text-field';
import { SIMULATOR_TEXTS } from './simulator-texts';

export interface SimulatorInput {
  canon: number | null;
  administracion: number | null;
  tipo: PropertyUse;
  ownerVatResponsible: boolean;
}

/** The rent's amounts and type, with the payout right under the amounts on a phone. */
export function SimulatorForm({
  input,
  update,
  payout,
  deductions,
  notice,
}: {
  input: SimulatorInput;
  update: (patch: Partial<SimulatorInput>) => void;
  /** 'Valor Renta A Recibir' of the settled amounts. */
  payout: number;
  /** 'Total Descuentos' of the settled amounts. */
  deductions: number;
  /** Why the payout is $ 0, if it is. */
  notice: string | null;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="simulador-datos"
      sx={{ p: { xs: 2.5, md: 4 } }}
    >
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 3 }}>
        <CalculateOutlinedIcon color="primary" aria-hidden />
        <Typography id="simulador-datos" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
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
          labelAbove
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
        {/* On a phone the table is a screen below: the payout sits right under the amounts. The figure has a line
            of its own, so the box keeps its height whatever the figure's width. */}
        <Box
          data-testid="simulador-resumen"
          aria-hidden
          sx={{
            display: { xs: 'flex', md: 'none' },
            flexDirection: 'column',
            px: 2,
            py: 1.5,
            borderRadius: '12px',
            bgcolor: 'primary.main',
            color: 'common.white',
          }}
        >
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
            Valor Renta A Recibir
          </Typography>
          <Typography
            component="span"
            sx={{
              fontSize: '1.5rem',
              fontWeight: 800,
              lineHeight: 1.3,
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
            }}
          >
            {formatCop(payout)}
          </Typography>
        </Box>
        {/* Under the payout, why it is $ 0 or what was deducted: the table is a screen below on a phone. The line is
            always there and two lines tall, so the fields under it stay put when the rent settles. */}
        <Typography
          data-testid="simulador-resumen-aviso"
          aria-hidden
          variant="body2"
          sx={{ display: { xs: 'block', md: 'none' }, minHeight: '2lh', mt: -1, color: 'text.secondary' }}
        >
          {notice ?? `Descuentos: ${formatCop(deductions)}. El detalle está en la Tabla de valores.`}
        </Typography>
        <OutlinedTextField
          id="simulador-comision"
          label={SIMULATOR_TEXTS.comision}
          value={RENT_SIMULATOR.commissionPercent}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          helperText="Fija: la comisión de la inmobiliaria es el 10 % del canon."
          fullWidth
        />
        <OutlinedTextField
          id="simulador-tipo"
          select
          label={SIMULATOR_TEXTS.tipo}
          value={input.tipo}
          onChange={(e) => update({ tipo: e.target.value as PropertyUse })}
          fullWidth
        >
          {PROPERTY_USES.map((use) => (
            <option key={use} value={use}>
              {use}
            </option>
          ))}
        </OutlinedTextField>
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
  );
}
