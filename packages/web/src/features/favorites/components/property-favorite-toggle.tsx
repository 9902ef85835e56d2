import type { PropertyCard } from '@inmo/contracts';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { refreshFavorite, useFavorites } from '~/features/favorites/hooks/use-favorites';
import { FavoriteToggle, favoriteLabel } from './favorite-toggle';

/**
 * Spec §2 (detail): the favorite toggle with its tooltip, 'Agregar a favoritos' / 'Eliminar de favoritos'.
 * The favorites list doubles as a card cache: a saved card shown here is kept up to date (price, photo).
 */
export function PropertyFavoriteToggle({ card }: { card: PropertyCard }) {
  const { isFavorite } = useFavorites();
  useEffect(() => refreshFavorite(card), [card]);
  return (
    <Tooltip title={favoriteLabel(isFavorite(card.code))}>
      <FavoriteToggle card={card} />
    </Tooltip>
  );
}
