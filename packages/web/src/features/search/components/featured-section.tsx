import { PROPERTY_MESSAGES } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { useNearScreen } from '~/lib/use-near-screen';
import { LoadingIndicator } from './search-results';

const FeaturedCarousel = lazy(() =>
  import('./featured-carousel').then((m) => ({ default: m.FeaturedCarousel })),
);

/**
 * Below the fold: its code loads and it renders only in the browser, when it comes near the screen, so
 * a visitor who never scrolls there does not download it. Its own component, so switching it on
 * re-renders it alone, not the whole page.
 */
function FeaturedListings() {
  const { ref, near } = useNearScreen();
  const fallback = (
    <Box ref={ref} sx={{ minHeight: 200, display: 'grid', placeItems: 'center' }}>
      <LoadingIndicator label={PROPERTY_MESSAGES.loadingFeatured} />
    </Box>
  );
  return near ? (
    <Suspense fallback={fallback}>
      <FeaturedCarousel />
    </Suspense>
  ) : (
    fallback
  );
}

/** The featured listings below the results, so off screen when the page opens: laid out only when scrolled near. */
export function FeaturedSection() {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        contentVisibility: 'auto',
        containIntrinsicHeight: 'auto 520px',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <FeaturedListings />
      </Container>
    </Box>
  );
}
