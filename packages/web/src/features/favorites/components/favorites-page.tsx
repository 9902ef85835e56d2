import {
  parseFavoritesShare,
  propertyNotFoundMessage,
  UI_MESSAGES,
  type PropertyCard,
} from '@inmo/contracts';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '~/config/paths';
import { PageHero } from '~/components/page-hero';
import { isApiError } from '~/lib/api-client';
import { propertyQueryOptions } from '~/lib/get-property';
import { CardActionContext, PropertyCard as PropertyCardView } from '~/components/property-card';
import { addFavorites, useFavorites } from '~/features/favorites/hooks/use-favorites';
import { toPropertyCard } from '~/lib/to-property-card';
import { FAVORITES_DRAWER_TITLE, NO_FAVORITES_TEXT } from './favorites-texts';
import { cardFavoriteToggle } from './favorite-toggle';
import { ShareFavoritesButton } from './share-favorites-button';
import { gridListSx, PROPERTY_CARD_COLUMNS } from '~/config/theme';

export const SHARED_FAVORITES_TITLE = 'Inmuebles compartidos contigo';

function CardGrid({ cards }: { cards: readonly PropertyCard[] }) {
  return (
    <CardActionContext.Provider value={cardFavoriteToggle}>
      <Box component="ul" sx={gridListSx(3, PROPERTY_CARD_COLUMNS)}>
        {cards.map((card, i) => (
          <li key={card.code}>
            <PropertyCardView card={card} priority={i === 0} headingComponent="h2" />
          </li>
        ))}
      </Box>
    </CardActionContext.Provider>
  );
}

/** Above the cards: what the list holds, and its actions (beside it from `sm` up). */
function ListBar({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      justifyContent="space-between"
      alignItems={{ xs: 'stretch', sm: 'center' }}
      sx={{ mb: 3 }}
    >
      <Typography color="text.secondary">{text}</Typography>
      {children}
    </Stack>
  );
}

const savedCount = (n: number) => (n === 1 ? '1 inmueble guardado' : `${n} inmuebles guardados`);

/** The visitor's own favorites, with the share control. */
function OwnFavorites() {
  const { favorites } = useFavorites();
  return (
    <>
      <ListBar text={`${savedCount(favorites.length)} en este navegador.`}>
        <ShareFavoritesButton favorites={favorites} variant="button" />
      </ListBar>
      {favorites.length === 0 ? (
        <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }}>
          <HomeWorkOutlinedIcon sx={{ fontSize: 64, color: 'primary.light' }} aria-hidden />
          <Typography>{NO_FAVORITES_TEXT}</Typography>
          <Button variant="contained" component={RouterLink} to={PATHS.search}>
            Buscar inmuebles
          </Button>
        </Stack>
      ) : (
        <CardGrid cards={favorites} />
      )}
    </>
  );
}

/** `/favoritos/?inmuebles=…`: the properties of a shared link, each loaded from the gateway. */
function SharedFavorites({ codes }: { codes: readonly string[] }) {
  const { isFavorite } = useFavorites();
  const { cards, loading, missing, failed } = useQueries({
    queries: codes.map((code) => propertyQueryOptions(code)),
    combine: (results) => ({
      cards: results.flatMap((r) => (r.data ? [toPropertyCard(r.data)] : [])),
      loading: results.some((r) => r.isPending),
      missing: codes.filter((_, i) => {
        const error = results[i]?.error;
        return isApiError(error) && error.status === 404;
      }),
      failed: results.some((r) => r.error && !(isApiError(r.error) && r.error.status === 404)),
    }),
  });
  const unsaved = cards.filter((c) => !isFavorite(c.code));

  return (
    <>
      <ListBar
        text={
          codes.length === 1 ? 'Te compartieron 1 inmueble.' : `Te compartieron ${codes.length} inmuebles.`
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            startIcon={<BookmarkAddOutlinedIcon />}
            disabled={unsaved.length === 0}
            onClick={() => addFavorites(unsaved)}
          >
            {unsaved.length === 0 && cards.length > 0
              ? 'Ya están en tus favoritos'
              : 'Guardar en mis favoritos'}
          </Button>
          <Button variant="outlined" component={RouterLink} to={PATHS.favorites}>
            Ver mis favoritos
          </Button>
        </Stack>
      </ListBar>
      {missing.map((code) => (
        <Alert key={code} severity="warning" sx={{ mb: 2 }}>
          {propertyNotFoundMessage(code)}
        </Alert>
      ))}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Algunos inmuebles no se pudieron cargar. Inténtalo de nuevo más tarde.
        </Alert>
      )}
      {cards.length > 0 && <CardGrid cards={cards} />}
      {loading && (
        <Stack
          direction="row"
          spacing={1.5}
          alignItems="center"
          justifyContent="center"
          sx={{ py: 4 }}
          role="status"
        >
          <CircularProgress size={24} />
          <Typography>{UI_MESSAGES.loading}</Typography>
        </Stack>
      )}
    </>
  );
}

/** `/favoritos/`: the saved properties, or those of a shared favorites link. */
export function FavoritesPage() {
  const [params] = useSearchParams();
  const codes = useMemo(() => parseFavoritesShare(params), [params]);
  const shared = codes.length > 0;

  return (
    <>
      <PageHero overline="Favoritos" title={shared ? SHARED_FAVORITES_TITLE : FAVORITES_DRAWER_TITLE} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {shared ? <SharedFavorites codes={codes} /> : <OwnFavorites />}
      </Container>
    </>
  );
}
