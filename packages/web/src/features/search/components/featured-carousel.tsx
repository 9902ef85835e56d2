import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useRef, useState, type TouchEvent } from 'react';
import { useFeaturedProperties } from '~/features/search/api/get-featured-properties';
import { PropertyCard } from '~/components/property-card';
import {
  CARDS_IN_VIEW,
  CONTROLS_PLACE,
  FEATURED_TRACK_ID,
  FeaturedHeading,
  FeaturedTrackPlaceholder,
  TRACK_FRAME_SX,
} from './featured-frame';

const STEPS = [
  { step: -1, label: 'Destacado anterior', Icon: ChevronLeftIcon },
  { step: 1, label: 'Destacado siguiente', Icon: ChevronRightIcon },
] as const;

/** Spec §9: 300 ms slide transition. */
export const CAROUSEL_TRANSITION_MS = 300;

/** Index after a step, wrapping at both ends (spec §4: slides by index, wrapping). */
export function wrapIndex(index: number, step: number, lastIndex: number): number {
  if (lastIndex <= 0) return 0;
  const next = index + step;
  if (next > lastIndex) return 0;
  if (next < 0) return lastIndex;
  return next;
}

/**
 * Featured listings, 2.5 visible on desktops (fewer on smaller screens), previous/next buttons and
 * swipe. A plain transform track: no library needed for one row of cards.
 */
export function FeaturedCarousel() {
  const featured = useFeaturedProperties();
  const items = featured.data?.items ?? [];
  const isDesktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  const isTablet = useMediaQuery((t: Theme) => t.breakpoints.up('sm'));
  const visible = isDesktop ? CARDS_IN_VIEW.md : isTablet ? CARDS_IN_VIEW.sm : CARDS_IN_VIEW.xs;
  const scrolls = items.length > visible;
  // Every card can lead: the track always stops on a whole card, so no step (forwards, backwards or
  // wrapping) leaves the left card cut; the partly shown card is always the next one on the right.
  const lastIndex = scrolls ? items.length - 1 : 0;
  const [index, setIndex] = useState(0);
  const offset = Math.min(index, lastIndex);
  // After the last cards the first ones come again (it wraps), so the right never shows a gap.
  const trailing = scrolls ? items.slice(0, Math.ceil(visible)) : [];
  const touchStart = useRef<number | null>(null);

  // Each card laid out, those beyond the view too: the track is as tall as its cards, and its placeholder's.
  const slideSx = {
    flex: `0 0 ${100 / visible}%`,
    minWidth: 0,
    px: 1,
    '& > article': { contentVisibility: 'visible' },
  };

  const go = (step: number) => setIndex((i) => wrapIndex(Math.min(i, lastIndex), step, lastIndex));

  const onTouchStart = (e: TouchEvent) => {
    touchStart.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    const end = e.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? 1 : -1);
  };

  // While the listings load, the buttons' place is kept (the placeholder keeps it too).
  const controls = featured.isPending
    ? CONTROLS_PLACE
    : scrolls && (
        <Stack direction="row" spacing={1}>
          {STEPS.map(({ step, label, Icon }) => (
            <IconButton
              key={step}
              onClick={() => go(step)}
              aria-label={label}
              aria-controls={FEATURED_TRACK_ID}
              sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              <Icon />
            </IconButton>
          ))}
        </Stack>
      );

  return (
    <Box component="section" aria-labelledby="destacados-titulo" aria-roledescription="carrusel">
      <FeaturedHeading titleId="destacados-titulo" controls={controls} />

      {featured.isPending ? (
        <FeaturedTrackPlaceholder />
      ) : items.length === 0 ? null : (
        <Box sx={TRACK_FRAME_SX} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <Box
            id={FEATURED_TRACK_ID}
            aria-live="polite"
            sx={{
              display: 'flex',
              transform: `translateX(-${(offset * 100) / visible}%)`,
              transition: `transform ${CAROUSEL_TRANSITION_MS}ms ease`,
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              mx: -1,
            }}
          >
            {items.map((card, i) => {
              // Cards out of view leave the tab order; half-visible ones stay reachable.
              const outOfView = i + 1 <= offset || i >= offset + visible;
              return (
                <Box
                  key={card.code}
                  role="group"
                  aria-roledescription="diapositiva"
                  aria-label={`${i + 1} de ${items.length}`}
                  inert={outOfView}
                  sx={slideSx}
                >
                  <PropertyCard card={card} />
                </Box>
              );
            })}
            {trailing.map((card) => (
              // A copy for the eye only: the real card is reachable where it is in the list.
              <Box key={`copia-${card.code}`} aria-hidden inert sx={slideSx}>
                <PropertyCard card={card} />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
