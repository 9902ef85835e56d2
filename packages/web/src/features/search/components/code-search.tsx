import { normalizePropertyCode, PROPERTY_CODE_PREFIX } from '@inmo/contracts';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

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
      <TextField
        id="codigo-inmueble"
        label="Código del inmueble"
        size="small"
        value={value}
        onChange={(e) => {
          setValue(e.target.value.replace(/[^\d-]/g, ''));
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? undefined}
        placeholder="1234"
        sx={{ width: { xs: '100%', sm: 230 } }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 16, autoComplete: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start" sx={{ '& p': { fontWeight: 700, color: 'text.primary' } }}>
                {PROPERTY_CODE_PREFIX}
              </InputAdornment>
            ),
            endAdornment: (
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
            ),
          },
        }}
      />
    </form>
  );
}
