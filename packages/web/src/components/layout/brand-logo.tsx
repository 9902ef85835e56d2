import { SITE } from '@inmo/contracts';
import Box, { type BoxProps } from '@mui/material/Box';
// The name's letters are outlines, so the logo looks the same whatever fonts the visitor has: Montserrat
// (@fontsource-variable/montserrat 5.3) weight 800 at 27 px, letter-spacing -0.5, baseline (60, 27) for
// 'Alameda', and weight 600 at 10.5 px, letter-spacing 3.6, baseline (61, 43) for 'INMOBILIARIA', kerned,
// converted with opentype.js (1 decimal). Files, not components: 2.6 KB gzip less in every page's scripts.
import darkLogo from './brand-logo.svg';
import lightLogo from './brand-logo-light.svg';

/** The logo's own size: the page reserves its box before the file arrives. */
const LOGO_SIZE = { width: 232, height: 48 } as const;

interface BrandLogoProps extends Omit<BoxProps<'img'>, 'component' | 'src'> {
  /** 'dark' for light backgrounds (header), 'light' for dark ones (footer). */
  tone?: 'dark' | 'light';
}

/** The agency logo: roof-and-door mark plus name. */
export function BrandLogo({ tone = 'dark', alt = SITE.name, sx, ...props }: BrandLogoProps) {
  return (
    <Box
      component="img"
      src={tone === 'dark' ? darkLogo : lightLogo}
      alt={alt}
      {...LOGO_SIZE}
      sx={{ display: 'block', height: 40, width: 'auto', ...sx }}
      {...props}
    />
  );
}
