import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The filter panel. */
  children: ReactNode;
  /** Text of the button that closes the drawer to show the results. */
  showResultsLabel: string;
}

/**
 * The phones' filters (spec §2 "overlay toggle"). Loaded when first opened (search-page.tsx), then
 * kept mounted: a price moved just before closing is still applied 500 ms later.
 */
export function FilterDrawer({ open, onClose, children, showResultsLabel }: FilterDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted
      sx={{ display: { md: 'none' } }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'filtros-movil-titulo',
          sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Stack
        direction="row"
        alignItems="center"
        sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="filtros-movil-titulo" variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          Filtros
        </Typography>
        <IconButton onClick={onClose} aria-label="Cerrar filtros" edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2.5, py: 2.5, overflowY: 'auto', flexGrow: 1 }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button fullWidth variant="contained" size="large" onClick={onClose}>
          {showResultsLabel}
        </Button>
      </Box>
    </Drawer>
  );
}
