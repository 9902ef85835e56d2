import { formatCop, type MortgageYear } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The year stays in view while the figures scroll under it. */
const STICKY = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

const COLUMNS = ['Año', 'Cuotas pagadas', 'Intereses', 'Abono a capital', 'Saldo'] as const;

/** One row a year; scrolls sideways on a phone (and takes the keyboard, so it can be scrolled without a mouse). */
export function AmortizationTable({
  years,
  labelledBy,
}: {
  years: readonly MortgageYear[];
  labelledBy: string;
}) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, mb: 1 }}>
        Desliza la tabla hacia un lado para ver el abono a capital y el saldo.
      </Typography>
      <Box
        role="region"
        aria-labelledby={labelledBy}
        tabIndex={0}
        sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}
      >
        <Table size="small" aria-labelledby={labelledBy} sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column, i) => (
                <TableCell
                  key={column}
                  align={i === 0 ? 'left' : 'right'}
                  sx={{ fontWeight: 700, ...(i === 0 ? STICKY : {}) }}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {years.map((y) => (
              <TableRow key={y.year} sx={{ '@media print': { breakInside: 'avoid' } }}>
                <TableCell component="th" scope="row" sx={STICKY}>
                  {y.year}
                </TableCell>
                {[y.paid, y.interest, y.principal, y.balance].map((value, i) => (
                  <TableCell
                    key={COLUMNS[i + 1]}
                    align="right"
                    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {formatCop(value)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
