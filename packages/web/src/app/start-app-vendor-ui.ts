// MUI with emotion and the query client, imported (and so evaluated) before the app itself: see
// main.tsx. Named imports only: a namespace would keep every export in the bundle.
export { ThemeProvider } from '@mui/system';
export { QueryClient } from '@tanstack/react-query';
