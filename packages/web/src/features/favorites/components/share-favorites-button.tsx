import { favoritesShareLink, SITE, type PropertyCard } from '@inmo/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import IosShareIcon from '@mui/icons-material/IosShare';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { OutlinedTextField } from '~/components/fields/outlined-text-field';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type RefObject } from 'react';
import Tooltip from '@mui/material/Tooltip';

export const SHARE_FAVORITES_TEXTS = {
  button: 'Compartir favoritos',
  title: 'Comparte tus favoritos',
  linkLabel: 'Enlace de tus favoritos',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'Selecciona el enlace y cópialo',
  message: 'Mira estos inmuebles que guardé:',
} as const;

/** The share link of a list of saved cards, for this site's address. */
export function shareLinkFor(cards: readonly PropertyCard[], origin = window.location.origin): string {
  return favoritesShareLink(
    cards.map((c) => ({ Codigo_Inmueble: c.code })),
    origin,
  );
}

interface ShareFavoritesButtonProps {
  favorites: readonly PropertyCard[];
  /** 'icon' in the sidebar header, 'button' on the favorites page. */
  variant?: 'icon' | 'button';
  /** What the menu opens below (the drawer's header, so it never covers its title); the button by default. */
  anchorRef?: RefObject<HTMLElement | null>;
}

/**
 * Spec §2 favorites share control: the detail links of every favorite joined by comma and URL-encoded
 * (`/favoritos/?inmuebles=…`); copy it, send it by WhatsApp or mail, or use the device's share sheet.
 */
export function ShareFavoritesButton({ favorites, variant = 'icon', anchorRef }: ShareFavoritesButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  // Only read once the menu is open: the page may be rendered on the server, where there is no window.
  const link = anchor ? shareLinkFor(favorites) : '';
  const text = `${SHARE_FAVORITES_TEXTS.message} ${link}`;
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const disabled = favorites.length === 0;

  const open = (event: React.MouseEvent<HTMLElement>) => {
    setStatus(null);
    setAnchor(anchorRef?.current ?? event.currentTarget);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(SHARE_FAVORITES_TEXTS.copied);
    } catch {
      // No clipboard permission (or not a secure context): leave the link selected for Ctrl+C.
      inputRef.current?.select();
      setStatus(SHARE_FAVORITES_TEXTS.copyFailed);
    }
  };

  const nativeShare = async () => {
    try {
      await navigator.share({
        title: `Favoritos | ${SITE.name}`,
        text: SHARE_FAVORITES_TEXTS.message,
        url: link,
      });
    } catch {
      // The visitor closed the share sheet.
    }
  };

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={SHARE_FAVORITES_TEXTS.button}>
          <span>
            <IconButton
              onClick={open}
              disabled={disabled}
              aria-label={SHARE_FAVORITES_TEXTS.button}
              aria-haspopup="dialog"
              aria-expanded={anchor !== null}
              color="primary"
            >
              <ShareOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          startIcon={<ShareOutlinedIcon />}
          onClick={open}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
        >
          {SHARE_FAVORITES_TEXTS.button}
        </Button>
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { p: 2, width: 340, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {SHARE_FAVORITES_TEXTS.title}
        </Typography>
        <OutlinedTextField
          label={SHARE_FAVORITES_TEXTS.linkLabel}
          value={link}
          size="small"
          fullWidth
          inputRef={inputRef}
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} sx={{ mt: 1.5 }}>
          <Button
            size="small"
            variant="contained"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy()}
          >
            {SHARE_FAVORITES_TEXTS.copy}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<WhatsAppIcon />}
            href={`https://wa.me/?text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<EmailOutlinedIcon />}
            href={`mailto:?subject=${encodeURIComponent(`Mis inmuebles favoritos | ${SITE.name}`)}&body=${encodeURIComponent(text)}`}
          >
            Correo
          </Button>
          {canNativeShare && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<IosShareIcon />}
              onClick={() => void nativeShare()}
            >
              Compartir
            </Button>
          )}
        </Stack>
        {/* Empty until there is something to say: no blank line under the buttons. */}
        <Box role="status" aria-live="polite" sx={{ mt: status ? 1 : 0 }}>
          {status && (
            <Typography
              variant="body2"
              color={status === SHARE_FAVORITES_TEXTS.copied ? 'success.main' : 'text.secondary'}
            >
              {status}
            </Typography>
          )}
        </Box>
      </Popover>
    </>
  );
}
