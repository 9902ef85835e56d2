import {
  FIELD_LIMITS,
  FORM_ERROR_MESSAGES,
  formatCop,
  PROMOTE_GESTIONS,
  PROMOTE_PROPERTY_CONSENT,
  PROMOTE_PROPERTY_TYPES,
  type PromotePropertyRequest,
  type PromotePropertyRequestInput,
  type Neighbourhood,
} from '@inmo/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { useDepartmentCities } from '~/features/promote-property/api/get-department-cities';
import { useDepartments } from '~/features/promote-property/api/get-departments';
import { useNeighbourhoods } from '~/lib/get-neighbourhoods';
import { DigitsField } from '~/components/forms/digits-field';
import { FormClosing } from '~/components/forms/form-closing';
import { FormSuccessDialog } from '~/components/forms/lazy-form-success-dialog';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { lazyResolver } from '~/components/forms/lazy-resolver';
import { FormColumns, RequiredFieldsNote } from '~/components/forms/form-page-layout';
import { FormSelect } from '~/components/forms/form-select';
import { FormTextField, TextAreaField } from '~/components/forms/form-text-field';
import { NameAndCellphoneFields } from '~/components/forms/name-and-cellphone-fields';
import { PostForm } from '~/components/forms/post-form';
import { SubmitRow } from '~/components/forms/submit-button';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { sendPromoteProperty } from '~/features/promote-property/api/send-promote-property';
import { hydratesLater } from '~/lib/hydration/hydration-parts';
import type { NeighbourhoodFieldProps } from './neighbourhood-field';

type Input = PromotePropertyRequestInput;
type Output = PromotePropertyRequest;

// MUI's Autocomplete with its Popper (about 20 KB gzip) hydrates after the rest of the form.
const NeighbourhoodField = hydratesLater<NeighbourhoodFieldProps<Input, Output>>(() =>
  import('./neighbourhood-field').then((m) => m.NeighbourhoodField),
);
// The part's props keep their identity until the city's list arrives (hydratesLater).
const NO_NEIGHBOURHOODS: readonly Neighbourhood[] = [];

const DEFAULTS: Input = {
  fullname: '',
  cellphone: '',
  email: '',
  typeProperty: '',
  gestion: '',
  valueArriving: '',
  address: '',
  neighborhood: '',
  idNeighborhood: '',
  department: '',
  city: '',
  aboutYou: '',
  consent: false,
  captcha: '',
};

const TYPE_OPTIONS = PROMOTE_PROPERTY_TYPES.map((t) => ({ value: t, label: t.replace('-', ' ') }));
const GESTION_CHOICES = PROMOTE_GESTIONS.map((g) => ({
  value: String(g.id),
  label: g.id === 1 ? 'Arrendarlo' : 'Venderlo',
}));

function toId(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

const PROMOTE_PROPERTY_RESOLVER = lazyResolver<Input, Output>(() =>
  import('~/features/promote-property/lib/promote-property-form.schema').then(
    (m) => m.promotePropertyFormResolver,
  ),
);

/** 'Promociona tu inmueble' (spec §2/§3): one POST, 'Envio exitoso', then back to the home page. */
export function PromotePropertyForm() {
  const captcha = useRef<CaptchaFieldHandle>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: PROMOTE_PROPERTY_RESOLVER,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
  });
  const submit = useFormMutation({
    form,
    captcha,
    failureMessage: FORM_ERROR_MESSAGES.record,
    send: (values, { idempotencyKey }) => sendPromoteProperty(values, idempotencyKey),
  });

  const [departmentId, cityId, value] = useWatch({
    control: form.control,
    name: ['department', 'city', 'valueArriving'],
  });
  const departments = useDepartments();
  const cities = useDepartmentCities(toId(departmentId));
  const neighbourhoods = useNeighbourhoods(toId(cityId));
  const amount = typeof value === 'string' && value ? formatCop(Number(value)) : undefined;

  return (
    <PostForm onSubmit={submit.onSubmit} aria-label="Promociona tu inmueble">
      <RequiredFieldsNote />
      <Stack spacing={2.25}>
        <GestionChoice control={form.control} />
        <FormColumns>
          <NameAndCellphoneFields
            control={form.control}
            emailMaxLength={FIELD_LIMITS.promoteProperty.email}
          />
          <FormSelect
            control={form.control}
            name="typeProperty"
            label="Tipo de inmueble"
            required
            options={TYPE_OPTIONS}
          />
          <DigitsField
            control={form.control}
            name="valueArriving"
            label="Valor aproximado"
            required
            maxLength={FIELD_LIMITS.promoteProperty.valueArriving}
            hint={amount ?? 'Solo números, en pesos colombianos.'}
          />
          <FormTextField
            control={form.control}
            name="address"
            label="Dirección del inmueble"
            required
            maxLength={FIELD_LIMITS.promoteProperty.address}
            autoComplete="street-address"
          />
          <FormSelect
            control={form.control}
            name="department"
            label="Departamento"
            required
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
            loading={departments.isPending}
            hint={departments.isError ? 'Hubo un problema al cargar los datos' : undefined}
            onValueChange={() => {
              form.setValue('city', '');
              form.setValue('idNeighborhood', '');
            }}
          />
          <FormSelect
            control={form.control}
            name="city"
            label="Ciudad"
            required
            disabled={!toId(departmentId)}
            options={(cities.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            placeholder={toId(departmentId) ? 'Selecciona una ciudad' : 'Primero elige el departamento'}
            loading={cities.isLoading}
            onValueChange={() => form.setValue('idNeighborhood', '')}
          />
        </FormColumns>
        <NeighbourhoodField
          control={form.control}
          name="neighborhood"
          idName="idNeighborhood"
          options={neighbourhoods.data ?? NO_NEIGHBOURHOODS}
          loading={neighbourhoods.isFetching}
          maxLength={FIELD_LIMITS.promoteProperty.neighborhood}
        />
        <TextAreaField
          control={form.control}
          name="aboutYou"
          label="Cuéntanos sobre ti y tu inmueble"
          required
          maxLength={FIELD_LIMITS.promoteProperty.aboutYou}
        />
        <FormClosing control={form.control} consent={PROMOTE_PROPERTY_CONSENT} failure={submit.failure}>
          <FormCaptchaField control={form.control} name="captcha" ref={captcha} />
        </FormClosing>
        <SubmitRow sending={submit.isPending} />
      </Stack>
      <FormSuccessDialog
        open={submit.isSuccess}
        detail="Recibimos los datos de tu inmueble. Te enviamos una confirmación a tu correo y un asesor te contactará pronto."
      />
    </PostForm>
  );
}

/** Rent or sale: decides who receives the request (spec §9 routing). */
function GestionChoice({ control }: { control: Control<Input, unknown, Output> }) {
  const { field, fieldState } = useController({ control, name: 'gestion' });
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id="promote-gestion-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
        ¿Qué quieres hacer con tu inmueble?
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="promote-gestion-label"
        name={field.name}
        value={typeof field.value === 'string' || typeof field.value === 'number' ? String(field.value) : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {GESTION_CHOICES.map((choice, index) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            label={choice.label}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
