import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Shown inside the shell when a page fails to load (e.g. its code chunk after a new release). */
export function RouteError() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Hubo un problema al cargar la página
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Vuelve a intentarlo en unos segundos. Si el problema sigue, escríbenos o llámanos.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Recargar la página
      </Button>
    </Container>
  );
}
