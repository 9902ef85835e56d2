import { BRANCHES, BRANCH_REGION, type BranchRegion } from '@inmo/contracts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { coverImage } from '~/lib/cover-image';
import { BRANCH_FINDER_ID } from './branch-finder';
import { gridListSx } from '~/config/theme';

const BANNERS = [
  {
    slug: 'poblado',
    region: BRANCH_REGION.ANTIOQUIA,
    overline: 'Antioquia',
    title: `${BRANCHES.filter((b) => b.region === BRANCH_REGION.ANTIOQUIA).length} sedes en el Valle de Aburrá y el Oriente`,
    text: 'Laureles, El Poblado, Sabaneta, Envigado, Bello, Rionegro y más.',
  },
  {
    slug: 'nrt-de-bogota',
    region: BRANCH_REGION.BOGOTA,
    overline: 'Bogotá y la Sabana',
    title: `${BRANCHES.filter((b) => b.region === BRANCH_REGION.BOGOTA).length} sedes en Bogotá y Mosquera`,
    text: 'Fontibón, Mosquera y el norte de Bogotá te esperan.',
  },
] as const;

function scrollToFinder() {
  const finder = document.getElementById(BRANCH_FINDER_ID);
  if (!finder) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  finder.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  finder.focus({ preventScroll: true });
}

/** Spec §2: two branch image banners; each opens its region's group in the branch finder. */
export function BranchBanners({ onOpen }: { onOpen: (region: BranchRegion) => void }) {
  return (
    <Box
      component="ul"
      aria-label="Nuestras sedes"
      sx={gridListSx({ xs: 2, md: 3 }, { xs: '1fr', md: '1fr 1fr' })}
    >
      {BANNERS.map((banner) => (
        <li key={banner.slug}>
          <ButtonBase
            onClick={() => {
              onOpen(banner.region);
              scrollToFinder();
            }}
            sx={{
              position: 'relative',
              width: '100%',
              display: 'block',
              textAlign: 'left',
              borderRadius: '20px',
              overflow: 'hidden',
              aspectRatio: { xs: '16 / 9', sm: '21 / 8' },
              bgcolor: 'primary.light',
              '&:hover img': { transform: 'scale(1.03)' },
            }}
          >
            <Box
              component="img"
              src={`/img/sedes/${banner.slug}.svg`}
              alt=""
              width={640}
              height={400}
              loading="lazy"
              sx={coverImage}
            />
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                background:
                  'linear-gradient(90deg, rgba(7,58,80,0.94) 0%, rgba(7,58,80,0.75) 45%, rgba(7,58,80,0.05) 100%)',
              }}
            />
            <Stack
              spacing={0.75}
              sx={{
                position: 'absolute',
                inset: 0,
                p: { xs: 2.5, md: 3.5 },
                justifyContent: 'center',
                color: 'common.white',
                maxWidth: { xs: '85%', sm: '62%' },
              }}
            >
              <Typography variant="overline" sx={{ color: 'secondary.light', lineHeight: 1.4 }}>
                {banner.overline}
              </Typography>
              <Typography
                sx={{ fontWeight: 800, fontSize: { xs: '1.125rem', md: '1.375rem' }, lineHeight: 1.2 }}
              >
                {banner.title}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.88, display: { xs: 'none', sm: 'block' } }}>
                {banner.text}
              </Typography>
              <Stack
                direction="row"
                spacing={0.5}
                alignItems="center"
                sx={{ pt: 0.5, fontWeight: 700, fontSize: '0.875rem', color: 'secondary.light' }}
              >
                <span>Encuentra tu sede</span>
                <ArrowDownwardIcon sx={{ fontSize: 16 }} aria-hidden />
              </Stack>
            </Stack>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
