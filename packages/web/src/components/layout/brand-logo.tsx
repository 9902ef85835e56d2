import { SITE } from '@inmo/contracts';
import Box, { type BoxProps } from '@mui/material/Box';
import { BRAND } from '../../app/theme';

interface BrandLogoProps extends Omit<BoxProps<'svg'>, 'component'> {
  /** 'dark' for light backgrounds (header), 'light' for dark ones (footer). */
  tone?: 'dark' | 'light';
}

/** The agency wordmark: roof-and-door mark plus name, drawn as one SVG. */
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
      {/* One text with two lines, and a space between them: the name reads 'Alameda INMOBILIARIA'. */}
      <text fontFamily="'Montserrat Variable', system-ui, sans-serif">
        <tspan x="60" y="27" fill={ink} fontWeight="800" fontSize="27" letterSpacing="-0.5">
          Alameda
        </tspan>{' '}
        <tspan x="61" y="43" fill={sub} fontWeight="600" fontSize="10.5" letterSpacing="3.6">
          INMOBILIARIA
        </tspan>
      </text>
    </Box>
  );
}
