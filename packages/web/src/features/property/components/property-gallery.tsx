import { photoSrcSet, PHOTO_WIDTHS, PHOTO_HEIGHTS } from '@inmo/contracts';
import type { PropertyPhoto } from '@inmo/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState } from 'react';

// Not in the page's first JavaScript: fetched on the first click on a photo.
const PhotoLightbox = lazy(() => import('./photo-lightbox').then((m) => ({ default: m.PhotoLightbox })));

export const PHOTO_RATIO = '4 / 3';

interface GalleryProps {
  photos: readonly PropertyPhoto[];
  /** Describes the property in every photo's alt text. */
  alt: string;
}

/** The banner: the first photo, loaded first (`fetchpriority="high"`), opening the lightbox. */
export function PropertyBanner({ photos, alt, onOpen }: GalleryProps & { onOpen: (index: number) => void }) {
  const first = photos[0];
  return (
    <Box
      sx={{
        position: 'relative',
        bgcolor: 'primary.dark',
        aspectRatio: { xs: PHOTO_RATIO, md: '21 / 8' },
        maxHeight: 520,
        width: '100%',
        overflow: 'hidden',
      }}
    >
      {first && (
        <ButtonBase
          onClick={() => onOpen(0)}
          aria-label={`Ver las ${photos.length} fotos en grande`}
          sx={{ position: 'absolute', inset: 0, display: 'block' }}
        >
          <Box
            component="img"
            src={first.large}
            srcSet={photoSrcSet(first)}
            sizes="100vw"
            alt={alt}
            width={first.width ?? 1600}
            height={first.height ?? 1200}
            fetchPriority="high"
            loading="eager"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </ButtonBase>
      )}
      {photos.length > 0 && (
        <Button
          onClick={() => onOpen(0)}
          variant="contained"
          color="inherit"
          size="small"
          startIcon={<PhotoLibraryOutlinedIcon />}
          tabIndex={-1}
          aria-hidden
          sx={{
            position: 'absolute',
            right: 16,
            bottom: 16,
            bgcolor: 'rgba(255,255,255,0.92)',
            color: 'text.primary',
            pointerEvents: 'none',
          }}
        >
          {photos.length} fotos
        </Button>
      )}
    </Box>
  );
}

/** Horizontal photo slider (scroll snap: native swipe) with previous/next buttons; each photo opens the lightbox. */
export function PhotoSlider({ photos, alt, onOpen }: GalleryProps & { onOpen: (index: number) => void }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  if (photos.length === 0) return null;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        component="ul"
        ref={track}
        aria-label="Fotos del inmueble"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '78%', sm: '45%', md: '32%' },
          gap: '10px',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          pb: 1,
        }}
      >
        {photos.map((photo, i) => (
          <Box component="li" key={`${photo.small}-${i}`} sx={{ scrollSnapAlign: 'start' }}>
            <ButtonBase
              onClick={() => onOpen(i)}
              aria-label={`Ampliar foto ${i + 1} de ${photos.length}`}
              sx={{
                display: 'block',
                width: '100%',
                borderRadius: 2,
                overflow: 'hidden',
                aspectRatio: PHOTO_RATIO,
              }}
            >
              <Box
                component="img"
                src={photo.small}
                alt={`${alt} (foto ${i + 1})`}
                width={PHOTO_WIDTHS.small}
                height={PHOTO_HEIGHTS.small}
                loading="lazy"
                decoding="async"
                sx={{
                  width: '100%',
                  height: '100%',
                  objectFit: 'cover',
                  display: 'block',
                  bgcolor: 'primary.light',
                }}
              />
            </ButtonBase>
          </Box>
        ))}
      </Box>
      {photos.length > 1 && (
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1 }}>
          <IconButton aria-label="Fotos anteriores" onClick={() => scroll(-1)} size="small">
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Fotos siguientes" onClick={() => scroll(1)} size="small">
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}

/** Holds the lightbox state for the banner and the slider; the lightbox code loads on first open. */
export function useLightbox(photos: readonly PropertyPhoto[], alt: string) {
  const [index, setIndex] = useState<number | null>(null);
  const lightbox =
    index === null ? null : (
      <Suspense
        fallback={
          <Typography
            role="status"
            sx={{
              position: 'fixed',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              zIndex: 2000,
              bgcolor: 'rgba(0,0,0,0.8)',
              color: 'common.white',
            }}
          >
            Cargando fotos...
          </Typography>
        }
      >
        <PhotoLightbox
          photos={photos}
          index={index}
          alt={alt}
          onClose={() => setIndex(null)}
          onIndexChange={setIndex}
        />
      </Suspense>
    );
  return { open: setIndex, lightbox };
}
