import { ALERT_MESSAGES, type SearchAlertList } from '@inmo/contracts';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '~/config/paths';
import { isApiError } from '~/lib/api-client';
import { useInBrowser } from '~/lib/use-in-browser';
import { useDeleteSearchAlert } from '~/features/search-alerts/api/delete-search-alert';
import { searchAlertsQueryOptions, useSearchAlerts } from '~/features/search-alerts/api/get-search-alerts';
import { AlertsPageLayout } from './alerts-page-layout';
import { InvalidAlertLink } from './invalid-alert-link';
import { SearchAlertCard } from './search-alert-card';

/**
 * `/alertas/?token=[&baja=<id>]`: the alerts of the address a mail's signed link names, each with its
 * removal; `baja` (the mail's unsubscribe link) puts that alert first. Read in the browser only: the server's
 * page is the same for every link (and cached as such), and lists nobody's alerts.
 */
export function SearchAlertsPage() {
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  const token = inBrowser ? params.get('token')?.trim() || null : undefined;
  const unsubscribeId = params.get('baja');
  const list = useSearchAlerts(token ?? null);
  const queryClient = useQueryClient();
  const remove = useDeleteSearchAlert(token ?? '');
  const [deleted, setDeleted] = useState(0);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);

  // The pressed button is gone with its card: the news takes the focus, so keyboard and screen reader users
  // hear it and go on from there.
  useEffect(() => {
    if (deleted > 0) notice.current?.focus();
  }, [deleted]);

  const dropAlert = (id: string) => {
    queryClient.setQueryData(
      searchAlertsQueryOptions(token ?? null).queryKey,
      (old: SearchAlertList | undefined) => old && { ...old, alerts: old.alerts.filter((a) => a.id !== id) },
    );
    setDeleted((n) => n + 1);
  };

  const onDelete = (id: string) => {
    setDeleteError(null);
    remove.mutate(id, {
      onSuccess: () => dropAlert(id),
      // Already gone (unsubscribed from the mail meanwhile): the list only catches up.
      onError: (error) =>
        isApiError(error) && error.status === 404 ? dropAlert(id) : setDeleteError(error.message),
    });
  };

  // The gateway cannot tell a wrong link from an address whose alerts are all deleted: one message for both.
  const noneForLink = isApiError(list.error) && list.error.status === 404;
  const invalid = token === null || noneForLink;
  const alerts = list.data?.alerts ?? [];
  const first = alerts.find((a) => a.id === unsubscribeId);
  const ordered = first ? [first, ...alerts.filter((a) => a !== first)] : alerts;
  // The unsubscribe link of an alert deleted already (by the mail's one-click button, or here).
  const alreadyGone = list.data !== undefined && unsubscribeId !== null && !first;

  return (
    <AlertsPageLayout title={ALERT_MESSAGES.manageTitle} maxWidth="md">
      <Stack spacing={2.5}>
        {(deleted > 0 || alreadyGone) && (
          <Alert ref={notice} tabIndex={-1} severity="success" role="status" sx={{ outline: 'none' }}>
            {ALERT_MESSAGES.deleted}
          </Alert>
        )}
        {deleteError && (
          <Alert severity="error" role="alert">
            {deleteError}
          </Alert>
        )}
        {invalid ? (
          <InvalidAlertLink message={noneForLink ? ALERT_MESSAGES.noAlertsForLink : undefined} />
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Reintentar
              </Button>
            }
          >
            {list.error.message}
          </Alert>
        ) : !list.data ? (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }} role="status">
            <CircularProgress size={24} aria-hidden />
            <Typography>Cargando...</Typography>
          </Box>
        ) : (
          <>
            <Typography color="text.secondary">
              Alertas del correo <strong>{list.data.email}</strong>
            </Typography>
            {ordered.length === 0 ? (
              <Stack
                alignItems="center"
                spacing={2}
                sx={{
                  py: 6,
                  px: 2,
                  textAlign: 'center',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: '16px',
                }}
              >
                <NotificationsOffOutlinedIcon sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden />
                <Typography>{ALERT_MESSAGES.none}</Typography>
                <Button variant="contained" component={RouterLink} to={PATHS.search}>
                  Buscar inmuebles
                </Button>
              </Stack>
            ) : (
              <Box
                component="ul"
                aria-label={ALERT_MESSAGES.manageTitle}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
              >
                {ordered.map((alert) => (
                  <li key={alert.id}>
                    <SearchAlertCard
                      alert={alert}
                      highlighted={alert === first}
                      deleting={remove.isPending && remove.variables === alert.id}
                      onDelete={() => onDelete(alert.id)}
                    />
                  </li>
                ))}
              </Box>
            )}
          </>
        )}
      </Stack>
    </AlertsPageLayout>
  );
}
