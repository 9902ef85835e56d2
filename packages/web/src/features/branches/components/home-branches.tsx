import { DEFAULT_MAP_SETTINGS, BRANCH_REGION, type BranchRegion } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { NearScreenMap } from '~/components/map/near-screen-map';
import { useSettings } from '~/lib/use-settings';
import { BranchBanners } from './branch-banners';
import { BranchFinder } from './branch-finder';

// Leaflet loads only when the map comes near the screen.
const BranchesMap = lazy(() => import('./branches-map'));

/** The search page's branches (spec §2): a banner per region, the finder and the 12 branches on a map. */
export function HomeBranches() {
  const [region, setRegion] = useState<BranchRegion>(BRANCH_REGION.ANTIOQUIA);
  const withMap = useSettings('map', DEFAULT_MAP_SETTINGS).tileUrl !== null;
  return (
    // Below the results, so off screen when the page opens: laid out only when scrolled near.
    <Container
      maxWidth="lg"
      sx={{
        py: { xs: 5, md: 7 },
        contentVisibility: 'auto',
        containIntrinsicHeight: { xs: 'auto 1950px', md: 'auto 1440px' },
      }}
    >
      <BranchBanners onOpen={setRegion} />
      <Box sx={{ mt: { xs: 6, md: 8 } }}>
        <BranchFinder region={region} onRegionChange={setRegion} />
      </Box>
      {withMap && (
        <Box component="section" aria-labelledby="sedes-mapa" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography
            id="sedes-mapa"
            variant="h2"
            sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' }, mb: 2 }}
          >
            Nuestras 12 sedes en el mapa
          </Typography>
          <NearScreenMap height={420}>
            <BranchesMap region={region} />
          </NearScreenMap>
        </Box>
      )}
    </Container>
  );
}
