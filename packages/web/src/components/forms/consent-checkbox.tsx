import { DATA_POLICY, type ConsentDefinition } from '@inmo/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

interface ConsentCheckboxProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** The form's consent definition from contracts: exact text, purposes, optional note. */
  consent: ConsentDefinition;
}

/**
 * The required data-treatment box (never pre-ticked, Decreto 1377 art. 7) with the exact text the gateway
 * records, the purposes, the form's note (e.g. sensitive data is optional) and the policy link.
 */
export function ConsentCheckbox<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  consent,
}: ConsentCheckboxProps<T, TOut>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const describedBy = [`${id}-purposes`, consent.note ? `${id}-note` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ m: 0 }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            sx={{ mt: -0.75 }}
            slotProps={{ input: { 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) } }}
          />
        }
        label={
          <Typography variant="body2" component="span">
            {consent.text}{' '}
            <Link
              underline="always"
              component={RouterLink}
              to={consent.policyUrl || DATA_POLICY.url}
              target="_blank"
              rel="noopener"
            >
              Ver la política de tratamiento de datos
            </Link>
          </Typography>
        }
      />
      <Typography id={`${id}-purposes`} variant="caption" color="text.secondary" sx={{ pl: 4 }}>
        Finalidad: {consent.purposes.map((p) => p.label).join('; ')}.
      </Typography>
      {consent.note && (
        <Typography id={`${id}-note`} variant="caption" color="text.secondary" sx={{ pl: 4, mt: 0.5 }}>
          {consent.note}
        </Typography>
      )}
      {error && (
        <FormHelperText id={`${id}-error`} sx={{ ml: 4 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
