import { GESTION, HOUSING_TYPE_IDS, propertyAgeText, type PropertyDetail } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ComponentType } from 'react';
import { NearScreenMap } from '~/components/map/near-screen-map';
import { hydratedApart } from '~/lib/hydration/hydration-parts';
import { PropertyFacts, PropertyFeatures } from './property-features';
import { PhotoSlider } from './property-gallery';

const PropertyLocationMap = lazy(() => import('./property-location-map'));

/** The listing's column: facts, photos, description, features, the map and the mortgage simulation. */
export const PropertyMainPart = hydratedApart(function PropertyMainPart({
  detail,
  photoAlt,
  onOpenPhoto,
  withMap,
  MortgageCard,
}: {
  detail: PropertyDetail;
  photoAlt: string;
  onOpenPhoto: (index: number) => void;
  /** A tile provider is set (none in production: MAP_TILE_URL unset). */
  withMap: boolean;
  /** The mortgage simulation of a housing sale. */
  MortgageCard: ComponentType<{ price: number }>;
}) {
  const age = propertyAgeText(detail.age);
  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <PropertyFacts detail={detail} />
      <Box component="section" aria-labelledby="fotos">
        <Typography id="fotos" variant="h2" sx={{ mb: 2 }}>
          Fotos
        </Typography>
        <PhotoSlider photos={detail.photos} alt={photoAlt} onOpen={onOpenPhoto} />
      </Box>
      <Box component="section" aria-labelledby="acerca">
        <Typography id="acerca" variant="h2" sx={{ mb: 1.5 }}>
          Acerca de la propiedad
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.75 }}>{detail.description}</Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
          {age && <Chip variant="outlined" label={age} />}
          {detail.estrato !== null && <Chip variant="outlined" label={`Estrato ${detail.estrato}`} />}
          {detail.branch && <Chip variant="outlined" label={`Sede ${detail.branch}`} />}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="caracteristicas">
        <Typography id="caracteristicas" variant="h2" sx={{ mb: 2 }}>
          Características
        </Typography>
        <PropertyFeatures detail={detail} />
      </Box>
      {detail.latitude !== null && detail.longitude !== null && withMap && (
        <Box component="section" aria-labelledby="ubicacion">
          <Typography id="ubicacion" variant="h2" sx={{ mb: 2 }}>
            Ubicación
          </Typography>
          <NearScreenMap height={320}>
            <PropertyLocationMap
              lat={detail.latitude}
              lng={detail.longitude}
              exact={detail.exactLocation === true}
              label={
                detail.exactLocation
                  ? `Ubicación del inmueble, en ${detail.neighbourhood}`
                  : `Zona aproximada del inmueble, en ${detail.neighbourhood}`
              }
            />
          </NearScreenMap>
        </Box>
      )}
      {detail.gestionId === GESTION.VENTA && HOUSING_TYPE_IDS.includes(detail.typeId) && (
        <MortgageCard price={detail.price} />
      )}
    </Stack>
  );
});
