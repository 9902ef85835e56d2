import { styled } from '@mui/material/styles';
import { pressedControl } from '~/config/theme';

// One styled element per block whose nested rules style its plain parts (as property-features.styles.ts):
// with a Box and a ButtonBase for each photo, the gallery was some 30 styled components on a listing.

/** Photos are generated 4:3. */
const PHOTO_RATIO = '4 / 3';

/** A `<button>` that shows only what it holds; the theme's focus ring and press darkening, as ButtonBase. */
const plainButton = {
  appearance: 'none',
  border: 0,
  margin: 0,
  padding: 0,
  borderRadius: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  ...pressedControl,
} as const;

const filledImage = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

/** The first photo across the page, a button that opens the lightbox, and the photo count over it. */
export const Banner = styled('div')(({ theme }) => ({
  position: 'relative',
  backgroundColor: theme.palette.primary.dark,
  aspectRatio: PHOTO_RATIO,
  [theme.breakpoints.up('md')]: { aspectRatio: '21 / 8' },
  maxHeight: 520,
  width: '100%',
  overflow: 'hidden',
  '& > button': { ...plainButton, position: 'absolute', inset: 0, display: 'block' },
  '& img': filledImage,
  '& .photo-count': {
    position: 'absolute',
    right: 16,
    bottom: 16,
    display: 'flex',
    alignItems: 'center',
    minHeight: 32,
    padding: '4px 14px',
    boxSizing: 'border-box',
    borderRadius: 999,
    backgroundColor: 'rgba(255,255,255,0.92)',
    color: theme.palette.text.primary,
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    pointerEvents: 'none',
    '& svg': { fontSize: 18, marginLeft: -2, marginRight: 8 },
  },
}));

/** The photo slider: a scroll-snapping row of photo buttons. */
export const PhotoTrack = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingBottom: theme.spacing(1),
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '78%',
  [theme.breakpoints.up('sm')]: { gridAutoColumns: '45%' },
  [theme.breakpoints.up('md')]: { gridAutoColumns: '32%' },
  gap: 10,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin',
  '& > li': { scrollSnapAlign: 'start' },
  '& button': {
    ...plainButton,
    display: 'block',
    width: '100%',
    ...theme.unstable_sx({ borderRadius: 2 }),
    overflow: 'hidden',
    aspectRatio: PHOTO_RATIO,
  },
  '& img': { ...filledImage, backgroundColor: theme.palette.primary.light },
}));
