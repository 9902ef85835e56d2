import {
  formatCop,
  GESTION,
  propertyGestionLabel,
  type PropertyCard as PropertyCardData,
  PHOTO_WIDTHS,
  PHOTO_HEIGHTS,
  formatArea,
} from '@inmo/contracts';
import BathtubOutlinedIcon from '@mui/icons-material/BathtubOutlined';
import BedOutlinedIcon from '@mui/icons-material/BedOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SquareFootOutlinedIcon from '@mui/icons-material/SquareFootOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../../app/paths';
import { FavoriteToggle } from './favorite-toggle';

/** Photos are generated 4:3; the box reserves that space before the image arrives (no layout shift). */
export const CARD_PHOTO_RATIO = '4 / 3';

interface PropertyCardProps {
  card: PropertyCardData;
  /** First card above the fold: loaded eagerly with `fetchpriority="high"`. */
  priority?: boolean;
  /** Heading level of the card title inside the page outline. */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/** Hidden from sight, read by screen readers. */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      alignItems="center"
      component="li"
      title={label}
      sx={{ color: 'text.secondary', fontSize: '0.875rem', fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {icon}
      <Box component="span" sx={srOnly}>
        {label}
      </Box>
      <span aria-hidden>{children}</span>
    </Stack>
  );
}

const iconSx = { fontSize: 19, color: 'primary.main' } as const;

/**
 * A listing in a results grid, carousel or list: photo, type, gestion, location, price, facts and the
 * favorite toggle. The whole card is clickable through the title link (stretched over the card), so
 * the heart stays a separate button and screen readers hear one link per card.
 */
export function PropertyCard({ card, priority = false, headingComponent = 'h3' }: PropertyCardProps) {
  const title = `${card.type} en ${card.gestion.toLowerCase()}`;
  const location = [card.neighbourhood, card.city].filter(Boolean).join(', ');
  const area = formatArea(card.builtArea ?? card.lotArea);
  const isRent = card.gestionId === GESTION.ARRIENDO;

  return (
    <Box
      component="article"
      aria-label={`${title}, ${location}, ${card.code}`}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRadius: '16px',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        transition: 'box-shadow 200ms ease, transform 200ms ease',
        '&:hover': { boxShadow: '0 12px 32px rgba(11,79,108,0.14)', transform: 'translateY(-2px)' },
        '&:hover img': { transform: 'scale(1.04)' },
        '&:focus-within': { boxShadow: '0 12px 32px rgba(11,79,108,0.14)' },
        '@media (prefers-reduced-motion: reduce)': {
          transition: 'none',
          '&:hover': { transform: 'none' },
          '&:hover img': { transform: 'none' },
        },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: CARD_PHOTO_RATIO,
          overflow: 'hidden',
          bgcolor: 'primary.light',
          color: 'common.white',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {card.photo ? (
          <Box
            component="img"
            src={card.photo.small}
            alt={`${title} en ${location}`}
            width={PHOTO_WIDTHS.small}
            height={PHOTO_HEIGHTS.small}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              transition: 'transform 400ms ease',
            }}
          />
        ) : (
          <HomeWorkOutlinedIcon sx={{ fontSize: 64, opacity: 0.8 }} aria-hidden />
        )}
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            px: 1.25,
            py: 0.5,
            borderRadius: 999,
            fontSize: '0.75rem',
            fontWeight: 750,
            letterSpacing: '0.08em',
            color: isRent ? 'common.white' : 'text.primary',
            bgcolor: isRent ? 'primary.main' : 'secondary.main',
          }}
        >
          {propertyGestionLabel(card.gestionId)}
        </Box>
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>
          <FavoriteToggle card={card} size="small" />
        </Box>
      </Box>

      <Stack spacing={1} sx={{ p: 2, flexGrow: 1 }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontWeight: 600, letterSpacing: '0.04em' }}
        >
          Código {card.code}
        </Typography>
        <Typography variant="h5" component={headingComponent} sx={{ lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={propertyPath(card.code)}
            color="inherit"
            underline="none"
            sx={{
              // Stretched link: the whole card is the click target, the heart sits above it.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': {
                outline: (t) => `3px solid ${t.palette.primary.main}`,
                outlineOffset: -3,
                borderRadius: '16px',
              },
            }}
          >
            {title}
          </Link>
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          alignItems="center"
          sx={{ color: 'text.secondary', minWidth: 0 }}
        >
          <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2" noWrap title={location}>
            {location}
          </Typography>
        </Stack>
        <Typography
          sx={{
            fontSize: '1.25rem',
            fontWeight: 800,
            color: 'primary.main',
            letterSpacing: '-0.01em',
            pt: 0.5,
          }}
        >
          {formatCop(card.price)}
          {isRent && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              {' '}
              / mes
            </Typography>
          )}
        </Typography>
        <Box
          component="ul"
          aria-label="Características"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            pt: 1.25,
            mt: 'auto !important',
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.75,
          }}
        >
          {area && (
            <Fact icon={<SquareFootOutlinedIcon sx={iconSx} aria-hidden />} label={`Área: ${area}`}>
              {area}
            </Fact>
          )}
          <Fact icon={<BedOutlinedIcon sx={iconSx} aria-hidden />} label={`Habitaciones: ${card.bedrooms}`}>
            {card.bedrooms}
          </Fact>
          <Fact icon={<BathtubOutlinedIcon sx={iconSx} aria-hidden />} label={`Baños: ${card.bathrooms}`}>
            {card.bathrooms}
          </Fact>
          <Fact
            icon={<DirectionsCarOutlinedIcon sx={iconSx} aria-hidden />}
            label={`Parqueaderos: ${card.parking}`}
          >
            {card.parking}
          </Fact>
        </Box>
      </Stack>
    </Box>
  );
}
