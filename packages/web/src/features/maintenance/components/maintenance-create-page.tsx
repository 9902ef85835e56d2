import { FORM_ERROR_MESSAGES, FORM_MESSAGES, MAINTENANCE_CONSENT } from '@inmo/contracts';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { maintenanceExportPath } from '~/config/paths';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { PageHero } from '~/components/page-hero';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { FormClosing } from '~/components/forms/form-closing';
import { PostForm } from '~/components/forms/post-form';
import { SubmitRow } from '~/components/forms/submit-button';
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
import { DamagePart, PersonPart, RequestPart } from './maintenance-form-parts';

export const MAINTENANCE_FORM_TITLE = 'Formulario Mantenimientos y Reparaciones';

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
          {(headquarters.isError || categories.isError) && (
            <Alert severity="error">Hubo un problema al cargar los datos iniciales</Alert>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3, md: 4 } }}>
            <PostForm onSubmit={submit.onSubmit} aria-label={MAINTENANCE_FORM_TITLE}>
              {/* A gap, not margins: the sections' boxes (hydratedApart) are display: contents. */}
              <Stack spacing={3.5} useFlexGap>
                <Typography variant="body2" color="text.secondary">
                  Los campos marcados con * son obligatorios.
                </Typography>
                <RequestPart control={control} />
                <PersonPart control={control} onDocumentTypeChange={checkDocumentAgain} />
                <DamagePart control={control} sending={submit.isPending} />
                <FormClosing control={control} consent={MAINTENANCE_CONSENT} failure={submit.failure}>
                  <FormCaptchaField
                    control={control}
                    name="captcha"
                    ref={captcha}
                    message={FORM_MESSAGES.captchaError}
                  />
                  <UploadProgress progress={progress} />
                </FormClosing>
                {/* Full width on a phone, like every other form's ENVIAR. */}
                <SubmitRow sending={submit.isPending} minWidth={200} />
              </Stack>
            </PostForm>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
