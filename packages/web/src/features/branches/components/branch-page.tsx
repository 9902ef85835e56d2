import { BRANCHES, findBranchBySlug, SITE, slugifyName, whatsappUrl } from '@inmo/contracts';
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { searchPresetPath } from '~/config/paths';
import { PageHero } from '~/components/page-hero';
import { NotFoundPage } from '~/components/not-found-page';
import { branchPath } from '~/features/branches/lib/branch-paths';
import { gridListSx } from '~/config/theme';
import { BranchImage } from './branch-image';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="flex-start">
      <Box sx={{ color: 'primary.main', display: 'flex', pt: '2px' }} aria-hidden>
        {icon}
      </Box>
      <Box>{children}</Box>
    </Stack>
  );
}

/** The page behind 'Ver sede': one branch with its contact details and its city's listings. */
export function BranchPage() {
  const { slug = '' } = useParams();
  const branch = findBranchBySlug(slug.toLowerCase());
  if (!branch) return <NotFoundPage />;

  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${branch.direccion}, ${branch.ciudad}, Colombia`,
  )}`;
  const others = BRANCHES.filter((b) => b.id !== branch.id);

  return (
    <>
      <PageHero overline={`Sede ${branch.ciudad}`} title={`Sede ${branch.nombre}`} intro={branch.direccion} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '6fr 5fr' } }}
        >
          <BranchImage branch={branch} borderRadius="20px" />
          <Stack spacing={2.5}>
            <Typography variant="h2">Visítanos</Typography>
            <Line icon={<PlaceOutlinedIcon />}>
              <Typography>{branch.direccion}</Typography>
              <Typography color="text.secondary">{branch.ciudad}</Typography>
            </Line>
            <Line icon={<PhoneOutlinedIcon />}>
              <Link href={`tel:${branch.telefonoTel}`} sx={{ fontWeight: 700 }}>
                {branch.telefono}
              </Link>
            </Line>
            <Line icon={<AccessTimeOutlinedIcon />}>
              <Typography>{SITE.hours}</Typography>
            </Line>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
              <Button
                variant="contained"
                startIcon={<WhatsAppIcon />}
                href={whatsappUrl(
                  SITE.whatsapp.number,
                  `Hola, quiero información de la sede ${branch.nombre}.`,
                )}
                target="_blank"
                rel="noopener noreferrer"
              >
                Escríbenos por WhatsApp
              </Button>
              <Button
                variant="outlined"
                startIcon={<MapOutlinedIcon />}
                href={mapUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Cómo llegar
              </Button>
            </Stack>
            <Button
              component={RouterLink}
              to={searchPresetPath('arriendo', slugifyName(branch.ciudad))}
              startIcon={<SearchIcon />}
              sx={{ alignSelf: 'flex-start' }}
            >
              Inmuebles en {branch.ciudad}
            </Button>
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="otras-sedes" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography id="otras-sedes" variant="h3" component="h2" sx={{ mb: 2 }}>
            Otras sedes
          </Typography>
          <Box
            component="ul"
            sx={gridListSx(1.5, { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' })}
          >
            {others.map((b) => (
              <li key={b.id}>
                <Link component={RouterLink} to={branchPath(b.slug)} sx={{ fontWeight: 700 }}>
                  {b.nombre}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {b.ciudad}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}
