import type { ConsentDefinition } from '@inmo/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

interface ConsentCheckboxProps {
  consent: ConsentDefinition;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The required data-treatment checkbox with the exact text, its purposes and the policy link. */
export function ConsentCheckbox({
  consent,
  checked,
  onChange,
  onBlur,
  error,
  inputRef,
}: ConsentCheckboxProps) {
  const id = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
            inputRef={inputRef}
            sx={{ mt: -0.75 }}
            slotProps={{ input: { 'aria-describedby': `${id}-purposes`, 'aria-invalid': Boolean(error) } }}
          />
        }
        label={
          <Typography variant="body2" component="span">
            {consent.text}{' '}
            <Link component={RouterLink} to={consent.policyUrl} target="_blank">
              Ver política
            </Link>
          </Typography>
        }
      />
      <Typography id={`${id}-purposes`} variant="caption" color="text.secondary" sx={{ pl: 4 }}>
        Finalidad: {consent.purposes.map((p) => p.label).join('; ')}.
      </Typography>
      {error && <FormHelperText sx={{ ml: 4 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
