import {
  checkUploadFiles,
  CV_UPLOAD,
  FIELD_LIMITS,
  FORM_ERROR_MESSAGES,
  WORK_WITH_US_CONSENT,
  workWithUsRequestSchema,
} from '@inmo/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { ConsentCheckbox } from '~/components/forms/consent-checkbox';
import { FileDropZone } from '~/components/forms/file-drop-zone';
import { FormErrorAlert } from '~/components/forms/form-alerts';
import { FormSuccessDialog } from '~/components/forms/form-success-dialog';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { RequiredFieldsNote } from '~/components/forms/form-page-layout';
import { FormTextField } from '~/components/forms/form-text-field';
import { NameAndCellphoneFields } from '~/components/forms/name-and-cellphone-fields';
import { SubmitButton } from '~/components/forms/submit-button';
import { UploadProgress } from '~/components/forms/upload-progress';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { useUploadProgress } from '~/components/forms/use-upload-progress';
import { sendWorkWithUs } from '~/features/work-with-us/api/send-work-with-us';

/** The contracts' schema plus the CV files, checked with the same rules the gateway applies. */
const formSchema = workWithUsRequestSchema.extend({
  files: z.array(z.instanceof(File)).superRefine((files, ctx) => {
    const problem = checkUploadFiles(
      CV_UPLOAD,
      files.map((f) => ({ name: f.name, size: f.size, mime: f.type || undefined })),
    );
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  }),
});
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const DEFAULTS: Input = {
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
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
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
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={submit.onSubmit}
      aria-label="Trabaja con nosotros"
    >
      <RequiredFieldsNote />
      <Stack spacing={2.25}>
        <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <NameAndCellphoneFields control={form.control} />
          <FormTextField
            control={form.control}
            name="email"
            label="Correo electrónico"
            type="email"
            required
            maxLength={FIELD_LIMITS.workWithUs.email}
            autoComplete="email"
          />
          <FormTextField
            control={form.control}
            name="vacant"
            label="Vacante a la que aspiras"
            required
            maxLength={FIELD_LIMITS.workWithUs.vacant}
            hint="Por ejemplo: asesor comercial, auxiliar contable."
          />
        </Box>
        <FormTextField
          control={form.control}
          name="aboutYou"
          label="Cuéntanos sobre ti"
          required
          multiline
          rows={4}
          maxLength={FIELD_LIMITS.workWithUs.aboutYou}
          counter
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
        <ConsentCheckbox control={form.control} name="consent" consent={WORK_WITH_US_CONSENT} />
        <FormCaptchaField control={form.control} name="captcha" ref={captcha} />
        <UploadProgress progress={progress} />
        <FormErrorAlert message={submit.failure} />
        <Box>
          <SubmitButton sending={submit.isPending} sx={{ width: { xs: '100%', sm: 'auto' } }} />
        </Box>
      </Stack>
      <FormSuccessDialog
        open={submit.isSuccess}
        detail="Recibimos tu hoja de vida. Te enviamos una confirmación a tu correo; nuestro equipo de talento humano te contactará si tu perfil se ajusta a la vacante."
      />
    </Box>
  );
}
