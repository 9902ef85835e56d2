import { formatCop, RENT_SIMULATOR, type RentSimulationRow } from '@inmo/contracts';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SIMULATOR_TEXTS } from './simulator-texts';

/** 'Tabla de valores': each discount and the payout, sticky beside the form from `md`. */
export function SimulatorTable({ rows, notice }: { rows: RentSimulationRow[]; notice: string | null }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="simulador-tabla"
      sx={{ p: { xs: 2.5, md: 4 }, position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <Typography id="simulador-tabla" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
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
        Descuentos: comisión del {RENT_SIMULATOR.commissionPercent} %, IVA del {RENT_SIMULATOR.vatPercent} %
        sobre la comisión y cuota de administración. Para inmuebles comerciales con propietario responsable de
        IVA se suma el {RENT_SIMULATOR.vatPercent} % sobre el canon. Valores de referencia.
      </Typography>
    </Paper>
  );
}
