import {
  CALLING_CODE_SHAPE,
  COLOMBIA,
  COLOMBIA_CALLING_CODE,
  countryCallingCodes,
  FIELD_LIMITS,
  isKnownCallingCode,
  normalizeCallingCode,
  UI_MESSAGES,
  type Country,
} from '@inmo/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { OutlinedTextField } from '~/components/fields/outlined-text-field';
import { useMemo, useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useCountries } from '~/features/maintenance/api/get-countries';
import { useFlagEmojiSupported } from '~/features/maintenance/lib/flag-emoji';

/** Spec §2: at most 10 suggestions. */
export const MAX_COUNTRY_SUGGESTIONS = 10;

interface CountryOption {
  readonly key: string;
  readonly code: string;
  readonly country: Country;
}

/** Lower case without accents: 'Perú' is found by 'peru'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The suggestions for what the visitor typed. Letters look for a country by its Spanish or English name
 * (names starting with them first), whatever else is in the field: the '+57' the field starts with, left
 * beside 'Colom', still finds Colombia. Digits alone look for a calling code starting with them.
 */
export function suggestCountries<O extends CountryOption>(options: readonly O[], typed: string): O[] {
  const letters = fold(typed)
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const digits = typed.replace(/\D/g, '');
  let found: O[];
  if (letters) {
    const names = (o: O) => [fold(o.country.spanishName), fold(o.country.name)];
    const starts = options.filter((o) => names(o).some((n) => n.startsWith(letters)));
    const within = options.filter((o) => !starts.includes(o) && names(o).some((n) => n.includes(letters)));
    found = [...starts, ...within];
  } else if (digits) {
    found = options.filter((o) => o.code.slice(1).startsWith(digits));
  } else {
    found = [...options];
  }
  return found.slice(0, MAX_COUNTRY_SUGGESTIONS);
}

const filterOptions = (options: CountryOption[], state: { inputValue: string }) =>
  suggestCountries(options, state.inputValue);

/** A letter: the visitor typed a name, not a code. */
const HAS_LETTER = /\p{L}/u;

export interface CountryCodeFieldProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  required?: boolean;
}

/**
 * 'Pais o Indicativo': type a country or a code, pick one of at most 10 suggestions. Focusing it selects
 * what it shows, so typing replaces the '+57' it starts with. On leaving the field, a name typed without
 * picking takes its first suggestion's code, and a value that is no known calling code is cleared (spec §5).
 */
export function CountryCodeField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  required = false,
}: CountryCodeFieldProps<T, TOut>) {
  // The list only feeds the suggestions, and most visitors keep Colombia's +57: the page does not carry it. The
  // form asks for it as the visitor starts on their details; the field itself once the visitor goes into it
  // (typing replayed from before it hydrated counts).
  const [wanted, setWanted] = useState(false);
  const countries = useCountries(wanted);
  const { field, fieldState } = useController({ control, name });
  const value: string = typeof field.value === 'string' ? field.value : '';
  const [input, setInput] = useState(value);
  // MUI commits a typed value on blur synchronously before the blur bubbles to us: read the latest here.
  const latest = useRef(value);

  const options = useMemo<CountryOption[]>(
    () =>
      (countries.data ?? []).flatMap((country) =>
        countryCallingCodes(country).map((code) => ({ key: `${country.code}${code}`, code, country })),
      ),
    [countries.data],
  );
  const known = useMemo(() => new Set(options.map((o) => o.code)), [options]);
  // The adornment shows the chosen country only while the text is that choice; the default before the list is in.
  const selected =
    input !== value
      ? undefined
      : (options.find((o) => o.code === value)?.country ??
        (value === COLOMBIA_CALLING_CODE ? COLOMBIA : undefined));
  const showFlags = useFlagEmojiSupported();

  const commit = (next: string) => {
    latest.current = next;
    field.onChange(next);
  };

  return (
    <Autocomplete<CountryOption, false, false, true>
      freeSolo
      selectOnFocus
      options={options}
      filterOptions={filterOptions}
      loading={countries.isPending}
      loadingText={UI_MESSAGES.loadingData}
      noOptionsText="Sin resultados"
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.code)}
      isOptionEqualToValue={(option, v) => option.code === (typeof v === 'string' ? v : v.code)}
      value={value || null}
      inputValue={input}
      onFocus={() => setWanted(true)}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input') setWanted(true);
        setInput(next);
        latest.current = next;
        // A known code typed whole (any code before the list has answered: the form's check judges it) is the
        // form's at once: one typed before the field hydrated is replayed into it (early-input.ts) with no blur.
        const code = normalizeCallingCode(next);
        const accepted = known.size === 0 ? CALLING_CODE_SHAPE.test(code) : isKnownCallingCode(code, known);
        if (reason === 'input' && accepted) field.onChange(code);
      }}
      onChange={(_event, next) => commit(typeof next === 'string' ? next : (next?.code ?? ''))}
      onBlur={() => {
        const typed = latest.current;
        const named = HAS_LETTER.test(typed);
        let keep: string;
        if (known.size === 0) {
          // Before the list has answered, what was typed stays, for the form's check to judge.
          keep = named ? typed.trim() : normalizeCallingCode(typed);
        } else {
          const code = named
            ? (suggestCountries(options, typed)[0]?.code ?? '')
            : normalizeCallingCode(typed);
          keep = isKnownCallingCode(code, known) ? code : '';
        }
        commit(keep);
        setInput(keep);
        field.onBlur();
      }}
      renderOption={(props, option) => {
        const { key: _key, ...rest } = props;
        return (
          <Box component="li" key={option.key} {...rest} sx={{ gap: 1.25 }}>
            <CountryMark country={option.country} showFlag={showFlags} />
            <Box component="span" sx={{ flexGrow: 1 }}>
              {option.country.spanishName}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
              {option.code}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <OutlinedTextField
          {...params}
          label={label}
          required={required}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ??
            (selected
              ? selected.spanishName
              : countries.isPending
                ? UI_MESSAGES.loadingData
                : 'Ej.: Colombia o +57')
          }
          slotProps={{
            inputLabel: params.InputLabelProps,
            input: {
              ...params.InputProps,
              startAdornment: selected ? (
                <Box component="span" sx={{ pl: 0.5, display: 'inline-flex' }}>
                  <CountryMark country={selected} showFlag={showFlags} />
                </Box>
              ) : undefined,
            },
            htmlInput: {
              ...params.inputProps,
              maxLength: FIELD_LIMITS.maintenance.extension,
              autoComplete: 'off',
            },
          }}
        />
      )}
    />
  );
}

/** The flag emoji, or the ISO code where the device cannot draw flags. */
function CountryMark({ country, showFlag }: { country: Country; showFlag: boolean }) {
  if (showFlag && country.flag) {
    return (
      <Box component="span" aria-hidden sx={{ fontSize: '1.25rem', lineHeight: 1, width: 24 }}>
        {country.flag}
      </Box>
    );
  }
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        fontSize: '0.6875rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
        lineHeight: 1,
        px: 0.5,
        py: 0.375,
        borderRadius: 0.75,
        bgcolor: 'primary.50',
        color: 'primary.main',
        border: 1,
        borderColor: 'divider',
        minWidth: 26,
        textAlign: 'center',
      }}
    >
      {country.code}
    </Box>
  );
}
