import type { PropertyCard } from '@inmo/contracts';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useFavorites } from '~/features/favorites/hooks/use-favorites';

/** Spec §2 (detail): tooltip texts of the favorite toggle. */
export const FAVORITE_LABELS = { add: 'Agregar a favoritos', remove: 'Eliminar de favoritos' } as const;

export function favoriteLabel(active: boolean): string {
  return active ? FAVORITE_LABELS.remove : FAVORITE_LABELS.add;
}

interface FavoriteToggleProps extends Omit<IconButtonProps, 'children' | 'onClick' | 'sx'> {
  card: PropertyCard;
}

/**
 * Heart button that adds or removes a property from the visitor's favorites (local storage 'inmueble').
 * Without a tooltip: the detail page wraps it in one (PropertyFavoriteToggle); the cards' hearts do without,
 * which keeps MUI's Tooltip and Popper (13.8 KB gzip) out of the search page's first scripts.
 */
export function FavoriteToggle({ card, size = 'medium', ...props }: FavoriteToggleProps) {
  const { isFavorite, toggle } = useFavorites();
  const active = isFavorite(card.code);
  return (
    <IconButton
      {...props}
      aria-label={`${favoriteLabel(active)}: ${card.code}`}
      aria-pressed={active}
      onClick={() => toggle(card)}
      size={size}
      sx={{
        color: active ? 'error.main' : 'text.secondary',
        bgcolor: 'rgba(255,255,255,0.92)',
        boxShadow: 1,
        '&:hover': { bgcolor: 'common.white', color: 'error.main' },
      }}
    >
      {active ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
}

/** A card's heart (the cards' `CardActionContext`). */
export function cardFavoriteToggle(card: PropertyCard) {
  return <FavoriteToggle card={card} size="small" />;
}
