// MUI with emotion and the query client, imported (and so fetched and evaluated) while React is: see main.tsx.
// They live in the start-app chunk (vite.config.ts), which this evaluates whole. Named imports only: a
// namespace would keep every export in the bundle.
export { ThemeProvider } from '@mui/system';
export { QueryClient } from '@tanstack/react-query';
