import { ALERT_FREQUENCY_LABELS, ALERT_MESSAGES } from '@inmo/contracts';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { searchAlertsPath } from '~/config/paths';
import { isApiError } from '~/lib/api-client';
import { useInBrowser } from '~/lib/use-in-browser';
import {
  useConfirmSearchAlert,
  type SearchAlertConfirmed,
} from '~/features/search-alerts/api/confirm-search-alert';
import { sitePath } from '~/features/search-alerts/lib/site-path';
import { AlertsPageLayout } from './alerts-page-layout';
import { InvalidAlertLink } from './invalid-alert-link';

/**
 * `/alertas/confirmar/?token=`: the link of the confirmation mail. Opening it changes nothing (mail scanners
 * open links); the visitor's 'Activar alerta' does. The token is read in the browser only: the server's
 * page is the same for every link (and cached as such).
 */
export function SearchAlertConfirmPage() {
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  const token = params.get('token')?.trim() || null;
  const confirm = useConfirmSearchAlert();
  const invalid =
    (inBrowser && token === null) || (isApiError(confirm.error) && confirm.error.status === 404);

  return (
    <AlertsPageLayout title={ALERT_MESSAGES.confirmTitle} maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {confirm.data ? (
          <Confirmed confirmed={confirm.data} />
        ) : invalid ? (
          <InvalidAlertLink />
        ) : (
          <Stack spacing={2.5} alignItems="flex-start">
            <NotificationsActiveOutlinedIcon sx={{ fontSize: 48, color: 'primary.light' }} aria-hidden />
            <Typography>
              Activa la alerta para empezar a recibir en tu correo los inmuebles nuevos y las bajas de precio
              de la búsqueda que guardaste.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Si no pediste esta alerta, no hagas nada: sin tu confirmación no te enviaremos correos.
            </Typography>
            {confirm.error && (
              <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
                {confirm.error.message}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              onClick={() => token && confirm.mutate(token)}
              disabled={confirm.isPending}
              aria-busy={confirm.isPending}
              startIcon={
                confirm.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
              }
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {confirm.isPending ? 'Activando...' : ALERT_MESSAGES.confirmButton}
            </Button>
          </Stack>
        )}
      </Paper>
    </AlertsPageLayout>
  );
}

function Confirmed({ confirmed: { alert, manageToken } }: { confirmed: SearchAlertConfirmed }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed is gone: the news takes the focus, so a screen reader says it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <CheckCircleRoundedIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.5rem', outline: 'none' }}>
        {ALERT_MESSAGES.confirmed}
      </Typography>
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{alert.label}</Typography>
        <Typography color="text.secondary">Frecuencia: {ALERT_FREQUENCY_LABELS[alert.frequency]}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
        <Button variant="contained" component={RouterLink} to={sitePath(alert.searchPath)}>
          Ver la búsqueda
        </Button>
        <Button variant="outlined" component={RouterLink} to={searchAlertsPath(manageToken)}>
          Administrar mis alertas
        </Button>
      </Stack>
    </Stack>
  );
}
