import {
  formatCop,
  GESTION,
  propertyDocumentTitle,
  propertyGestionLabel,
  type PropertyCard as PropertyCardData,
  type PropertyDetail,
} from '@inmo/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ComponentType } from 'react';
import { hydratesLater } from '~/lib/hydration/hydration-parts';
import { toPropertyCard } from '~/lib/to-property-card';

// Its Menu, Popover and Tooltip (with the heart's, some 14 KB gzip with Popper) are not needed to read the
// page: they load after its first scripts (bench/results/first-page-treemap-2026-12-03-*.txt).
const PropertyShareMenu = hydratesLater(() =>
  import('./property-share-menu').then((m) => m.PropertyShareMenu),
);

/** Starts loading the share menu's code: a page opened from another shows it with the listing, not after. */
export const preloadShareMenu = PropertyShareMenu.preload;

/** The listing's heading: gestion, type, place, price, code and fees, with the heart and 'Compartir'. */
export function PropertySummary({
  detail,
  FavoriteToggle,
}: {
  detail: PropertyDetail;
  /** The heart with its tooltip. */
  FavoriteToggle: ComponentType<{ card: PropertyCardData }>;
}) {
  const card = useMemo(() => toPropertyCard(detail), [detail]);
  const isRent = detail.gestionId === GESTION.ARRIENDO;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      justifyContent="space-between"
      alignItems={{ xs: 'flex-start', md: 'flex-end' }}
      sx={{ mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Chip
            label={propertyGestionLabel(detail.gestionId)}
            size="small"
            color={isRent ? 'primary' : 'secondary'}
            sx={{ fontWeight: 750, letterSpacing: '0.08em' }}
          />
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {detail.type}
          </Typography>
        </Stack>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.25rem' } }}>
          {[detail.department, detail.city, detail.neighbourhood].filter(Boolean).join(', ')}
        </Typography>
        {/* Price and code as two unbreakable pieces: the code goes whole to the next line when it must
            ('Código 919-' / '2202' broke on the phone). */}
        <Typography
          sx={{
            mt: 1,
            fontSize: { xs: '1.375rem', md: '1.625rem' },
            fontWeight: 800,
            color: 'primary.main',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 1.5,
          }}
        >
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatCop(detail.price)}
            {isRent && (
              <Typography component="span" color="text.secondary" sx={{ fontWeight: 500 }}>
                {' '}
                / mes
              </Typography>
            )}
          </Box>
          <Typography
            component="span"
            color="text.secondary"
            sx={{ fontWeight: 600, fontSize: '1rem', whiteSpace: 'nowrap' }}
          >
            Código {detail.code}
          </Typography>
        </Typography>
        {detail.adminFee ? (
          <Typography variant="body2" color="text.secondary">
            Administración: {formatCop(detail.adminFee)}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" spacing={1.5}>
        <FavoriteToggle card={card} />
        <PropertyShareMenu title={propertyDocumentTitle(detail)} />
      </Stack>
    </Stack>
  );
}
