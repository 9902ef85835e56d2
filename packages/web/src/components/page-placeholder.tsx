import { SITE, whatsappUrl } from '@inmo/contracts';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageHero } from './page-hero';

interface PagePlaceholderProps {
  /** The page's h1. */
  title: string;
  /** Document title (defaults to `title`). */
  documentTitle?: string;
  overline?: string;
  intro?: string;
  children?: ReactNode;
}

/**
 * A section whose feature is not built yet: its real heading plus an honest note, and the ways
 * to reach the agency meanwhile.
 */
export function PagePlaceholder({ title, documentTitle, overline, intro, children }: PagePlaceholderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <>
      <PageHero title={title} overline={overline} intro={intro} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, md: 4 }, display: 'flex', gap: 2.5, alignItems: 'flex-start' }}
        >
          <Box
            sx={{
              display: { xs: 'none', sm: 'grid' },
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: 3,
              bgcolor: 'secondary.light',
              color: 'secondary.contrastText',
              flexShrink: 0,
            }}
          >
            <ConstructionOutlinedIcon aria-hidden />
          </Box>
          <Box>
            <Typography variant="h3" component="p" sx={{ mb: 1 }}>
              Estamos preparando esta sección
            </Typography>
            <Typography color="text.secondary">
              Muy pronto podrás hacerlo desde aquí. Mientras tanto, nuestro equipo te atiende por teléfono o
              WhatsApp.
            </Typography>
            {children}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
              <Button variant="contained" href={`tel:${SITE.phone.tel}`}>
                Llamar al {SITE.phone.display}
              </Button>
              <Button
                variant="outlined"
                href={whatsappUrl(SITE.whatsapp.number)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Escribir por WhatsApp
              </Button>
            </Stack>
          </Box>
        </Paper>
      </Container>
    </>
  );
}
