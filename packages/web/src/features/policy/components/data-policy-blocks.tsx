import { DATA_POLICY, formatDateEs } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// A date-only value is midnight UTC, the evening before in Bogotá: anchor it at midday.
export const EFFECTIVE_DATE = formatDateEs(`${DATA_POLICY.effectiveDate}T12:00:00-05:00`);

export const SECTIONS = [
  ['responsable', '1. Responsable del tratamiento'],
  ['marco-legal', '2. Marco legal y definiciones'],
  ['finalidades', '3. Tratamiento y finalidades'],
  ['sensibles', '4. Datos sensibles y de menores'],
  ['derechos', '5. Derechos de los titulares'],
  ['area', '6. Área responsable de atender solicitudes'],
  ['procedimiento', '7. Procedimiento para consultas y reclamos'],
  ['autorizacion', '8. Autorización y prueba'],
  ['encargados', '9. Encargados, transferencias y seguridad'],
  ['conservacion', '10. Conservación de los datos'],
  ['vigencia', '11. Vigencia y cambios'],
] as const;
type SectionId = (typeof SECTIONS)[number][0];

export function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find(([key]) => key === id)?.[1] ?? '';
  return (
    <Box component="section" aria-labelledby={`politica-${id}`} sx={{ scrollMarginTop: 96 }} id={id}>
      <Typography
        id={`politica-${id}`}
        variant="h2"
        sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 5, mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>{children}</Typography>;
}

export function Items({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 0.75, lineHeight: 1.65 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}
