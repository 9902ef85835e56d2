import type { PropertyCard } from '@inmo/contracts';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState, type RefObject } from 'react';
import { loadedWhenOpened } from '~/lib/loaded-when-opened';
import { SHARE_FAVORITES_TEXTS } from './favorites-texts';

const ShareFavoritesMenu = loadedWhenOpened(() =>
  import('./share-favorites-menu').then((m) => m.ShareFavoritesMenu),
);

interface ShareFavoritesButtonProps {
  favorites: readonly PropertyCard[];
  /** 'icon' in the sidebar header, 'button' on the favorites page. */
  variant?: 'icon' | 'button';
  /** What the menu opens below (the drawer's header, so it never covers its title); the button by default. */
  anchorRef?: RefObject<HTMLElement | null>;
}

/**
 * Spec §2 favorites share control: the detail links of every favorite joined by comma and URL-encoded
 * (`/favoritos/?inmuebles=…`); copy it, send it by WhatsApp or mail, or use the device's share sheet. The icon
 * is named for screen readers, without a tooltip, as the header's heart: MUI's Tooltip and Popper would add
 * some 11 KB gzip to the favorites page's first scripts.
 */
export function ShareFavoritesButton({ favorites, variant = 'icon', anchorRef }: ShareFavoritesButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const disabled = favorites.length === 0;
  const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(anchorRef?.current ?? event.currentTarget);
  const trigger = {
    onClick: open,
    disabled,
    'aria-haspopup': 'dialog',
    'aria-expanded': anchor !== null,
  } as const;

  return (
    <>
      {variant === 'icon' ? (
        <IconButton {...trigger} aria-label={SHARE_FAVORITES_TEXTS.button} color="primary">
          <ShareOutlinedIcon />
        </IconButton>
      ) : (
        <Button {...trigger} variant="outlined" startIcon={<ShareOutlinedIcon />}>
          {SHARE_FAVORITES_TEXTS.button}
        </Button>
      )}
      <ShareFavoritesMenu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        favorites={favorites}
      />
    </>
  );
}
