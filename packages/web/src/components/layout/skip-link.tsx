import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'contenido';

/** First focusable element: jumps over the header straight to the page content. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        '&:focus': { top: 12 },
      }}
    >
      Saltar al contenido
    </Link>
  );
}
