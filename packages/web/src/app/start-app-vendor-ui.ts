// MUI with emotion, the query client and zod (with its config), imported (and so evaluated) before the
// app itself: see main.tsx. Named imports only: a namespace would keep all of zod in the bundle.
import '../lib/zod-config';

export { ThemeProvider } from '@mui/material/styles';
export { QueryClient } from '@tanstack/react-query';
