import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, not @mui/material/styles': that one also brings the CSS-variables provider
// (color schemes), which this single light theme never uses.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { HydrationGate } from './hydration-gate';
import { BRAND_FONT_URL, theme } from './theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // On the server this becomes a <link rel="preload"> in the page's head.
  preload(BRAND_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <HydrationGate>{children}</HydrationGate>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
