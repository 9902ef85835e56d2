import {
  DEFAULT_MAP_SETTINGS,
  propertyDocumentTitle,
  type PropertyCard as PropertyCardData,
  type PropertyDetail,
} from '@inmo/contracts';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '~/config/paths';
import { isApiError } from '~/lib/api-client';
import { useProperty } from '~/lib/get-property';
import { hydratedApart } from '~/lib/hydration/hydration-parts';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useSettings } from '~/lib/use-settings';
import { PropertyContactBar } from './property-contact-bar';
import { PropertyBanner, useLightbox } from './property-gallery';
import { PropertyMainPart } from './property-main-part';
import { PropertySidePart } from './property-side-part';
import { PropertySummary } from './property-summary';
import { SimilarPropertiesPart } from './similar-properties-part';

// The first screen's photo.
const PropertyBannerPart = hydratedApart(PropertyBanner);

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

/** The listing's column and, from `md`, the advisor's beside it. */
const DetailColumns = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  [theme.breakpoints.up('md')]: { gap: theme.spacing(4), gridTemplateColumns: 'minmax(0, 1fr) 360px' },
}));

/** The listing: its parts each hydrate on their own after the page around them, the first screen's photos first. */
function PropertyDetailView({
  detail,
  parts: { FavoriteToggle, MortgageCard },
}: {
  detail: PropertyDetail;
  parts: PropertyPageParts;
}) {
  const photoAlt = `${detail.type} en ${detail.gestion.toLowerCase()} en ${detail.neighbourhood}, ${detail.city}`;
  const { open, lightbox } = useLightbox(detail.photos, photoAlt);
  // No tile provider in production (MAP_TILE_URL unset): no map.
  const withMap = useSettings('map', DEFAULT_MAP_SETTINGS).tileUrl !== null;

  return (
    <>
      <PropertyBannerPart photos={detail.photos} alt={photoAlt} onOpen={open} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <PropertySummary detail={detail} FavoriteToggle={FavoriteToggle} />
        <DetailColumns>
          <PropertyMainPart
            detail={detail}
            photoAlt={photoAlt}
            onOpenPhoto={open}
            withMap={withMap}
            MortgageCard={MortgageCard}
          />
          <PropertySidePart advisor={detail.advisor} propertyCode={detail.code} />
        </DetailColumns>
        <SimilarPropertiesPart code={detail.code} />
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
