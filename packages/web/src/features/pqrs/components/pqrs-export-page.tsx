import { FORM_MESSAGES, isRecordId } from '@inmo/contracts';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PATHS, pqrsPrintPath } from '~/config/paths';
import { NotFoundPage } from '~/components/not-found-page';
import { PageHero } from '~/components/page-hero';
import { usePqrs } from '~/features/pqrs/api/get-pqrs';
import { useInBrowser } from '~/lib/use-in-browser';
import { pqrsAccessToken } from '~/features/pqrs/lib/pqrs-access';
import { PQRS_EXPORT_TITLE, pqrsSections } from '~/features/pqrs/lib/pqrs-rows';
import type { CreatedState } from './pqrs-create-page';
import { SummaryTable } from '~/components/summary-table';

const NOT_AVAILABLE =
  'No encontramos esta PQRS en este navegador. Revisa el correo con tu radicado o comunícate con nosotros.';

/** `/pqrs/exportPDF/:id`: the filed PQRS; 'Descargar PDF' opens the printable record and prints it. */
export function PqrsExportPage() {
  const { id } = useParams();
  return isRecordId(id) ? <PqrsExport id={id} /> : <NotFoundPage />;
}

function PqrsExport({ id }: { id: string }) {
  const location = useLocation();
  const justCreated = (location.state as CreatedState | null)?.created === true;
  // The token lives in this browser's storage: undefined (loading) while rendered on the server.
  const token = useInBrowser() ? pqrsAccessToken(id) : undefined;
  const pqrs = usePqrs(id, token ?? null);

  // Not in this browser (the token is kept where it was filed: README, departures): nothing to download.
  const unavailable = token === null || pqrs.isError;

  const openPrintable = () => {
    window.open(pqrsPrintPath(id), '_blank', 'noopener');
  };

  return (
    <>
      <PageHero overline={`PQRS N.° ${id}`} title={PQRS_EXPORT_TITLE} />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2.5}>
          {justCreated && pqrs.data && (
            <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{FORM_MESSAGES.success}.</strong> Tu radicado es {pqrs.data.radicado}; te enviamos el
              resumen a {pqrs.data.email}.
            </Alert>
          )}
          {unavailable && (
            <Alert severity="warning">
              {pqrs.error?.message && pqrs.error.message !== 'No encontrado'
                ? pqrs.error.message
                : NOT_AVAILABLE}
            </Alert>
          )}
          {pqrs.isPending && token !== null && (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }} role="status">
              <CircularProgress size={24} aria-hidden />
              <Typography>Cargando...</Typography>
            </Box>
          )}
          {pqrs.data && (
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <SummaryTable sections={pqrsSections(pqrs.data)} label={PQRS_EXPORT_TITLE} />
            </Paper>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {!unavailable && (
              <Button
                variant="contained"
                size="large"
                startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
                onClick={openPrintable}
                disabled={!pqrs.data}
              >
                Descargar PDF
              </Button>
            )}
            <Button component={RouterLink} to={PATHS.pqrsCreate} variant="outlined" size="large">
              Radicar otra PQRS
            </Button>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
