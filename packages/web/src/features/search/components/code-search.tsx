import { normalizePropertyCode, PROPERTY_CODE_PREFIX } from '@inmo/contracts';
import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState, type FormEvent } from 'react';

const INPUT_ID = 'codigo-inmueble';
const HELPER_ID = `${INPUT_ID}-helper-text`;

interface CodeSearchProps {
  onSearch: (code: string) => void;
  disabled?: boolean;
}

/** Search by property code: the visitor types the number after the fixed '919-' prefix. */
export function CodeSearch({ onSearch, disabled = false }: CodeSearchProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    const code = normalizePropertyCode(
      typed.startsWith(PROPERTY_CODE_PREFIX) ? typed : typed.replace(/^-/, ''),
    );
    if (!code) {
      setError('Escribe el número del inmueble, por ejemplo 1234');
      return;
    }
    setError(null);
    onSearch(code);
  };

  return (
    <form role="search" aria-label="Buscar por código" onSubmit={submit} noValidate>
      {/* The parts of an outlined TextField: TextField itself would bring its menu-based Select. */}
      <FormControl size="small" error={error !== null} sx={{ width: { xs: '100%', sm: 230 } }}>
        <InputLabel htmlFor={INPUT_ID}>Código del inmueble</InputLabel>
        <OutlinedInput
          id={INPUT_ID}
          label="Código del inmueble"
          value={value}
          onChange={(e) => {
            setValue(e.target.value.replace(/[^\d-]/g, ''));
            setError(null);
          }}
          placeholder="1234"
          inputProps={{
            inputMode: 'numeric',
            maxLength: 16,
            autoComplete: 'off',
            'aria-describedby': error ? HELPER_ID : undefined,
          }}
          startAdornment={
            <InputAdornment position="start" sx={{ '& p': { fontWeight: 700, color: 'text.primary' } }}>
              {PROPERTY_CODE_PREFIX}
            </InputAdornment>
          }
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                type="submit"
                edge="end"
                aria-label="Buscar código"
                disabled={disabled}
                size="small"
              >
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          }
        />
        {error && <FormHelperText id={HELPER_ID}>{error}</FormHelperText>}
      </FormControl>
    </form>
  );
}
