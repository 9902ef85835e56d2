import {
  COLOMBIA_CALLING_CODE,
  FIELD_LIMITS,
  MAINTENANCE_DOCUMENT_TYPES,
  MAINTENANCE_UPLOAD,
  PHONE_MAX_DIGITS,
} from '@inmo/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { DigitsField } from '~/components/forms/digits-field';
import { FileDropZone } from '~/components/forms/file-drop-zone';
import { FormSelect } from '~/components/forms/form-select';
import { TextAreaField } from '~/components/forms/form-text-field';
import { PersonFields } from '~/components/forms/person-fields';
import { useCategories } from '~/features/maintenance/api/get-categories';
import { usePrefetchCountries } from '~/features/maintenance/api/get-countries';
import { useHeadquarters } from '~/features/maintenance/api/get-headquarters';
import type {
  MaintenanceFormInput,
  MaintenanceFormValues,
} from '~/features/maintenance/lib/maintenance-form.schema';
import { hydratedApart, hydratesLater } from '~/lib/hydration/hydration-parts';
import type { CountryCodeFieldProps } from './country-code-field';

// MUI's Autocomplete with its Popper (about 20 KB gzip) hydrates after the rest of the form.
const CountryCodeField = hydratesLater<CountryCodeFieldProps<MaintenanceFormInput, MaintenanceFormValues>>(
  () => import('./country-code-field').then((m) => m.CountryCodeField),
);

const DOCUMENT_OPTIONS = MAINTENANCE_DOCUMENT_TYPES.map((d) => ({
  value: d.id,
  label: `${d.id} - ${d.label}`,
}));

function Section({ title, children, onFocus }: { title: string; children: ReactNode; onFocus?: () => void }) {
  return (
    <Box component="fieldset" onFocus={onFocus} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="overline"
        sx={{ color: 'primary.main', mb: 1.5, display: 'block', p: 0 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

type MaintenanceControl = Control<MaintenanceFormInput, unknown, MaintenanceFormValues>;

// The form's sections, each hydrated on its own after the page around it (hydratedApart): on the phone the
// form hydrated in one piece, a task of 200-300 ms.

/** Where the request goes and what it is about. */
export const RequestPart = hydratedApart(function RequestPart({ control }: { control: MaintenanceControl }) {
  const headquarters = useHeadquarters();
  const categories = useCategories();
  return (
    <Section title="Solicitud">
      <Box sx={twoColumns}>
        <FormSelect
          control={control}
          name="idHeadquarter"
          label="Reportar a"
          required
          loading={headquarters.isPending}
          options={(headquarters.data ?? []).map((h) => ({ value: h.id, label: h.headquarter }))}
        />
        <FormSelect
          control={control}
          name="idCategory"
          label="Categoría"
          required
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.category }))}
        />
      </Box>
    </Section>
  );
});

/**
 * Who asks: the document number is digits, at most 10, for every type (spec §5, as in the PQRS form), and
 * the phone takes the chosen country's length.
 */
export const PersonPart = hydratedApart(function PersonPart({
  control,
  onDocumentTypeChange,
}: {
  control: MaintenanceControl;
  onDocumentTypeChange: () => void;
}) {
  const extension = useWatch({ control, name: 'extension' });
  const phoneDigits =
    extension === COLOMBIA_CALLING_CODE ? PHONE_MAX_DIGITS.colombia : PHONE_MAX_DIGITS.other;
  // 'Pais o Indicativo' suggests from the list of countries, which the page does not carry: it is on its way
  // while the visitor fills in the fields above it.
  const prefetchCountries = usePrefetchCountries();
  return (
    <Section title="Tus datos" onFocus={prefetchCountries}>
      <Box sx={twoColumns}>
        <PersonFields
          control={control}
          documentOptions={DOCUMENT_OPTIONS}
          documentLabels={{ type: 'Tipo de Identificación', number: 'Número de Identificación' }}
          limits={FIELD_LIMITS.maintenance}
          onDocumentTypeChange={onDocumentTypeChange}
          wideName
          phone={
            <>
              <CountryCodeField control={control} name="extension" label="Pais o Indicativo" required />
              <DigitsField
                control={control}
                name="cellphone"
                label="Número de Contacto"
                required
                maxLength={phoneDigits}
                slotProps={{ htmlInput: { autoComplete: 'tel-national' } }}
              />
            </>
          }
        />
      </Box>
    </Section>
  );
});

/** What is damaged, and its photos or videos. */
export const DamagePart = hydratedApart(function DamagePart({
  control,
  sending,
}: {
  control: MaintenanceControl;
  sending: boolean;
}) {
  return (
    <Section title="Descripción del daño">
      <Stack spacing={2.5}>
        <TextAreaField
          control={control}
          name="description"
          label="Descripción"
          required
          placeholder="Describe el daño o la reparación que necesitas"
          rows={5}
          maxLength={FIELD_LIMITS.maintenance.description}
        />
        <FileDropZone
          control={control}
          name="archivo"
          rules={MAINTENANCE_UPLOAD}
          label="Cargar Imagen"
          required
          disabled={sending}
          hint="Formatos jpg, jpeg, pdf, docx y mp4 · hasta 10 archivos · 1 MB por imagen o documento, 20 MB por video."
        />
      </Stack>
    </Section>
  );
});
