import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useNearScreen } from '~/lib/use-near-screen';

/**
 * A map below the fold: its code (Leaflet) loads and it draws only in the browser, when it comes near the
 * screen; until then a box of its size keeps the page from moving.
 */
export function NearScreenMap({ height, children }: { height: number; children: ReactNode }) {
  const { ref, near } = useNearScreen();
  const placeholder = (
    <Box
      ref={ref}
      sx={{ height, borderRadius: '16px', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}
    >
      <Typography color="text.secondary">Cargando el mapa…</Typography>
    </Box>
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
