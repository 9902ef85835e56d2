import {
  DEFAULT_MAP_SETTINGS,
  formatCop,
  GESTION,
  HOUSING_TYPE_IDS,
  propertyAgeText,
  propertyDocumentTitle,
  propertyGestionLabel,
  type PropertyCard as PropertyCardData,
  type PropertyDetail,
} from '@inmo/contracts';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useMemo, type ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { HydratesApart, hydratesLater } from '~/lib/hydration/hydration-parts';
import { PATHS } from '~/config/paths';
import { isApiError } from '~/lib/api-client';
import { useDocumentTitle } from '~/lib/use-document-title';
import { toPropertyCard } from '~/lib/to-property-card';
import { useProperty } from '~/lib/get-property';
import { useSimilarProperties } from '~/features/property/api/get-similar-properties';
import { PropertyCard } from '~/components/property-card';
import { AdvisorCard } from './advisor-card';
import { PropertyContactBar } from './property-contact-bar';
import { NearScreenMap } from '~/components/map/near-screen-map';
import { useSettings } from '~/lib/use-settings';
import { PropertyFacts, PropertyFeatures } from './property-features';
import { PhotoSlider, PropertyBanner, useLightbox } from './property-gallery';
import { PropertyShareMenu } from './property-share-menu';

const PropertyLocationMap = lazy(() => import('./property-location-map'));
// Below the first screen on a phone, and their code (zod, the form kit) was a fifth of the page's first
// scripts: they hydrate after the rest (bench/results/time-to-interactive-2026-11-27-property-later-parts.txt).
const PropertyContactForm = hydratesLater(() =>
  import('./property-contact-form').then((m) => m.PropertyContactForm),
);

export const SIMILAR_TITLE = 'Propiedades Similares';

/** What the page shows from other features; the route brings them. */
export interface PropertyPageParts {
  /** The heart with its tooltip. */
  FavoriteToggle: ComponentType<{ card: PropertyCardData }>;
  /** The mortgage simulation of a housing sale. */
  MortgageCard: ComponentType<{ price: number }>;
}

function Loading() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      justifyContent="center"
      sx={{ py: 12 }}
      role="status"
    >
      <CircularProgress size={28} />
      <Typography>Cargando...</Typography>
    </Stack>
  );
}

/** A missing code (the gateway's 404, e.g. 'No se encontró el inmueble: 919-…'). */
function PropertyNotFound({ message }: { message: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 64, color: 'primary.light', mb: 2 }} aria-hidden />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Inmueble no encontrado
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {message}. Puede que ya no esté disponible; te ayudamos a encontrar otro.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
        <Button component={RouterLink} to={PATHS.search} variant="contained">
          Buscar inmuebles
        </Button>
        <Button component={RouterLink} to={PATHS.home} variant="outlined">
          Volver al inicio
        </Button>
      </Stack>
    </Container>
  );
}

/** Shown only when there are listings like this one: none rather than unrelated ones. */
function SimilarProperties({ code }: { code: string }) {
  const similar = useSimilarProperties(code);
  const items = similar.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similares" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id="similares" variant="h2" sx={{ mb: 2.5 }}>
        {SIMILAR_TITLE}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {items.map((card) => (
          <li key={card.code}>
            <PropertyCard card={card} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PropertyDetailView({
  detail,
  parts: { FavoriteToggle, MortgageCard },
}: {
  detail: PropertyDetail;
  parts: PropertyPageParts;
}) {
  const title = propertyDocumentTitle(detail);
  const card = useMemo(() => toPropertyCard(detail), [detail]);
  const photoAlt = `${detail.type} en ${detail.gestion.toLowerCase()} en ${detail.neighbourhood}, ${detail.city}`;
  const { open, lightbox } = useLightbox(detail.photos, photoAlt);
  const age = propertyAgeText(detail.age);
  const isRent = detail.gestionId === GESTION.ARRIENDO;
  // No tile provider in production (MAP_TILE_URL unset): no map.
  const withMap = useSettings('map', DEFAULT_MAP_SETTINGS).tileUrl !== null;

  // The page's parts, each hydrated on its own after the page around it (HydratesApart), the first screen's
  // photos first: made anew only when what they show changes.
  const banner = useMemo(
    () => <PropertyBanner photos={detail.photos} alt={photoAlt} onOpen={open} />,
    [detail.photos, photoAlt, open],
  );
  const mainColumn = useMemo(
    () => (
      <Stack spacing={4} sx={{ minWidth: 0 }}>
        <PropertyFacts detail={detail} />
        <Box component="section" aria-labelledby="fotos">
          <Typography id="fotos" variant="h2" sx={{ mb: 2 }}>
            Fotos
          </Typography>
          <PhotoSlider photos={detail.photos} alt={photoAlt} onOpen={open} />
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
    ),
    [detail, photoAlt, open, age, withMap, MortgageCard],
  );
  const sideColumn = useMemo(
    () => (
      <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <AdvisorCard advisor={detail.advisor} propertyCode={detail.code} />
        <PropertyContactForm propertyCode={detail.code} />
      </Stack>
    ),
    [detail.advisor, detail.code],
  );
  const similar = useMemo(() => <SimilarProperties code={detail.code} />, [detail.code]);

  return (
    <>
      <HydratesApart>{banner}</HydratesApart>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
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
            <PropertyShareMenu title={title} />
          </Stack>
        </Stack>

        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <HydratesApart>{mainColumn}</HydratesApart>
          <HydratesApart>{sideColumn}</HydratesApart>
        </Box>

        <HydratesApart>{similar}</HydratesApart>
      </Container>
      <PropertyContactBar
        advisor={detail.advisor}
        propertyCode={detail.code}
        price={detail.price}
        gestionId={detail.gestionId}
      />
      {lightbox}
    </>
  );
}

/** Property detail (`/inmueble/:Cod_Inmueble`). */
export function PropertyPage(parts: PropertyPageParts) {
  const { Cod_Inmueble: code = '' } = useParams();
  const query = useProperty(code);
  const notFound = isApiError(query.error) && query.error.status === 404;
  // A link followed in the browser: the route's meta had no answer yet ('Inmueble'), the page has it now.
  useDocumentTitle(
    query.data ? propertyDocumentTitle(query.data) : notFound ? 'Inmueble no encontrado' : null,
  );

  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (notFound) return <PropertyNotFound message={query.error.message} />;
    return (
      <Container maxWidth="sm" sx={{ py: 10 }}>
        <Alert
          severity="error"
          icon={<HomeWorkOutlinedIcon />}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          }
        >
          {query.error.message}
        </Alert>
      </Container>
    );
  }
  return <PropertyDetailView key={query.data.code} detail={query.data} parts={parts} />;
}
