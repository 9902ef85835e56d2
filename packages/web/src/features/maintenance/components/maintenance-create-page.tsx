import {
  COLOMBIA_CALLING_CODE,
  DOCUMENT_NUMBER_MAX_LENGTH,
  FIELD_LIMITS,
  FORM_ERROR_MESSAGES,
  FORM_MESSAGES,
  MAINTENANCE_CONSENT,
  MAINTENANCE_DOCUMENT_TYPES,
  MAINTENANCE_UPLOAD,
  PHONE_MAX_DIGITS,
  UI_MESSAGES,
} from '@inmo/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { hydratedApart, hydratesLater } from '~/lib/hydration/hydration-parts';
import { maintenanceExportPath } from '~/config/paths';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { PageHero } from '~/components/page-hero';
import { ConsentCheckbox } from '~/components/forms/consent-checkbox';
import { DigitsField } from '~/components/forms/digits-field';
import { FileDropZone } from '~/components/forms/file-drop-zone';
import { FormErrorAlert } from '~/components/forms/form-alerts';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { FormSelect } from '~/components/forms/form-select';
import { FormTextField } from '~/components/forms/form-text-field';
import { SubmitButton } from '~/components/forms/submit-button';
import { UploadProgress } from '~/components/forms/upload-progress';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { lazyResolver } from '~/components/forms/lazy-resolver';
import { useUploadProgress } from '~/components/forms/use-upload-progress';
import { createMaintenance } from '~/features/maintenance/api/create-maintenance';
import { useCategories } from '~/features/maintenance/api/get-categories';
import { useHeadquarters } from '~/features/maintenance/api/get-headquarters';
import { saveLastCreatedMaintenance } from '~/features/maintenance/lib/last-created-maintenance';
import type {
  MaintenanceFormInput,
  MaintenanceFormValues,
} from '~/features/maintenance/lib/maintenance-form.schema';
import type { CountryCodeFieldProps } from './country-code-field';

// MUI's Autocomplete with its Popper (about 20 KB gzip) hydrates after the rest of the form.
const CountryCodeField = hydratesLater<CountryCodeFieldProps<MaintenanceFormInput, MaintenanceFormValues>>(
  () => import('./country-code-field').then((m) => m.CountryCodeField),
);

export const MAINTENANCE_FORM_TITLE = 'Formulario Mantenimientos y Reparaciones';

const DOCUMENT_OPTIONS = MAINTENANCE_DOCUMENT_TYPES.map((d) => ({
  value: d.id,
  label: `${d.id} - ${d.label}`,
}));

const DEFAULTS: MaintenanceFormInput = {
  idHeadquarter: '',
  documentType: '',
  document: '',
  fullname: '',
  extension: '+57',
  cellphone: '',
  email: '',
  address: '',
  idCategory: '',
  description: '',
  archivo: [],
  consent: false,
  captcha: '',
};

/** What the export page and this page pass each other through the router. */
export interface MaintenanceNavigationState {
  readonly created?: true;
  /** Why the export page sent the visitor here (guard). */
  readonly notice?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
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
const RequestPart = hydratedApart(function RequestPart({ control }: { control: MaintenanceControl }) {
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
const PersonPart = hydratedApart(function PersonPart({
  control,
  onDocumentTypeChange,
}: {
  control: MaintenanceControl;
  onDocumentTypeChange: () => void;
}) {
  const extension = useWatch({ control, name: 'extension' });
  const phoneDigits =
    extension === COLOMBIA_CALLING_CODE ? PHONE_MAX_DIGITS.colombia : PHONE_MAX_DIGITS.other;
  return (
    <Section title="Tus datos">
      <Box sx={twoColumns}>
        <FormSelect
          control={control}
          name="documentType"
          label="Tipo de Identificación"
          required
          options={DOCUMENT_OPTIONS}
          onValueChange={onDocumentTypeChange}
        />
        <DigitsField
          control={control}
          name="document"
          label="Número de Identificación"
          required
          maxLength={DOCUMENT_NUMBER_MAX_LENGTH}
        />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="fullname"
            label="Nombres y Apellidos"
            required
            maxLength={FIELD_LIMITS.maintenance.fullname}
            slotProps={{ htmlInput: { autoComplete: 'name' } }}
          />
        </Box>
        <CountryCodeField control={control} name="extension" label="Pais o Indicativo" required />
        <DigitsField
          control={control}
          name="cellphone"
          label="Número de Contacto"
          required
          maxLength={phoneDigits}
          slotProps={{ htmlInput: { autoComplete: 'tel-national' } }}
        />
        <FormTextField
          control={control}
          name="email"
          label="Correo electrónico"
          type="email"
          required
          maxLength={FIELD_LIMITS.maintenance.email}
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
        <FormTextField
          control={control}
          name="address"
          label="Dirección"
          required
          maxLength={FIELD_LIMITS.maintenance.address}
          slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
        />
      </Box>
    </Section>
  );
});

/** What is damaged, and its photos or videos. */
const DamagePart = hydratedApart(function DamagePart({
  control,
  sending,
}: {
  control: MaintenanceControl;
  sending: boolean;
}) {
  return (
    <Section title="Descripción del daño">
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="description"
          label="Descripción"
          required
          placeholder="Describe el daño o la reparación que necesitas"
          multiline
          rows={5}
          maxLength={FIELD_LIMITS.maintenance.description}
          counter
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

/** `/mantenimientos/crear/`: the maintenance request with its files, through one multipart POST. */
// The schema checks a foreign number against its country's numbering plan (libphonenumber's metadata, about
// 29 KB gzip): it is loaded at the first validation, not with the page.
const MAINTENANCE_RESOLVER = lazyResolver<MaintenanceFormInput, MaintenanceFormValues>(() =>
  import('~/features/maintenance/lib/maintenance-form.schema').then((m) => m.maintenanceFormResolver),
);

export function MaintenanceCreatePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as MaintenanceNavigationState | null)?.notice;
  const headquarters = useHeadquarters();
  const categories = useCategories();
  const loading = headquarters.isPending || categories.isPending;
  const captcha = useRef<CaptchaFieldHandle>(null);
  const { progress, track } = useUploadProgress();
  const form = useForm<MaintenanceFormInput, unknown, MaintenanceFormValues>({
    resolver: MAINTENANCE_RESOLVER,
    defaultValues: DEFAULTS,
  });
  const { control } = form;
  // Each type has its length: once the form showed its messages, the number's is brought up to date.
  const checkDocumentAgain = useCallback(() => {
    if (form.formState.isSubmitted) void form.trigger('document');
  }, [form]);
  const submit = useFormMutation({
    form,
    captcha,
    failureMessage: FORM_ERROR_MESSAGES.maintenance,
    send: ({ archivo, ...values }, { idempotencyKey }) =>
      track((onProgress) => createMaintenance(values, archivo, { idempotencyKey, onProgress })),
    onSuccess: (created) => {
      saveLastCreatedMaintenance(created.id, created.accessToken);
      const state: MaintenanceNavigationState = { created: true };
      void navigate(maintenanceExportPath(created.id), { state });
    },
  });

  return (
    <>
      <PageHero
        overline="Mantenimientos"
        title={MAINTENANCE_FORM_TITLE}
        intro="Cuéntanos qué necesita reparación en el inmueble que tienes con nosotros. Adjunta fotos o videos del daño y te contactaremos para coordinar la visita."
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2.5}>
          {notice && (
            <Alert severity="warning" role="alert">
              {notice}
            </Alert>
          )}
          {loading && (
            <Alert severity="info" icon={false} role="status">
              {UI_MESSAGES.loadingData}
            </Alert>
          )}
          {(headquarters.isError || categories.isError) && (
            <Alert severity="error">Hubo un problema al cargar los datos iniciales</Alert>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3, md: 4 } }}>
            <Box
              component="form"
              method="post"
              noValidate
              onSubmit={submit.onSubmit}
              aria-label={MAINTENANCE_FORM_TITLE}
            >
              {/* A gap, not margins: the sections' boxes (hydratedApart) are display: contents. */}
              <Stack spacing={3.5} useFlexGap>
                <Typography variant="body2" color="text.secondary">
                  Los campos marcados con * son obligatorios.
                </Typography>
                <RequestPart control={control} />
                <PersonPart control={control} onDocumentTypeChange={checkDocumentAgain} />
                <DamagePart control={control} sending={submit.isPending} />
                <ConsentCheckbox control={control} name="consent" consent={MAINTENANCE_CONSENT} />
                <FormCaptchaField
                  control={control}
                  name="captcha"
                  ref={captcha}
                  message={FORM_MESSAGES.captchaError}
                />
                <UploadProgress progress={progress} />
                <FormErrorAlert message={submit.failure} />
                <Box>
                  {/* Full width on a phone, like every other form's ENVIAR. */}
                  <SubmitButton
                    sending={submit.isPending}
                    sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}
                  />
                </Box>
              </Stack>
            </Box>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
