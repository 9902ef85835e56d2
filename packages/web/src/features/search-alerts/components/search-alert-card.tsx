import {
  ALERT_FREQUENCY_LABELS,
  ALERT_MESSAGES,
  formatDateEs,
  type SearchAlertSummary,
} from '@inmo/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { sitePath } from '~/features/search-alerts/lib/site-path';

export const ALERT_STATUS_LABELS: Record<SearchAlertSummary['status'], string> = {
  active: 'Activa',
  pending: 'Pendiente de confirmación',
};

interface SearchAlertCardProps {
  alert: SearchAlertSummary;
  /** The alert whose mail's unsubscribe link was opened (`?baja=`): marked, with 'Dejar de recibir esta alerta'. */
  highlighted?: boolean;
  deleting: boolean;
  onDelete: () => void;
}

/** One alert on the management page: what it follows, how often, its state, and its removal. */
export function SearchAlertCard({ alert, highlighted = false, deleting, onDelete }: SearchAlertCardProps) {
  const id = useId();
  const active = alert.status === 'active';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-label`}
      sx={{
        p: { xs: 2, sm: 2.5 },
        ...(highlighted && {
          borderColor: 'secondary.main',
          borderWidth: 2,
          boxShadow: '0 6px 20px rgba(11, 79, 108, 0.12)',
        }),
      }}
    >
      {highlighted && (
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', lineHeight: 1.6, mb: 0.5 }}>
          La alerta del correo que abriste
        </Typography>
      )}
      <Typography id={`${id}-label`} variant="h3" component="h2" sx={{ fontSize: '1.125rem' }}>
        {alert.label}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        spacing={1.5}
        sx={{ mt: 1.25, color: 'text.secondary' }}
      >
        <Chip
          size="small"
          variant="outlined"
          // MUI's orange reads too faintly as small text on white (about 3:1): a pending one is plain.
          color={active ? 'success' : 'default'}
          label={ALERT_STATUS_LABELS[alert.status]}
          sx={{ fontWeight: 600 }}
        />
        <Typography variant="body2">Frecuencia: {ALERT_FREQUENCY_LABELS[alert.frequency]}</Typography>
        <Typography variant="body2">Creada el {formatDateEs(alert.createdAt)}</Typography>
      </Stack>
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          alignItems: { sm: 'center' },
        }}
      >
        <Button
          component={RouterLink}
          to={sitePath(alert.searchPath)}
          variant="outlined"
          aria-describedby={`${id}-label`}
        >
          Ver la búsqueda
        </Button>
        <Button
          color="error"
          variant={highlighted ? 'contained' : 'text'}
          onClick={onDelete}
          disabled={deleting}
          aria-busy={deleting}
          aria-describedby={`${id}-label`}
          startIcon={
            deleting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DeleteOutlineIcon />
          }
        >
          {highlighted ? ALERT_MESSAGES.unsubscribeButton : 'Eliminar'}
        </Button>
      </Box>
    </Paper>
  );
}
