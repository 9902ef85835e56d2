import { COUNTER_MAX, COUNTER_MIN } from '@inmo/contracts';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface CounterFieldProps {
  /** Visible label, e.g. 'Habitaciones'. */
  label: string;
  value: number;
  /** +1 or -1: applied to the latest requested value, so quick clicks are not lost between renders. */
  onStep: (delta: 1 | -1) => void;
}

/** Spec §5: a counter from 0 to 5 with minus/plus buttons; the value is a minimum ("2" = 2 or more). */
export function CounterField({ label, value, onStep }: CounterFieldProps) {
  const labelId = useId();
  const lower = label.toLowerCase();
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="space-between"
      role="group"
      aria-labelledby={labelId}
      spacing={0.5}
      sx={{ py: 0.5, minWidth: 0 }}
    >
      <Typography
        id={labelId}
        variant="body2"
        sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {label}
      </Typography>
      {/* Never shrinks: the label wraps instead, so '+' stays inside a narrow panel. */}
      <Stack direction="row" alignItems="center" spacing={0.25} sx={{ flexShrink: 0, pr: '1px' }}>
        <IconButton
          size="small"
          onClick={() => onStep(-1)}
          disabled={value <= COUNTER_MIN}
          aria-label={`Menos ${lower}`}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          aria-label={`${label}: ${value === 0 ? 'cualquier cantidad' : `${value} o más`}`}
          sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {value === 0 ? '0' : `${value}+`}
        </Typography>
        <IconButton
          size="small"
          onClick={() => onStep(1)}
          disabled={value >= COUNTER_MAX}
          aria-label={`Más ${lower}`}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
