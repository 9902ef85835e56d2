import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FeaturedBanner } from './featured-banner';
import { heroBandSx } from '~/config/theme';

/** The search's h1 with the random featured banner beside it (below it on phones). */
export function SearchHero() {
  return (
    <Box sx={heroBandSx}>
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 3, md: 5 },
          display: 'grid',
          gap: { xs: 2.5, md: 5 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
        }}
      >
        <Box>
          <Typography variant="overline" sx={{ color: 'secondary.light' }}>
            Arriendos y ventas
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2.25rem', md: '2.75rem' } }}>
            Encuentra tu próximo hogar en Antioquia y Bogotá
          </Typography>
          <Typography
            sx={{
              mt: 1.5,
              maxWidth: 640,
              color: 'rgba(255,255,255,0.85)',
              fontSize: { md: '1.0625rem' },
              display: { xs: 'none', sm: 'block' },
            }}
          >
            Apartamentos, casas, locales y oficinas en Medellín, el Valle de Aburrá, el Oriente antioqueño y
            Bogotá, con el acompañamiento de asesores en 12 sedes.
          </Typography>
        </Box>
        <Box
          sx={{
            width: '100%',
            maxWidth: { xs: 520, md: 'none' },
            justifySelf: { xs: 'start', md: 'stretch' },
          }}
        >
          <FeaturedBanner />
        </Box>
      </Container>
    </Box>
  );
}
