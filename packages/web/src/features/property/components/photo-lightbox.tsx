import type { PropertyPhoto } from '@inmo/contracts';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/styles.css';

interface PhotoLightboxProps {
  photos: readonly PropertyPhoto[];
  index: number;
  alt: string;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}

/** Dark discs behind the white controls: readable on a light photo as on the black backdrop. */
const CONTROL_BACKGROUND = 'rgba(0, 0, 0, 0.55)';

/**
 * Full-screen photo viewer (spec §2: 1900x2000 box, 10 px spacing). The whole photo is fitted to the screen,
 * never larger than that box. Arrow keys, Esc and swipe come with the library. Loaded lazily: it is not in
 * the detail page's first JavaScript.
 */
export function PhotoLightbox({ photos, index, alt, onClose, onIndexChange }: PhotoLightboxProps) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      on={{ view: ({ index: current }) => onIndexChange(current) }}
      slides={photos.map((photo, i) => ({
        src: photo.large,
        width: photo.width ?? 1600,
        height: photo.height ?? 1200,
        alt: `${alt} (foto ${i + 1} de ${photos.length})`,
      }))}
      plugins={[Counter]}
      counter={{
        container: {
          style: {
            top: 'unset',
            bottom: 0,
            left: '50%',
            transform: 'translateX(-50%)',
            backgroundColor: CONTROL_BACKGROUND,
            color: '#fff',
            borderRadius: 16,
            paddingBlock: 0,
            paddingInline: 12,
          },
        },
      }}
      styles={{
        root: {
          '--yarl__button_background_color': CONTROL_BACKGROUND,
          '--yarl__color_button': '#fff',
          '--yarl__navigation_button_padding': '8px',
        },
        button: { borderRadius: '50%', margin: 8 },
      }}
      carousel={{
        spacing: 10,
        finite: photos.length <= 1,
        // A maximum, not a size: the library's own rule (at most 100 % of the slide) still fits it to the screen.
        imageProps: { style: { maxWidth: 'min(1900px, 100%)', maxHeight: 'min(2000px, 100%)' } },
      }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: 'Foto anterior',
        Next: 'Foto siguiente',
        Close: 'Cerrar',
        'Photo gallery': 'Galería de fotos',
        '{index} of {total}': '{index} de {total}',
        Carousel: 'Carrusel',
        Lightbox: 'Visor de fotos',
        Slide: 'Foto',
      }}
      render={{
        buttonPrev: photos.length <= 1 ? () => null : undefined,
        buttonNext: photos.length <= 1 ? () => null : undefined,
      }}
    />
  );
}
