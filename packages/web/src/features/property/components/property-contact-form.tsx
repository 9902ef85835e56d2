import {
  FIELD_LIMITS,
  FORM_ERROR_MESSAGES,
  PROPERTY_CONTACT_CONSENT,
  type PropertyContactRequest,
  type PropertyContactRequestInput,
} from '@inmo/contracts';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { FormClosing } from '~/components/forms/form-closing';
import { FormSuccessDialog } from '~/components/forms/lazy-form-success-dialog';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { lazyResolver } from '~/components/forms/lazy-resolver';
import { TextAreaField } from '~/components/forms/form-text-field';
import { NameAndCellphoneFields } from '~/components/forms/name-and-cellphone-fields';
import { PostForm } from '~/components/forms/post-form';
import { SubmitButton } from '~/components/forms/submit-button';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { sendPropertyContact } from '~/features/property/api/send-property-contact';

export const CONTACT_FORM_TITLE = 'SOLICITA TU ASESORÍA';

const PROPERTY_CONTACT_RESOLVER = lazyResolver<PropertyContactRequestInput, PropertyContactRequest>(() =>
  import('~/features/property/lib/property-contact-form.schema').then((m) => m.propertyContactFormResolver),
);

/** Detail page form (spec §2): one POST through the request pipeline, 'Envio exitoso', then the home page. */
export function PropertyContactForm({ propertyCode }: { propertyCode: string }) {
  const id = useId();
  const captcha = useRef<CaptchaFieldHandle>(null);
  const form = useForm<PropertyContactRequestInput, unknown, PropertyContactRequest>({
    resolver: PROPERTY_CONTACT_RESOLVER,
    defaultValues: {
      fullname: '',
      cellphone: '',
      email: '',
      message: '',
      propertyCode,
      consent: false,
      captcha: '',
    },
  });
  const submit = useFormMutation({
    form,
    captcha,
    failureMessage: FORM_ERROR_MESSAGES.record,
    send: (body, { idempotencyKey }) => sendPropertyContact(body, idempotencyKey),
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2.5, md: 3 } }}
    >
      <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: 0.5, color: 'primary.main' }}>
        {CONTACT_FORM_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Déjanos tus datos y un asesor te contactará sobre el inmueble{' '}
        {/* A code is one word: never '919-' on a line and '2202' on the next. */}
        <span style={{ whiteSpace: 'nowrap' }}>{propertyCode}</span>.
      </Typography>
      <PostForm onSubmit={submit.onSubmit} aria-labelledby={`${id}-title`}>
        <Stack spacing={1.75}>
          <NameAndCellphoneFields
            control={form.control}
            nameLabel="Nombre completo"
            nameMaxLength={FIELD_LIMITS.propertyContact.fullname}
            emailMaxLength={FIELD_LIMITS.propertyContact.email}
            size="small"
          />
          <TextAreaField
            control={form.control}
            name="message"
            label="Mensaje"
            required
            maxLength={FIELD_LIMITS.propertyContact.message}
          />
          <FormClosing control={form.control} consent={PROPERTY_CONTACT_CONSENT} failure={submit.failure}>
            <FormCaptchaField control={form.control} name="captcha" ref={captcha} />
          </FormClosing>
          <SubmitButton sending={submit.isPending} label="Enviar" />
        </Stack>
      </PostForm>
      <FormSuccessDialog
        open={submit.isSuccess}
        detail={`Recibimos tu solicitud sobre el inmueble ${propertyCode}. Te enviamos una confirmación a tu correo y un asesor te contactará pronto.`}
      />
    </Paper>
  );
}
