import {
  FORM_MESSAGES,
  isRecordId,
  maintenancePdfName,
  UI_MESSAGES,
  type MaintenanceRecord,
} from '@inmo/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { PATHS } from '~/config/paths';
import { NotFoundPage } from '~/components/not-found-page';
import { PageHero } from '~/components/page-hero';
import { PageLoader } from '~/components/page-loader';
import { useInBrowser } from '~/lib/use-in-browser';
import { SummaryTable } from '~/components/summary-table';
import {
  maintenanceFileUrl,
  maintenancePdfUrl,
  useMaintenance,
} from '~/features/maintenance/api/get-maintenance';
import { useMaintenancePdfState } from '~/features/maintenance/api/get-maintenance-pdf-state';
import {
  canOpenMaintenanceExport,
  type LastCreatedMaintenance,
} from '~/features/maintenance/lib/last-created-maintenance';
import { maintenanceSections } from '~/features/maintenance/lib/maintenance-rows';
import type { MaintenanceNavigationState } from './maintenance-create-page';
import { gridListSx } from '~/config/theme';

export const EXPORT_REFUSED_NOTICE =
  'Solo puedes ver el resumen del último mantenimiento que registraste en este navegador.';

/**
 * One object for every render: Navigate navigates again whenever its `state` changes, and the page renders
 * again while the router loads the form's route (a new object each time never settled).
 */
const REFUSED: MaintenanceNavigationState = { notice: EXPORT_REFUSED_NOTICE };

/**
 * `/mantenimientos/exportPDF/:id`: enterable only for the id kept in `lastCreatedMaintenance` (spec §2);
 * any other id is sent back to the form with a notice.
 */
export function MaintenanceExportPage() {
  const { id } = useParams();
  // Entry is decided by this browser's storage: a loader while rendered on the server.
  const inBrowser = useInBrowser();
  if (!isRecordId(id)) return <NotFoundPage />;
  if (!inBrowser) return <PageLoader />;
  const access = canOpenMaintenanceExport(id);
  if (!access) return <Navigate to={PATHS.maintenanceCreate} replace state={REFUSED} />;
  return <MaintenanceExport access={access} />;
}

function MaintenanceExport({ access }: { access: LastCreatedMaintenance }) {
  const { id, token } = access;
  const location = useLocation();
  const justCreated = (location.state as MaintenanceNavigationState | null)?.created === true;
  const maintenance = useMaintenance(id, token);

  return (
    <>
      <PageHero overline={`Mantenimiento N.° ${id}`} title="Resumen de tu solicitud de mantenimiento" />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2.5}>
          {justCreated && maintenance.data && (
            <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{FORM_MESSAGES.success}.</strong> Te enviamos este resumen en PDF a{' '}
              {maintenance.data.email}.
            </Alert>
          )}
          {maintenance.isError && <Alert severity="warning">{maintenance.error.message}</Alert>}
          {maintenance.isPending && (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }} role="status">
              <CircularProgress size={24} aria-hidden />
              <Typography>Cargando...</Typography>
            </Box>
          )}
          {maintenance.data && (
            <>
              <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                <SummaryTable
                  sections={maintenanceSections(maintenance.data)}
                  label="Resumen del mantenimiento"
                />
              </Paper>
              <MaintenanceFiles record={maintenance.data} token={token} />
            </>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <DownloadPdfButton id={id} token={token} />
            <Button component={RouterLink} to={PATHS.home} variant="outlined" size="large">
              Volver al inicio
            </Button>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

function MaintenanceFiles({ record, token }: { record: MaintenanceRecord; token: string }) {
  const images = record.files.filter((f) => f.kind === 'image');
  const others = record.files.filter((f) => f.kind !== 'image');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="maintenance-images"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="maintenance-images" variant="h4" component="h2" sx={{ mb: 1.5, color: 'primary.main' }}>
        Imágenes
      </Typography>
      {images.length === 0 ? (
        <Typography color="text.secondary">{UI_MESSAGES.noImages}</Typography>
      ) : (
        <Box
          component="ul"
          sx={gridListSx(1.5, { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' })}
        >
          {images.map((file) => {
            const url = maintenanceFileUrl(record.id, file.id, token);
            return (
              <Box component="li" key={file.id}>
                <Link href={url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                  <Box
                    component="img"
                    src={url}
                    alt={file.name}
                    loading="lazy"
                    sx={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      borderRadius: 1.5,
                      border: 1,
                      borderColor: 'divider',
                      display: 'block',
                      bgcolor: 'grey.100',
                    }}
                  />
                </Link>
                <Typography variant="caption" color="text.secondary" noWrap component="p" title={file.name}>
                  {file.name}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      {others.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            Otros archivos
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {others.map((file) => (
              <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <AttachFileIcon fontSize="small" color="action" aria-hidden />
                <Link href={maintenanceFileUrl(record.id, file.id, token)} download={file.name}>
                  {file.name}
                </Link>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}

const PDF_STATE_TEXT = {
  pending: 'Generando el PDF...',
  failed: 'No pudimos generar el PDF. Inténtalo de nuevo más tarde.',
  unavailable: 'La descarga del PDF no está disponible en este momento.',
} as const;

/** 'Descargar PDF': disabled while the receipt is being generated (the state is polled). */
function DownloadPdfButton({ id, token }: { id: string; token: string }) {
  const state = useMaintenancePdfState(id, token);
  const status = state.data?.status;
  const ready = status === 'done';
  return (
    <Stack spacing={0.5}>
      <Button
        variant="contained"
        size="large"
        component="a"
        href={maintenancePdfUrl(id, token)}
        download={maintenancePdfName(id)}
        disabled={!ready}
        startIcon={
          status === 'pending' || state.isPending ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : (
            <PictureAsPdfOutlinedIcon aria-hidden />
          )
        }
      >
        Descargar PDF
      </Button>
      {status && status !== 'done' && (
        <Typography variant="caption" color="text.secondary" role="status">
          {PDF_STATE_TEXT[status]}
        </Typography>
      )}
    </Stack>
  );
}
