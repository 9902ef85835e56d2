import { formatCop, propertyGestionLabel, photoSrcSet } from '@inmo/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '~/config/paths';
import { coverImage } from '~/lib/cover-image';
import { useFeaturedProperties } from '~/features/search/api/get-featured-properties';

const RATIO = '16 / 10';

/** MUI Skeleton's pulse, on a plain box (Skeleton's own code would weigh on the first page). */
const pulse = keyframes`
  50% { opacity: 0.4; }
`;

/**
 * The random pick lives in the query cache: the search route's loader draws it on the server and hands it
 * to the browser with the rest of the page's data, so hydration shows the same property.
 */
export function bannerSeedQueryOptions() {
  return queryOptions({
    queryKey: ['featured-banner-seed'],
    queryFn: () => Math.random(),
    staleTime: Infinity,
  });
}

function useBannerSeed(): number {
  return useQuery({ ...bannerSeedQueryOptions(), initialData: () => Math.random() }).data;
}

/** Spec §2: one featured property, chosen at random from the featured list, as a banner. */
export function FeaturedBanner() {
  const featured = useFeaturedProperties();
  const seed = useBannerSeed();
  const items = featured.data?.items ?? [];
  const card = items.length > 0 ? items[Math.floor(seed * items.length)] : undefined;

  if (featured.isPending) {
    return (
      <Box
        aria-hidden
        sx={{
          aspectRatio: RATIO,
          borderRadius: '20px',
          bgcolor: 'rgba(255,255,255,0.12)',
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    );
  }
  if (!card) return null;

  const location = [card.neighbourhood, card.city].filter(Boolean).join(', ');
  return (
    <Box
      component={RouterLink}
      to={propertyPath(card.code)}
      // Named by what it shows ('DESTACADO · VENTA Apartamento en venta…'): a visitor using voice control
      // says what they see (WCAG 2.5.3).
      sx={{
        position: 'relative',
        display: 'block',
        aspectRatio: RATIO,
        borderRadius: '20px',
        overflow: 'hidden',
        color: 'common.white',
        textDecoration: 'none',
        bgcolor: 'primary.dark',
        boxShadow: '0 24px 48px rgba(0,0,0,0.28)',
        '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
        '@media (prefers-reduced-motion: reduce)': {
          '&:hover img, &:focus-visible img': { transform: 'none' },
        },
      }}
    >
      {card.photo && (
        <Box
          component="img"
          src={card.photo.large}
          srcSet={photoSrcSet(card.photo)}
          sizes="(min-width: 900px) 560px, 100vw"
          alt=""
          width={1600}
          height={1000}
          fetchPriority="high"
          sx={{ ...coverImage, transition: 'transform 500ms ease' }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(7,58,80,0) 35%, rgba(7,58,80,0.92) 100%)',
        }}
      />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: 14,
          left: 14,
          px: 1.25,
          py: 0.5,
          borderRadius: 999,
          bgcolor: 'secondary.main',
          color: 'text.primary',
          fontSize: '0.75rem',
          fontWeight: 750,
          letterSpacing: '0.08em',
        }}
      >
        DESTACADO · {propertyGestionLabel(card.gestionId)}
      </Box>
      <Stack spacing={0.5} sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: { xs: 2, sm: 2.5 } }}>
        <Typography sx={{ fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.375rem' }, lineHeight: 1.2 }}>
          {card.type} en {card.gestion.toLowerCase()}
        </Typography>
        <Stack direction="row" spacing={0.5} alignItems="center" sx={{ opacity: 0.9 }}>
          <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2" noWrap>
            {location}
          </Typography>
        </Stack>
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
          <Typography
            sx={{ fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.25rem' }, color: 'secondary.light' }}
          >
            {formatCop(card.price)}
          </Typography>
          <Stack
            direction="row"
            spacing={0.5}
            alignItems="center"
            sx={{ fontWeight: 700, fontSize: '0.875rem' }}
          >
            <span>Ver inmueble</span>
            <ArrowForwardIcon sx={{ fontSize: 18 }} aria-hidden />
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
