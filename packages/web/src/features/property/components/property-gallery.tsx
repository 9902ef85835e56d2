import { photoSrcSet, PHOTO_WIDTHS, PHOTO_HEIGHTS } from '@inmo/contracts';
import type { PropertyPhoto } from '@inmo/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState } from 'react';
import { Banner, PhotoTrack } from './property-gallery.styles';

// Not in the page's first JavaScript: fetched on the first click on a photo.
const PhotoLightbox = lazy(() => import('./photo-lightbox').then((m) => ({ default: m.PhotoLightbox })));

interface GalleryProps {
  photos: readonly PropertyPhoto[];
  /** Describes the property in every photo's alt text. */
  alt: string;
}

/** The banner: the first photo, loaded first (`fetchpriority="high"`), opening the lightbox. */
export function PropertyBanner({ photos, alt, onOpen }: GalleryProps & { onOpen: (index: number) => void }) {
  const first = photos[0];
  return (
    <Banner>
      {first && (
        <button
          type="button"
          onClick={() => onOpen(0)}
          aria-label={`Ver las ${photos.length} fotos en grande`}
        >
          <img
            src={first.large}
            srcSet={photoSrcSet(first)}
            sizes="100vw"
            alt={alt}
            width={first.width ?? 1600}
            height={first.height ?? 1200}
            fetchPriority="high"
            loading="eager"
            decoding="async"
          />
        </button>
      )}
      {photos.length > 0 && (
        <span className="photo-count" aria-hidden>
          <PhotoLibraryOutlinedIcon />
          {photos.length} fotos
        </span>
      )}
    </Banner>
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
    <div>
      <PhotoTrack ref={track} aria-label="Fotos del inmueble">
        {photos.map((photo, i) => (
          <li key={`${photo.small}-${i}`}>
            <button
              type="button"
              onClick={() => onOpen(i)}
              aria-label={`Ampliar foto ${i + 1} de ${photos.length}`}
            >
              <img
                src={photo.small}
                alt={`${alt} (foto ${i + 1})`}
                width={PHOTO_WIDTHS.small}
                height={PHOTO_HEIGHTS.small}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </PhotoTrack>
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
    </div>
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
