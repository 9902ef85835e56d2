import type { PropertyCard } from '@inmo/contracts';
import Tooltip from '@mui/material/Tooltip';
import { useFavorites } from '~/features/favorites/hooks/use-favorites';
import { FavoriteToggle, favoriteLabel } from '~/features/favorites/components/favorite-toggle';

/** Spec §2 (detail): the favorite toggle with its tooltip, 'Agregar a favoritos' / 'Eliminar de favoritos'. */
export function PropertyFavoriteToggle({ card }: { card: PropertyCard }) {
  const { isFavorite } = useFavorites();
  return (
    <Tooltip title={favoriteLabel(isFavorite(card.code))}>
      <FavoriteToggle card={card} />
    </Tooltip>
  );
}
