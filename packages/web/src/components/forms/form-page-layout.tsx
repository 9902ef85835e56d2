import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { PageHero } from '~/components/page-hero';

interface FormPageLayoutProps {
  /** The page's h1. */
  title: string;
  overline?: string;
  intro?: string;
  /** Side column on wide screens (below the form on phones): what happens next, channels… */
  aside?: ReactNode;
  children: ReactNode;
}

/** A form page: the coloured hero, then the form card beside an optional aside. */
export function FormPageLayout({ title, overline, intro, aside, children }: FormPageLayoutProps) {
  return (
    <>
      <PageHero title={title} overline={overline} intro={intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: aside ? 'minmax(0, 1.6fr) minmax(0, 1fr)' : '1fr' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>{children}</Box>
          {aside && (
            <Box component="aside" sx={{ minWidth: 0, position: { md: 'sticky' }, top: { md: 96 } }}>
              {aside}
            </Box>
          )}
        </Box>
      </Container>
    </>
  );
}

interface FormCardProps {
  /** Heading of the form (h2), e.g. '¡ENVÍANOS TU SOLICITUD!'. */
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card around a form, labelled by its heading. */
export function FormCard({ title, subtitle, children }: FormCardProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2.5, sm: 3, md: 4 } }}
    >
      <Typography
        id={`${id}-title`}
        variant="h2"
        sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' }, color: 'primary.main' }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ mt: { xs: 2.5, md: 3 } }}>{children}</Box>
    </Paper>
  );
}

/** Small note about required fields, shown above the fields. */
export function RequiredFieldsNote() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      Los campos marcados con * son obligatorios.
    </Typography>
  );
}

/** Two columns of fields from `sm` up, one on a phone. */
export function FormColumns({ gap = 2.25, children }: { gap?: number; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}
