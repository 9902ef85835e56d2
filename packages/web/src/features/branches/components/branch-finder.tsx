import { BRANCHES, BRANCH_REGION, type Branch, type BranchRegion } from '@inmo/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { branchPath } from '~/features/branches/lib/branch-paths';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { BRAND, gridListSx } from '~/config/theme';
import { BranchImage } from './branch-image';

export const BRANCH_FINDER_TITLE = '¡ENCUENTRA TU SEDE MÁS CERCANA!';
export const BRANCH_FINDER_ID = 'sedes';

/** Main panel: picture, name, phone, address and 'Ver sede'. */
export function BranchPanel({ branch, headingLevel = 'h3' }: { branch: Branch; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box
      aria-live="polite"
      sx={{
        bgcolor: 'background.paper',
        borderRadius: '20px',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        height: '100%',
      }}
    >
      <BranchImage branch={branch} loading="lazy" objectFit="cover" />
      <Stack spacing={1.25} sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="overline" color={BRAND.amberText} sx={{ lineHeight: 1.5 }}>
          Sede {branch.ciudad}
        </Typography>
        <Typography variant="h3" component={headingLevel}>
          {branch.nombre}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <PlaceOutlinedIcon color="primary" sx={{ fontSize: 20, mt: '2px' }} aria-hidden />
          <Typography>{branch.direccion}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center">
          <PhoneOutlinedIcon color="primary" sx={{ fontSize: 20 }} aria-hidden />
          <Link
            href={`tel:${branch.telefonoTel}`}
            sx={{ fontWeight: 700 }}
            aria-label={`Llamar a la sede ${branch.nombre}: ${branch.telefono}`}
          >
            {branch.telefono}
          </Link>
        </Stack>
        <Box sx={{ pt: 1 }}>
          <Button
            component={RouterLink}
            to={branchPath(branch.slug)}
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            aria-label={`Ver sede ${branch.nombre}`}
          >
            Ver sede
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The finder's groups: the spec's nine Antioquia branches, and the three of the Bogotá region beside them. */
export const BRANCH_GROUPS: readonly { region: BranchRegion; title: string; branches: readonly Branch[] }[] =
  [
    {
      region: BRANCH_REGION.ANTIOQUIA,
      title: 'ANTIOQUIA',
      branches: BRANCHES.filter((b) => b.region === BRANCH_REGION.ANTIOQUIA),
    },
    {
      region: BRANCH_REGION.BOGOTA,
      title: 'BOGOTÁ Y LA SABANA',
      branches: BRANCHES.filter((b) => b.region === BRANCH_REGION.BOGOTA),
    },
  ];

interface BranchFinderProps {
  /** The group shown; the banners open one. */
  region: BranchRegion;
  onRegionChange: (region: BranchRegion) => void;
}

/**
 * Spec §2 branch finder: the selected branch and a group's thumbnails ('ANTIOQUIA' first, as the spec
 * has it; 'BOGOTÁ Y LA SABANA' beside it, so its three branches are reachable); a click selects.
 */
export function BranchFinder({ region, onRegionChange }: BranchFinderProps) {
  const group = BRANCH_GROUPS.find((g) => g.region === region) ?? BRANCH_GROUPS[0]!;
  const [selectedId, setSelectedId] = useState(group.branches[0]?.id ?? 1);
  const panel = useRef<HTMLDivElement>(null);
  // Changing the group shows its first branch.
  const selected = group.branches.find((b) => b.id === selectedId) ?? group.branches[0];
  if (!selected) return null;

  return (
    <Box
      component="section"
      id={BRANCH_FINDER_ID}
      aria-labelledby="sedes-buscador-titulo"
      tabIndex={-1}
      sx={{ scrollMarginTop: 96, outline: 'none' }}
    >
      <Typography
        id="sedes-buscador-titulo"
        variant="h2"
        sx={{
          textAlign: 'center',
          mb: { xs: 3, md: 4 },
          fontSize: { xs: '1.5rem', md: '1.875rem' },
          color: 'primary.dark',
        }}
      >
        {BRANCH_FINDER_TITLE}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          alignItems: 'stretch',
        }}
      >
        {/* Under the sticky header when scrolled to. */}
        <Box ref={panel} sx={{ scrollMarginTop: 96 }}>
          <BranchPanel branch={selected} />
        </Box>
        <Box>
          <Box role="group" aria-label="Región" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {BRANCH_GROUPS.map((g) => {
              const active = g.region === group.region;
              return (
                <Button
                  key={g.region}
                  variant={active ? 'contained' : 'outlined'}
                  aria-pressed={active}
                  onClick={() => {
                    onRegionChange(g.region);
                    setSelectedId(g.branches[0]?.id ?? 1);
                  }}
                  sx={{ minHeight: 44, letterSpacing: '0.1em', fontWeight: 750, borderRadius: '999px' }}
                >
                  {g.title}
                </Button>
              );
            })}
          </Box>
          {/* The pressed button shows the group; the heading names the grid for screen readers. */}
          <Typography variant="h4" component="h3" sx={visuallyHidden}>
            {group.title}
          </Typography>
          <Box component="ul" sx={gridListSx({ xs: 1.25, sm: 2 }, 'repeat(3, minmax(0, 1fr))')}>
            {group.branches.map((branch) => {
              const active = branch.id === selected.id;
              return (
                <li key={branch.id}>
                  <ButtonBase
                    onClick={() => {
                      setSelectedId(branch.id);
                      // On a phone the panel is above the thumbnails, out of view: the change is shown.
                      panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
                    }}
                    aria-pressed={active}
                    aria-label={`Sede ${branch.nombre}`}
                    sx={{
                      width: '100%',
                      display: 'block',
                      textAlign: 'left',
                      borderRadius: '12px',
                      overflow: 'hidden',
                      bgcolor: 'background.paper',
                      border: 2,
                      borderColor: active ? 'primary.main' : 'divider',
                      boxShadow: active ? '0 8px 20px rgba(11,79,108,0.18)' : 'none',
                      transition: 'border-color 150ms ease, box-shadow 150ms ease',
                      '&:hover': { borderColor: active ? 'primary.main' : 'primary.light' },
                    }}
                  >
                    <Box
                      component="img"
                      src={branch.miniatura}
                      alt=""
                      width={640}
                      height={400}
                      loading="lazy"
                      sx={{
                        width: '100%',
                        height: 'auto',
                        aspectRatio: '16 / 10',
                        objectFit: 'cover',
                        display: 'block',
                      }}
                    />
                    <Typography
                      component="span"
                      sx={{
                        display: 'block',
                        px: { xs: 0.75, sm: 1.25 },
                        py: { xs: 0.75, sm: 1 },
                        fontWeight: 750,
                        fontSize: { xs: '0.6875rem', sm: '0.8125rem' },
                        letterSpacing: '0.04em',
                        color: active ? 'primary.main' : 'text.primary',
                        // Whole on a phone too ('NRT. DE BOGOTÁ' read 'NRT. DE BO…'): it wraps instead.
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {branch.nombre}
                    </Typography>
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
