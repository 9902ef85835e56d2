import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { useNearScreen } from '~/lib/use-near-screen';
import { CONTROLS_PLACE, FeaturedHeading, FeaturedTrackPlaceholder } from './featured-frame';

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
  // The carousel's heading and a track as tall as its own: nothing moves when it arrives.
  const fallback = (
    <Box ref={ref}>
      <FeaturedHeading controls={CONTROLS_PLACE} />
      <FeaturedTrackPlaceholder />
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
        containIntrinsicHeight: 'auto 676px',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <FeaturedListings />
      </Container>
    </Box>
  );
}
