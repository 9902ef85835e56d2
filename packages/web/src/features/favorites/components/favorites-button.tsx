import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { MountWhenOpened } from '~/components/mount-when-opened';
import { useFavorites } from '~/features/favorites/hooks/use-favorites';

// Its code (and the share menu's) is fetched on the first tap: most visits never open it.
const FavoritesDrawer = lazy(() =>
  import('./favorites-drawer').then((m) => ({ default: m.FavoritesDrawer })),
);

/**
 * Header heart (spec §2): the counter shows only above 0; it opens and closes the favorites sidebar. Named
 * for screen readers, without a tooltip: MUI's Tooltip and Popper would add 13.8 KB gzip to every first page.
 */
export function FavoritesButton() {
  const { count } = useFavorites();
  const [open, setOpen] = useState(false);
  const label = count > 0 ? `Favoritos (${count})` : 'Favoritos';

  return (
    <>
      <IconButton
        onClick={() => setOpen((v) => !v)}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        color="primary"
      >
        {/* The number is for the eye: the button's name says it for screen readers. */}
        <Badge
          badgeContent={count}
          max={99}
          color="secondary"
          data-testid="favorites-count"
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          {count > 0 ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </Badge>
      </IconButton>
      <MountWhenOpened open={open}>
        <FavoritesDrawer open={open} onClose={() => setOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
