import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The coloured band behind a page's h1 (white text; the focus ring in the secondary colour to show on it). */
export function HeroBand({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        color: 'common.white',
        background: (t) =>
          `linear-gradient(120deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 60%, ${t.palette.primary.light} 100%)`,
        '--focus-ring': (t) => t.palette.secondary.main,
      }}
    >
      {children}
    </Box>
  );
}
