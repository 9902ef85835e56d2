import { PROPERTY_MESSAGES } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PropertyCardSkeleton } from '~/components/property-card';
import { BRAND } from '~/config/theme';
import { LoadingIndicator } from './search-results';

export const FEATURED_TRACK_ID = 'destacados-pista';

/** Cards in view, spec §2: 2.5 on desktops (MUI's `md`), 1.6 from `sm`, 1.15 on phones. */
export const CARDS_IN_VIEW = { xs: 1.15, sm: 1.6, md: 2.5 } as const;

/** The track's frame: it clips the cards beyond the view and leaves their shadows room. */
export const TRACK_FRAME_SX = { overflow: 'hidden', mx: -1, px: 1, py: 1 } as const;

/**
 * Where the carousel's previous and next buttons come, kept while it loads: two 42 px IconButtons (8 px of
 * padding round a 24 px icon, a 1 px border) 8 px apart.
 */
export const CONTROLS_PLACE = <Box sx={{ width: 2 * 42 + 8, flexShrink: 0 }} />;

interface FeaturedHeadingProps {
  /** Previous/next, beside the title. */
  controls?: ReactNode;
  titleId?: string;
}

/** The featured carousel's heading; its placeholder shows it too, so nothing moves when the carousel arrives. */
export function FeaturedHeading({ controls, titleId }: FeaturedHeadingProps) {
  return (
    <Stack direction="row" alignItems="flex-end" justifyContent="space-between" spacing={2} sx={{ mb: 2.5 }}>
      <Box>
        <Typography variant="overline" color={BRAND.amberText}>
          Selección de la semana
        </Typography>
        <Typography id={titleId} variant="h2">
          Inmuebles destacados
        </Typography>
      </Box>
      {controls}
    </Stack>
  );
}

/**
 * Where the cards go, laid out as the carousel lays them out, with empty cards as tall as its own: nothing
 * moves when the carousel arrives.
 */
export function FeaturedTrackPlaceholder() {
  const basis = (inView: number) => `0 0 ${100 / inView}%`;
  return (
    <Box sx={TRACK_FRAME_SX}>
      <Box sx={{ display: 'flex', mx: -1 }}>
        {[0, 1, 2].map((slot) => (
          <Box
            key={slot}
            sx={{
              flex: { xs: basis(CARDS_IN_VIEW.xs), sm: basis(CARDS_IN_VIEW.sm), md: basis(CARDS_IN_VIEW.md) },
              minWidth: 0,
              px: 1,
            }}
          >
            <PropertyCardSkeleton>
              {slot === 0 && (
                <Box sx={{ px: 2 }}>
                  <LoadingIndicator label={PROPERTY_MESSAGES.loadingFeatured} />
                </Box>
              )}
            </PropertyCardSkeleton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
