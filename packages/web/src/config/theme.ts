import { esES } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';

export const BRAND = {
  petrol: '#0B4F6C',
  petrolDark: '#073A50',
  petrolLight: '#E6F0F4',
  amber: '#F29E4C',
  amberDark: '#D9822B',
  /** Amber for small text on light backgrounds (5.3:1 on mist; amberDark is 2.7:1). */
  amberText: '#9A5412',
  ink: '#14232B',
  slate: '#4A5A64',
  mist: '#F5F7F8',
} as const;

/**
 * The system's own font: no web font to download, which on a phone's first visit competed with the
 * first photo for the network (Lighthouse LCP on `/` 1.66 s with Montserrat, 1.23 s without). The
 * logo keeps the brand's letters as outlines (BrandLogo).
 */
const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Dark sections set `--focus-ring` to the accent so the outline stays visible on them. */
export const focusRing = {
  outline: `3px solid var(--focus-ring, ${BRAND.petrol})`,
  outlineOffset: 2,
} as const;

// Shared styles live here, in the module every page loads: a module of their own would be one more file on
// the first pages (scripts/check-bundle-budget.mjs).

/** The coloured band behind a page's h1 (PageHero, the search's hero): white text, the accent's focus ring. */
export const heroBandSx = {
  color: 'common.white',
  background: (t: Theme) =>
    `linear-gradient(120deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 60%, ${t.palette.primary.light} 100%)`,
  '--focus-ring': (t: Theme) => t.palette.secondary.main,
} as const;

/** Paper's corner (the theme's `MuiPaper.rounded`), for cards drawn without Paper. */
export const PAPER_RADIUS = 14;

/**
 * A control's press: darkened while held. Safari reads only -webkit-user-select and emotion writes no vendor
 * prefixes (lib/emotion-cache.ts): without it a long press selects the control's label on iPhones.
 */
export const pressedControl = {
  WebkitUserSelect: 'none',
  '&:active:not(.Mui-disabled)': { filter: 'brightness(0.92)' },
} as const;

/** The listings' card grid (similar properties, favorites): one column on a phone, two, then three. */
export const PROPERTY_CARD_COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } as const;

/** The `sx` of a `<ul>` laid out as a grid: no bullets, no indent, the given gap and columns. */
export function gridListSx<Gap, Columns>(gap: Gap, gridTemplateColumns: Columns) {
  return { listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns } as const;
}

export const theme = createTheme(
  {
    palette: {
      primary: { main: BRAND.petrol, dark: BRAND.petrolDark, light: '#2B7394', contrastText: '#FFFFFF' },
      secondary: { main: BRAND.amber, dark: BRAND.amberDark, light: '#F8C48F', contrastText: BRAND.ink },
      text: { primary: BRAND.ink, secondary: BRAND.slate },
      background: { default: BRAND.mist, paper: '#FFFFFF' },
      divider: '#DCE3E7',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
      h2: { fontSize: '1.75rem', fontWeight: 750, letterSpacing: '-0.01em', lineHeight: 1.2 },
      h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.25 },
      h4: { fontSize: '1.125rem', fontWeight: 700 },
      h5: { fontSize: '1rem', fontWeight: 700 },
      h6: { fontSize: '0.9375rem', fontWeight: 700 },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
      button: { textTransform: 'none', fontWeight: 650, letterSpacing: 0 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          ':focus-visible': focusRing,
          'a:focus-visible': focusRing,
        },
      },
      // No ripples: a press darkens the control, and
      // keyboard focus shows the focus ring.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: { ...pressedControl, '&.Mui-focusVisible': focusRing },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, minHeight: 40, paddingInline: 20 },
          sizeSmall: { minHeight: 32, paddingInline: 14 },
          sizeLarge: { minHeight: 48, paddingInline: 28, fontSize: '1rem' },
        },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: 40, minHeight: 40 } } },
      // Links inside running text set underline="always" (axe link-in-text-block); nav links stay clean.
      MuiLink: { defaultProps: { underline: 'hover' } },
      // Disabled fields keep a readable hint ('Elige primero una ciudad'): the default grey fails contrast.
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: BRAND.slate } } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: PAPER_RADIUS } } },
      MuiTooltip: {
        defaultProps: { arrow: true },
        // Opaque ink instead of MUI's translucent grey: the contrast no longer depends on what lies below.
        styleOverrides: {
          tooltip: { backgroundColor: BRAND.ink, color: '#FFFFFF' },
          arrow: { color: BRAND.ink },
        },
      },
    },
  },
  esES,
);
