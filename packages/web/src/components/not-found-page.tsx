import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '~/config/paths';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 64, color: 'primary.light', mb: 2 }} aria-hidden />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Página no encontrada
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        La dirección que buscas no existe o cambió. Puedes volver al inicio o buscar inmuebles.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
        <Button component={RouterLink} to={PATHS.home} variant="contained">
          Volver al inicio
        </Button>
        <Button component={RouterLink} to={PATHS.search} variant="outlined">
          Buscar inmuebles
        </Button>
      </Stack>
    </Container>
  );
}
