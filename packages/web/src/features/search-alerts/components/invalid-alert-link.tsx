import { ALERT_MESSAGES } from '@inmo/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '~/config/paths';

/** An alert link without a token, unknown or expired: the way back is a new alert from a search. */
export function InvalidAlertLink({ message = ALERT_MESSAGES.invalidLink }: { message?: string }) {
  return (
    <Stack spacing={2.5} alignItems="flex-start">
      <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
        {message}
      </Alert>
      <Button variant="contained" component={RouterLink} to={PATHS.search}>
        Buscar inmuebles
      </Button>
    </Stack>
  );
}
