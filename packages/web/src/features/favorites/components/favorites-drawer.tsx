import { formatCop, GESTION } from '@inmo/contracts';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useRef } from 'react';
import { PATHS, propertyPath } from '~/config/paths';
import { useFavorites } from '~/features/favorites/hooks/use-favorites';
import { FAVORITES_DRAWER_TITLE, NO_FAVORITES_TEXT } from './favorites-texts';
import { ShareFavoritesButton } from './share-favorites-button';

interface FavoritesDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Sidebar listing the saved properties (spec §2 Favorites). */
export function FavoritesDrawer({ open, onClose }: FavoritesDrawerProps) {
  const { favorites, remove } = useFavorites();
  const titleId = 'favoritos-titulo';
  const headerRef = useRef<HTMLDivElement>(null);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Stack
        ref={headerRef}
        direction="row"
        alignItems="center"
        // The close button's own padding sits inside the 20 px margin, like the cards below.
        sx={{ pl: 2.5, pr: 1.5, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {FAVORITES_DRAWER_TITLE}
        </Typography>
        {/* Its menu opens below the header: on a phone, under the title rather than over it. */}
        <ShareFavoritesButton favorites={favorites} anchorRef={headerRef} />
        <IconButton onClick={onClose} aria-label="Cerrar favoritos">
          <CloseIcon />
        </IconButton>
      </Stack>

      {favorites.length === 0 ? (
        <Stack alignItems="center" spacing={2} sx={{ px: 3, py: 6, textAlign: 'center' }}>
          <HomeWorkOutlinedIcon sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden />
          <Typography color="text.secondary">{NO_FAVORITES_TEXT}</Typography>
          <Button variant="contained" component={RouterLink} to={PATHS.search} onClick={onClose}>
            Buscar inmuebles
          </Button>
        </Stack>
      ) : (
        <>
          <Box
            component="ul"
            // The header's 20 px margin on every side, so the cards line up with the title and the button.
            sx={{
              listStyle: 'none',
              m: 0,
              p: 2.5,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 1.5,
              overflowY: 'auto',
            }}
          >
            {favorites.map((card) => (
              <Box
                component="li"
                key={card.code}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  p: 1.25,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box
                  sx={{
                    width: 96,
                    flexShrink: 0,
                    aspectRatio: '4 / 3',
                    borderRadius: 1.5,
                    bgcolor: 'primary.light',
                    backgroundImage: card.photo ? `url(${card.photo.small})` : undefined,
                    backgroundSize: 'cover',
                    backgroundPosition: 'center',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'common.white',
                  }}
                  aria-hidden
                >
                  {!card.photo && <HomeWorkOutlinedIcon />}
                </Box>
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Link
                    component={RouterLink}
                    to={propertyPath(card.code)}
                    onClick={onClose}
                    fontWeight={700}
                    color="text.primary"
                  >
                    {card.type} en {card.gestion.toLowerCase()}
                  </Link>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {[card.neighbourhood, card.city].filter(Boolean).join(', ')}
                  </Typography>
                  <Typography variant="body2" fontWeight={700} color="primary" data-testid="favorito-precio">
                    {formatCop(card.price)}
                    {card.gestionId === GESTION.ARRIENDO && (
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ fontWeight: 500 }}
                      >
                        {' '}
                        / mes
                      </Typography>
                    )}
                  </Typography>
                </Box>
                <IconButton
                  onClick={() => remove(card.code)}
                  aria-label={`Eliminar de favoritos el inmueble ${card.code}`}
                  size="small"
                  sx={{ alignSelf: 'center' }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
          <Box sx={{ p: 2.5, mt: 'auto', borderTop: 1, borderColor: 'divider' }}>
            <Button
              fullWidth
              variant="contained"
              component={RouterLink}
              to={PATHS.favorites}
              onClick={onClose}
            >
              Ver todos mis favoritos
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}
