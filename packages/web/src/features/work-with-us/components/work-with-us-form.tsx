import { CV_UPLOAD, FIELD_LIMITS, FORM_ERROR_MESSAGES, WORK_WITH_US_CONSENT } from '@inmo/contracts';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { FileDropZone } from '~/components/forms/file-drop-zone';
import { FormClosing } from '~/components/forms/form-closing';
import { FormSuccessDialog } from '~/components/forms/lazy-form-success-dialog';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { lazyResolver } from '~/components/forms/lazy-resolver';
import { FormColumns, RequiredFieldsNote } from '~/components/forms/form-page-layout';
import { FormTextField, TextAreaField } from '~/components/forms/form-text-field';
import { NameAndCellphoneFields } from '~/components/forms/name-and-cellphone-fields';
import { PostForm } from '~/components/forms/post-form';
import { SubmitRow } from '~/components/forms/submit-button';
import { UploadProgress } from '~/components/forms/upload-progress';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { useUploadProgress } from '~/components/forms/use-upload-progress';
import { sendWorkWithUs } from '~/features/work-with-us/api/send-work-with-us';
import type {
  WorkWithUsFormInput,
  WorkWithUsFormValues,
} from '~/features/work-with-us/lib/work-with-us-form.schema';

const WORK_WITH_US_RESOLVER = lazyResolver<WorkWithUsFormInput, WorkWithUsFormValues>(() =>
  import('~/features/work-with-us/lib/work-with-us-form.schema').then((m) => m.workWithUsFormResolver),
);

const DEFAULTS: WorkWithUsFormInput = {
  fullname: '',
  cellphone: '',
  email: '',
  vacant: '',
  aboutYou: '',
  files: [],
  consent: false,
  captcha: '',
};

const MAX_MB = Math.max(...CV_UPLOAD.types.map((t) => t.maxBytes)) / (1024 * 1024);

/** '¡ENVÍANOS TU SOLICITUD!': the application with the CV (PDF), sent with upload progress. */
export function WorkWithUsForm() {
  const captcha = useRef<CaptchaFieldHandle>(null);
  const { progress, track } = useUploadProgress();
  const form = useForm<WorkWithUsFormInput, unknown, WorkWithUsFormValues>({
    resolver: WORK_WITH_US_RESOLVER,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
  });
  const submit = useFormMutation({
    form,
    captcha,
    failureMessage: FORM_ERROR_MESSAGES.workWithUs,
    send: ({ files, ...values }, { idempotencyKey }) =>
      track((onProgress) => sendWorkWithUs({ values, files, idempotencyKey, onProgress })),
  });

  return (
    <PostForm onSubmit={submit.onSubmit} aria-label="Trabaja con nosotros">
      <RequiredFieldsNote />
      <Stack spacing={2.25}>
        <FormColumns>
          <NameAndCellphoneFields control={form.control} emailMaxLength={FIELD_LIMITS.workWithUs.email} />
          <FormTextField
            control={form.control}
            name="vacant"
            label="Vacante a la que aspiras"
            required
            maxLength={FIELD_LIMITS.workWithUs.vacant}
            hint="Por ejemplo: asesor comercial, auxiliar contable."
          />
        </FormColumns>
        <TextAreaField
          control={form.control}
          name="aboutYou"
          label="Cuéntanos sobre ti"
          required
          maxLength={FIELD_LIMITS.workWithUs.aboutYou}
        />
        <FileDropZone
          control={form.control}
          name="files"
          rules={CV_UPLOAD}
          label="Hoja de vida"
          required
          disabled={submit.isPending}
          hint={`Solo archivos PDF: hasta ${CV_UPLOAD.maxFiles} archivos de ${MAX_MB} MB cada uno.`}
        />
        <FormClosing control={form.control} consent={WORK_WITH_US_CONSENT} failure={submit.failure}>
          <FormCaptchaField control={form.control} name="captcha" ref={captcha} />
          <UploadProgress progress={progress} />
        </FormClosing>
        <SubmitRow sending={submit.isPending} />
      </Stack>
      <FormSuccessDialog
        open={submit.isSuccess}
        detail="Recibimos tu hoja de vida. Te enviamos una confirmación a tu correo; nuestro equipo de talento humano te contactará si tu perfil se ajusta a la vacante."
      />
    </PostForm>
  );
}
