import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toPropertyCard } from '~/lib/to-property-card';
import { useProperty } from '~/lib/get-property';
import { PropertyCard } from '~/components/property-card';

/**
 * The selected listing's card over the map, with a way to close it: it takes the focus when it opens, and
 * Escape closes it (the map then gives the focus back to the marker).
 */
export function MapSelectedCard({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const [shown, setShown] = useState(0);
  const code = codes[shown] ?? codes[0] ?? '';
  const property = useProperty(code);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [codes]);
  return (
    <Box
      ref={ref}
      role="dialog"
      aria-label={`Inmueble ${code}`}
      tabIndex={-1}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      sx={{
        position: 'absolute',
        zIndex: 1000,
        left: 12,
        right: 12,
        bottom: 12,
        maxWidth: 340,
        mx: 'auto',
        '&:focus-visible': { outline: '3px solid #f2994a', outlineOffset: 2, borderRadius: 2 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mb: 0.5 }}>
        {codes.length > 1 && (
          <>
            <Button
              size="small"
              variant="contained"
              color="inherit"
              disabled={shown === 0}
              onClick={() => setShown(shown - 1)}
              sx={{ bgcolor: 'background.paper' }}
            >
              Anterior
            </Button>
            <Typography
              aria-live="polite"
              sx={{
                bgcolor: 'background.paper',
                px: 1,
                borderRadius: 1,
                fontWeight: 600,
                whiteSpace: 'nowrap',
              }}
            >
              {shown + 1} de {codes.length}
            </Typography>
            <Button
              size="small"
              variant="contained"
              color="inherit"
              disabled={shown === codes.length - 1}
              onClick={() => setShown(shown + 1)}
              sx={{ bgcolor: 'background.paper', mr: 'auto' }}
            >
              Siguiente
            </Button>
          </>
        )}
        <Button
          onClick={onClose}
          size="small"
          variant="contained"
          color="inherit"
          startIcon={<CloseIcon fontSize="small" />}
          sx={{ bgcolor: 'background.paper' }}
        >
          Cerrar
        </Button>
      </Box>
      {property.data ? (
        <PropertyCard card={toPropertyCard(property.data)} headingComponent="h3" />
      ) : (
        <Box sx={{ p: 2, bgcolor: 'background.paper', borderRadius: 2 }}>
          {property.error ? property.error.message : 'Cargando inmueble…'}
        </Box>
      )}
    </Box>
  );
}
