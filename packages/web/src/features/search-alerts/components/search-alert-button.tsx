import { SEARCH_ALERT_TITLE } from '@inmo/contracts';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '~/components/mount-when-opened';
import type { SearchFilter } from '~/lib/search-filter';
import { alertQuery } from '~/features/search-alerts/lib/alert-query';

// The form, its fields and the captcha are fetched on the first tap: the first page does not carry them.
const SearchAlertDialog = lazy(() =>
  import('./search-alert-dialog').then((m) => ({ default: m.SearchAlertDialog })),
);

interface SearchAlertButtonProps {
  /** The search on screen: what the alert will follow. */
  filter: SearchFilter;
  sx?: SxProps<Theme>;
}

/**
 * 'Recibir alertas de esta búsqueda': opens the sign-up dialog. A plain button in the server's page, so a
 * tap before the app runs is replayed (early-input.ts).
 */
export function SearchAlertButton({ filter, sx }: SearchAlertButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsNoneOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        sx={sx}
      >
        {SEARCH_ALERT_TITLE}
      </Button>
      <MountWhenOpened open={open}>
        {/* The address is written here, with the search page's own code: the dialog's chunk shares less. */}
        <SearchAlertDialog
          open={open}
          onClose={() => setOpen(false)}
          filter={filter}
          query={alertQuery(filter)}
        />
      </MountWhenOpened>
    </>
  );
}
