import { favoritesShareLink, SITE, type PropertyCard } from '@inmo/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import IosShareIcon from '@mui/icons-material/IosShare';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { OutlinedTextField } from '~/components/fields/outlined-text-field';
import { SHARE_FAVORITES_TEXTS } from './favorites-texts';

/** The share link of a list of saved cards, for this site's address. */
export function shareLinkFor(cards: readonly PropertyCard[], origin = window.location.origin): string {
  return favoritesShareLink(
    cards.map((c) => ({ Codigo_Inmueble: c.code })),
    origin,
  );
}

export interface ShareFavoritesMenuProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  favorites: readonly PropertyCard[];
}

/** The share menu: the link to copy, WhatsApp, mail and the device's share sheet (loaded when first opened). */
export function ShareFavoritesMenu({ open, anchorEl, onClose, favorites }: ShareFavoritesMenuProps) {
  const [status, setStatus] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const link = shareLinkFor(favorites);
  const text = `${SHARE_FAVORITES_TEXTS.message} ${link}`;
  const canNativeShare = typeof navigator.share === 'function';

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
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        // A new opening starts without the last one's 'Enlace copiado'.
        transition: { onExited: () => setStatus(null) },
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
        <Button size="small" variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
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
  );
}
