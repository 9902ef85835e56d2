import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { CountBadge } from '../../../components/count-badge';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { MountWhenOpened } from '../../../components/mount-when-opened';
import { useFavorites } from '../hooks/use-favorites';

// Its code (and the share menu's) is fetched on the first tap: most visits never open it.
const FavoritesDrawer = lazy(() =>
  import('./favorites-drawer').then((m) => ({ default: m.FavoritesDrawer })),
);

/** Header heart: the counter shows only above 0; it opens and closes the favorites sidebar. */
export function FavoritesButton() {
  const { count } = useFavorites();
  const [open, setOpen] = useState(false);
  const label = count > 0 ? `Favoritos (${count})` : 'Favoritos';

  return (
    <>
      <LazyTooltip title="Tus inmuebles favoritos">
        <IconButton
          onClick={() => setOpen((v) => !v)}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          color="primary"
        >
          <CountBadge count={count} data-testid="favorites-count">
            {count > 0 ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          </CountBadge>
        </IconButton>
      </LazyTooltip>
      <MountWhenOpened open={open}>
        <FavoritesDrawer open={open} onClose={() => setOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
