import { formatCop, PRICE_DEBOUNCE_MS, PRICE_STEP, priceBoundsFor } from '@inmo/contracts';
import Box from '@mui/material/Box';
import type { SliderProps } from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { hydratesLater } from '~/lib/hydration/hydration-parts';

/**
 * MUI's Slider (6.5 KB gzip) is left out of the search page's first scripts: the server renders it, it hydrates
 * once its code has arrived, and keys pressed on it before that are replayed. Its props keep their identity.
 */
const Slider = hydratesLater<SliderProps>(() => import('@mui/material/Slider').then((m) => m.default));

const thumbLabel = (index: number) => (index === 0 ? 'Precio mínimo' : 'Precio máximo');

/** A maximum at the gestion's top bound searches dearer listings too (the gateway leaves it open). */
const maxLabel = (price: number, top: number) =>
  price >= top ? `${formatCop(price)} o más` : formatCop(price);

interface PriceRangeFilterProps {
  gestion: number;
  /** Current [min, max], already inside the bounds of the gestion. */
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/**
 * Spec §4/§9: range slider over the bounds of the current gestion, step 50,000 (500,000 with Page Up/Down),
 * applied 500 ms after the last move so dragging does not fire a search per pixel.
 */
export function PriceRangeFilter({ gestion, value, onChange }: PriceRangeFilterProps) {
  const labelId = useId();
  const { min, max } = priceBoundsFor(gestion);
  const [draft, setDraft] = useState<[number, number]>(value);
  const [from, to] = value;
  // The range this slider last applied: when it comes back through the address it must not undo
  // moves made since (the visitor may still be dragging).
  const [committed, setCommitted] = useState<[number, number] | null>(null);
  // A new gestion, a reset or Back moves the thumbs (state adjusted while rendering).
  const [synced, setSynced] = useState<[number, number]>(value);
  if (synced[0] !== from || synced[1] !== to) {
    setSynced([from, to]);
    if (committed?.[0] !== from || committed[1] !== to) setDraft([from, to]);
  }

  // Cancelled if the page goes away first (use-debounce does that on unmount).
  const commit = useDebouncedCallback((next: [number, number]) => {
    setCommitted(next);
    onChange(next);
  }, PRICE_DEBOUNCE_MS);
  const move = useCallback(
    (_event: Event, range: number | number[]) => {
      if (!Array.isArray(range)) return;
      const next: [number, number] = [range[0] ?? min, range[1] ?? max];
      setDraft(next);
      commit(next);
    },
    [min, max, commit],
  );

  const ariaValueText = useCallback(
    (price: number, index: number) => (index === 1 ? maxLabel(price, max) : formatCop(price)),
    [max],
  );

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        Precio
      </Typography>
      <Box sx={{ pt: 0.5, px: 1.25 }}>
        <Slider
          value={draft}
          min={min}
          max={max}
          step={PRICE_STEP}
          // Page Up/Down and Shift+arrows: ten steps (MUI counts this in the value's units, default 10 pesos).
          shiftStep={PRICE_STEP * 10}
          // A thumb stops at the other one instead of crossing it.
          disableSwap
          onChange={move}
          getAriaLabel={thumbLabel}
          getAriaValueText={ariaValueText}
        />
      </Box>
      {/* A sale's '$ 2.000.000.000' beside its '$ 100.000.000' is wider than a desktop's filter card: 'Hasta'
          then wraps to a line of its own, still on the right. */}
      <Stack
        direction="row"
        flexWrap="wrap"
        useFlexGap
        justifyContent="space-between"
        columnGap={1}
        rowGap={0.5}
        aria-live="polite"
      >
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            Desde
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="precio-desde">
            {formatCop(draft[0])}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', ml: 'auto' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Hasta
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="precio-hasta">
            {maxLabel(draft[1], max)}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
