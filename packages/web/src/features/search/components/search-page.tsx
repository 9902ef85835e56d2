import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { searchPresetPath } from '../../../app/paths';
import { HeroSkyline } from '../../../components/hero-skyline';
import { PageHero } from '../../../components/page-hero';
import { ServiceCards } from '../../../components/service-cards';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Home and search. Placeholder until the search feature lands: hero, entry points, services. */
export function SearchPage() {
  useDocumentTitle('Búsqueda de inmuebles');
  return (
    <>
      <PageHero
        overline="Arriendos y ventas"
        title="Encuentra tu próximo hogar en Antioquia y Bogotá"
        aside={<HeroSkyline />}
        intro="Apartamentos, casas, locales y oficinas en Medellín, el Valle de Aburrá, el Oriente antioqueño y Bogotá, con el acompañamiento de asesores en 12 sedes."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3.5 }}>
          <Button
            component={RouterLink}
            to={searchPresetPath('arriendo')}
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<KeyOutlinedIcon />}
          >
            Quiero arrendar
          </Button>
          <Button
            component={RouterLink}
            to={searchPresetPath('venta')}
            variant="outlined"
            size="large"
            startIcon={<HomeWorkOutlinedIcon />}
            sx={{
              color: 'common.white',
              borderColor: 'rgba(255,255,255,0.6)',
              '&:hover': { borderColor: 'common.white' },
            }}
          >
            Quiero comprar
          </Button>
        </Stack>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Alert severity="info" variant="outlined" sx={{ mb: { xs: 4, md: 6 }, bgcolor: 'background.paper' }}>
          Estamos preparando el buscador de inmuebles con filtros por ciudad, barrio, tipo y precio.
        </Alert>
        <Box component="section" aria-labelledby="servicios-titulo">
          <Typography id="servicios-titulo" variant="h2" sx={{ mb: 3 }}>
            ¿Qué necesitas hoy?
          </Typography>
          <ServiceCards />
        </Box>
      </Container>
    </>
  );
}
