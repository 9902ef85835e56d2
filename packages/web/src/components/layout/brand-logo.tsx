import { SITE } from '@inmo/contracts';
import Box, { type BoxProps } from '@mui/material/Box';
import { BRAND } from '../../app/theme';

interface BrandLogoProps extends Omit<BoxProps<'svg'>, 'component'> {
  /** 'dark' for light backgrounds (header), 'light' for dark ones (footer). */
  tone?: 'dark' | 'light';
}

/**
 * The name's letters as outlines, so the logo looks the same whatever fonts the visitor has (the site
 * text uses the system's): Montserrat (@fontsource-variable/montserrat 5.3) weight 800 at 27 px,
 * letter-spacing -0.5, baseline (60, 27) for 'Alameda', and weight 600 at 10.5 px, letter-spacing
 * 3.6, baseline (61, 43) for 'INMOBILIARIA', kerned, converted with opentype.js (1 decimal).
 * Drawn once in index.html (`<g id="alameda-wordmark">`), so every page has them and the app's
 * JavaScript does not carry them; every BrandLogo draws them with <use>.
 */
const WORDMARK_ID = 'alameda-wordmark';

/** The agency logo: roof-and-door mark plus name, drawn as one SVG. */
export function BrandLogo({ tone = 'dark', sx, ...props }: BrandLogoProps) {
  const ink = tone === 'dark' ? BRAND.petrol : '#FFFFFF';
  const sub = tone === 'dark' ? BRAND.slate : 'rgba(255,255,255,0.78)';
  return (
    <Box
      component="svg"
      viewBox="0 0 232 48"
      role="img"
      aria-label={SITE.name}
      sx={{ display: 'block', height: 40, width: 'auto', ...sx }}
      {...props}
    >
      <rect width="48" height="48" rx="11" fill={tone === 'dark' ? BRAND.petrol : 'rgba(255,255,255,0.12)'} />
      <path
        d="M9 23.5 24 11l15 12.5"
        fill="none"
        stroke={BRAND.amber}
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M14.5 23v14.5h19V23" fill="none" stroke="#FFFFFF" strokeWidth="3.8" strokeLinejoin="round" />
      <path d="M21 37.5v-8h6v8z" fill="#FFFFFF" />
      {/* The name, 'Alameda INMOBILIARIA' (the label above), drawn from index.html. */}
      <use href={`#${WORDMARK_ID}`} fill={ink} color={sub} />
    </Box>
  );
}
