import {
  FIELD_LIMITS,
  FORM_ERROR_MESSAGES,
  PQRS_CONSENT,
  PQRS_DOCUMENT_TYPES,
  PQRS_RESPONSE_BUSINESS_DAYS,
  type PqrsRequest,
  type PqrsRequestInput,
} from '@inmo/contracts';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { pqrsExportPath } from '~/config/paths';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { PageHero } from '~/components/page-hero';
import { CellphoneField } from '~/components/forms/cellphone-field';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { FormClosing } from '~/components/forms/form-closing';
import { lazyResolver } from '~/components/forms/lazy-resolver';
import { FormColumns } from '~/components/forms/form-page-layout';
import { FormSelect } from '~/components/forms/form-select';
import { PersonFields } from '~/components/forms/person-fields';
import { TextAreaField } from '~/components/forms/form-text-field';
import { PostForm } from '~/components/forms/post-form';
import { SubmitRow } from '~/components/forms/submit-button';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { createPqrs } from '~/features/pqrs/api/create-pqrs';
import { useAreas } from '~/features/pqrs/api/get-areas';
import { savePqrsAccess } from '~/features/pqrs/lib/pqrs-access';

export const PQRS_FORM_TITLE = 'Formulario Peticiones Quejas y Reclamos';

const DOCUMENT_OPTIONS = PQRS_DOCUMENT_TYPES.map((d) => ({ value: d.id, label: `${d.id} - ${d.label}` }));

const DEFAULTS: PqrsRequestInput = {
  idArea: '',
  documentType: '',
  document: '',
  fullname: '',
  cellphone: '',
  email: '',
  message: '',
  consent: false,
  captcha: '',
};

/** State the export page reads to show 'Envio exitoso' once. */
export interface CreatedState {
  readonly created: true;
}

const PQRS_RESOLVER = lazyResolver<PqrsRequestInput, PqrsRequest>(() =>
  import('~/features/pqrs/lib/pqrs-form.schema').then((m) => m.pqrsFormResolver),
);

/** `/pqrs/crear/`: files a PQRS through the gateway, then opens its export (spec §2, §4). */
export function PqrsCreatePage() {
  const navigate = useNavigate();
  const areas = useAreas();
  const captcha = useRef<CaptchaFieldHandle>(null);
  const form = useForm<PqrsRequestInput, unknown, PqrsRequest>({
    resolver: PQRS_RESOLVER,
    defaultValues: DEFAULTS,
  });
  const { control } = form;
  const submit = useFormMutation({
    form,
    captcha,
    failureMessage: FORM_ERROR_MESSAGES.pqrs,
    send: (values, { idempotencyKey }) => createPqrs(values, idempotencyKey),
    onSuccess: (created) => {
      savePqrsAccess(created.id, created.accessToken);
      const state: CreatedState = { created: true };
      void navigate(pqrsExportPath(created.id), { state });
    },
  });

  return (
    <>
      <PageHero
        overline="Peticiones · Quejas · Reclamos · Sugerencias"
        title={PQRS_FORM_TITLE}
        intro={`Radica tu solicitud y recibe el número de radicado en tu correo. Respondemos dentro de los ${PQRS_RESPONSE_BUSINESS_DAYS} días hábiles siguientes (Ley 1755 de 2015).`}
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3, md: 4 } }}>
          <PostForm onSubmit={submit.onSubmit} aria-label={PQRS_FORM_TITLE}>
            <Stack spacing={2.5}>
              <Typography variant="body2" color="text.secondary">
                Los campos marcados con * son obligatorios.
              </Typography>
              <FormColumns gap={2.5}>
                <FormSelect
                  control={control}
                  name="idArea"
                  label="Área"
                  required
                  loading={areas.isPending}
                  options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                />
                <PersonFields
                  control={control}
                  documentOptions={DOCUMENT_OPTIONS}
                  documentLabels={{ type: 'Tipo de documento', number: 'Número de documento' }}
                  limits={FIELD_LIMITS.pqrs}
                  // Each type has its length: once the form showed its messages, the number's is brought up to date.
                  onDocumentTypeChange={() => {
                    if (form.formState.isSubmitted) void form.trigger('document');
                  }}
                  phone={<CellphoneField control={control} name="cellphone" label="Teléfono" required />}
                />
              </FormColumns>
              <TextAreaField
                control={control}
                name="message"
                label="Mensaje"
                required
                rows={3}
                maxLength={FIELD_LIMITS.pqrs.message}
              />
              <FormClosing control={control} consent={PQRS_CONSENT} failure={submit.failure}>
                <FormCaptchaField control={control} name="captcha" ref={captcha} />
              </FormClosing>
              <SubmitRow sending={submit.isPending} minWidth={200} />
            </Stack>
          </PostForm>
        </Paper>
      </Container>
    </>
  );
}
