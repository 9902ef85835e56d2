import type { PropertyCard } from '@inmo/contracts';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useFavorites } from '../../favorites/hooks/use-favorites';

/** Spec §2 (detail): tooltip texts of the favorite toggle. */
export const FAVORITE_LABELS = { add: 'Agregar a favoritos', remove: 'Eliminar de favoritos' } as const;

interface FavoriteToggleProps {
  card: PropertyCard;
  size?: IconButtonProps['size'];
}

/** Heart button that adds or removes a property from the visitor's favorites (local storage 'inmueble'). */
export function FavoriteToggle({ card, size = 'medium' }: FavoriteToggleProps) {
  const { isFavorite, toggle } = useFavorites();
  const active = isFavorite(card.code);
  const label = active ? FAVORITE_LABELS.remove : FAVORITE_LABELS.add;
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={`${label}: ${card.code}`}
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
    </Tooltip>
  );
}
