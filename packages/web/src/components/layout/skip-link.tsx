import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'contenido';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: 16,
  top: -64,
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1.25, 2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.secondary.main,
  color: theme.palette.secondary.contrastText,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus': { top: 12 },
}));

/** First focusable element: jumps over the header straight to the page content. */
export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Saltar al contenido</Link>;
}
