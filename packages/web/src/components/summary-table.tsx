import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment } from 'react';

/** A labelled value of a record's summary (a PQRS, a maintenance request). */
export interface SummaryRow {
  readonly label: string;
  readonly value: string;
}

export interface SummarySection {
  readonly title: string;
  readonly rows: readonly SummaryRow[];
}

/** Label/value table with section headings; used by the PQRS export and its printable record. */
export function SummaryTable({ sections, label }: { sections: readonly SummarySection[]; label: string }) {
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { borderColor: 'divider' } }}>
      <TableBody>
        {sections.map((section) => (
          <Fragment key={section.title}>
            <TableRow>
              <TableCell
                component="th"
                scope="colgroup"
                colSpan={2}
                sx={{
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 700,
                  textTransform: 'uppercase',
                  letterSpacing: '0.04em',
                  fontSize: '0.8125rem',
                }}
              >
                {section.title}
              </TableCell>
            </TableRow>
            {section.rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    width: { xs: '38%', sm: '32%' },
                    bgcolor: 'rgba(11, 79, 108, 0.06)',
                    color: 'primary.dark',
                    fontWeight: 600,
                    verticalAlign: 'top',
                  }}
                >
                  {row.label}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' }}>
                  {row.value}
                </TableCell>
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
