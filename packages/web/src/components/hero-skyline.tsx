import Box from '@mui/material/Box';
import { BRAND } from '../app/theme';

function windows(x: number, y: number, cols: number, rows: number, gapX: number, gapY: number) {
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      cells.push(<rect key={`${r}-${c}`} x={x + c * gapX} y={y + r * gapY} width="8" height="10" rx="1.5" />);
    }
  }
  return cells;
}

/** Decorative city-and-home drawing for the home hero (no photo to download). */
export function HeroSkyline() {
  return (
    <Box
      component="svg"
      viewBox="0 0 420 260"
      aria-hidden
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <g fill="rgba(255,255,255,0.10)">
        <rect x="30" y="56" width="78" height="184" rx="4" />
        <rect x="340" y="84" width="62" height="156" rx="4" />
      </g>
      <rect x="116" y="104" width="60" height="136" rx="4" fill="rgba(255,255,255,0.16)" />
      <g fill="rgba(255,255,255,0.28)">
        {windows(42, 72, 4, 10, 16, 16)}
        {windows(128, 120, 3, 7, 16, 16)}
        {windows(352, 100, 3, 8, 16, 16)}
      </g>
      <circle cx="190" cy="204" r="20" fill="rgba(127,184,204,0.55)" />
      <rect x="188" y="214" width="4" height="26" fill="rgba(255,255,255,0.5)" />
      <circle cx="330" cy="200" r="24" fill="rgba(127,184,204,0.45)" />
      <rect x="328" y="214" width="4" height="26" fill="rgba(255,255,255,0.5)" />
      <rect x="214" y="150" width="102" height="90" rx="3" fill="#FFFFFF" />
      <path
        d="M202 158 265 104l63 54"
        fill="none"
        stroke={BRAND.amber}
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="252" y="192" width="26" height="48" rx="2" fill={BRAND.petrol} />
      <rect x="228" y="168" width="18" height="18" rx="2" fill={BRAND.petrolLight} />
      <rect x="286" y="168" width="18" height="18" rx="2" fill={BRAND.petrolLight} />
      <circle cx="273" cy="217" r="2" fill={BRAND.amber} />
      <path d="M10 240h400" stroke="rgba(255,255,255,0.35)" strokeWidth="3" strokeLinecap="round" />
    </Box>
  );
}
