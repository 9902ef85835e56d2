import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { heroBandSx } from '~/config/theme';

interface PageHeroProps {
  title: string;
  overline?: string;
  intro?: string;
  children?: ReactNode;
  /** Decorative content shown beside the text on wide screens. */
  aside?: ReactNode;
}

/** Coloured band with the page's h1, shared by the inner pages. */
export function PageHero({ title, overline, intro, children, aside }: PageHeroProps) {
  return (
    <Box sx={heroBandSx}>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: aside ? 7 : 6 },
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: aside ? '1.35fr 1fr' : '1fr' },
        }}
      >
        <Box>
          {overline && (
            <Typography variant="overline" sx={{ color: 'secondary.light' }}>
              {overline}
            </Typography>
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: aside ? '2.75rem' : '2.5rem' } }}>
            {title}
          </Typography>
          {intro && (
            <Typography
              sx={{ mt: 1.5, maxWidth: 720, color: 'rgba(255,255,255,0.85)', fontSize: { md: '1.0625rem' } }}
            >
              {intro}
            </Typography>
          )}
          {children}
        </Box>
        {aside && <Box sx={{ display: { xs: 'none', md: 'block' } }}>{aside}</Box>}
      </Container>
    </Box>
  );
}
