import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';
import { focusRing } from '../../app/theme';

const HEIGHT = 32;
const THUMB = 22;

// One rule per browser prefix: a selector list with a pseudo-element the browser does not know is dropped whole.
const thumbStyle = {
  pointerEvents: 'auto',
  boxSizing: 'border-box',
  width: THUMB,
  height: THUMB,
  borderRadius: '50%',
  border: '3px solid #FFFFFF',
  bgcolor: 'primary.main',
  boxShadow: '0 1px 4px rgba(20, 35, 43, 0.35)',
  cursor: 'grab',
} as const;

interface RangeSliderProps {
  min: number;
  max: number;
  step: number;
  /** [from, to], from <= to. */
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, e.g. ['Precio mínimo', 'Precio máximo']. */
  labels: [string, string];
  /** What a screen reader says for a value ('$ 1.200.000'). */
  valueText: (value: number) => string;
}

/**
 * A two-thumb range made of two of the browser's own range inputs over one track: keyboard, touch and
 * screen readers work as with any slider (arrows move one step, Page Up/Down a tenth of the range,
 * Home/End to the ends), and it weighs a fraction of MUI's Slider on the first page. A thumb cannot
 * pass the other one.
 */
export function RangeSlider({ min, max, step, value, onChange, labels, valueText }: RangeSliderProps) {
  const [from, to] = value;
  const span = max - min || 1;
  const position = (v: number) => Math.min(1, Math.max(0, (v - min) / span));
  // Where both thumbs meet, the one that can still move away from the end lies on top.
  const fromOnTop = from > min + span / 2;
  const thumb = (index: 0 | 1) => {
    const current = value[index];
    return (
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={current}
        aria-label={labels[index]}
        aria-valuetext={valueText(current)}
        style={{ zIndex: (index === 0) === fromOnTop ? 2 : 1 }}
        onChange={(event) => {
          const next = Number(event.target.value);
          onChange(index === 0 ? [Math.min(next, to), to] : [from, Math.max(next, from)]);
        }}
      />
    );
  };

  return (
    <Box
      style={{ '--from': position(from), '--to': position(to) } as CSSProperties}
      sx={{
        position: 'relative',
        height: HEIGHT,
        // The track, and the chosen range between the thumbs' centres.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          top: '50%',
          height: 4,
          mt: '-2px',
          borderRadius: 2,
        },
        '&::before': { left: THUMB / 2, right: THUMB / 2, bgcolor: 'primary.light', opacity: 0.3 },
        '&::after': {
          left: `calc(${THUMB / 2}px + var(--from) * (100% - ${THUMB}px))`,
          right: `calc(${THUMB / 2}px + (1 - var(--to)) * (100% - ${THUMB}px))`,
          bgcolor: 'primary.main',
        },
        '& input': {
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          m: 0,
          appearance: 'none',
          background: 'transparent',
          // Only the thumbs take the pointer, so each input's empty track does not hide the other thumb.
          pointerEvents: 'none',
          outline: 'none',
        },
        '& input::-webkit-slider-runnable-track': { background: 'transparent', height: '100%' },
        '& input::-moz-range-track': { background: 'transparent' },
        '& input::-webkit-slider-thumb': {
          ...thumbStyle,
          appearance: 'none',
          mt: `${(HEIGHT - THUMB) / 2}px`,
        },
        '& input::-moz-range-thumb': thumbStyle,
        // The theme's focus ring, on the thumb that has the keyboard.
        '& input:focus-visible::-webkit-slider-thumb': focusRing,
        '& input:focus-visible::-moz-range-thumb': focusRing,
      }}
    >
      {thumb(0)}
      {thumb(1)}
    </Box>
  );
}
