import {
  CONTACT_CONSENT,
  type ContactRequest,
  type ContactRequestInput,
  FIELD_LIMITS,
  FORM_ERROR_MESSAGES,
} from '@inmo/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormSuccessAlert } from '~/components/forms/form-alerts';
import { FormClosing } from '~/components/forms/form-closing';
import { FormSuccessDialog } from '~/components/forms/lazy-form-success-dialog';
import { lazyResolver } from '~/components/forms/lazy-resolver';
import { FormColumns, RequiredFieldsNote } from '~/components/forms/form-page-layout';
import { EmailField } from '~/components/forms/email-field';
import { TextAreaField } from '~/components/forms/form-text-field';
import { NameAndCellphoneFields } from '~/components/forms/name-and-cellphone-fields';
import { PostForm } from '~/components/forms/post-form';
import { SubmitRow } from '~/components/forms/submit-button';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { sendContact } from '~/features/contact/api/send-contact';

const CONTACT_RESOLVER = lazyResolver<ContactRequestInput, ContactRequest>(() =>
  import('~/features/contact/lib/contact-form.schema').then((m) => m.contactFormResolver),
);

const DEFAULTS: ContactRequestInput = {
  fullname: '',
  cellphone: '',
  email: '',
  message: '',
  consent: false,
  website: '',
};

interface ContactFormProps {
  /**
   * `page` (`/contacto/`): 'Envio exitoso' then back to the home page. `embedded` (inside another page):
   * the success shows in place and the form is emptied for a new message.
   */
  variant?: 'page' | 'embedded';
}

/** The basic contact form (spec §4): no captcha; the gateway rate-limits it and checks the honeypot. */
export function ContactForm({ variant = 'page' }: ContactFormProps) {
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: CONTACT_RESOLVER,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
  });
  const submit = useFormMutation({
    form,
    failureMessage: FORM_ERROR_MESSAGES.record,
    send: (values, { idempotencyKey }) => sendContact(values, idempotencyKey),
    onSuccess: () => {
      if (variant === 'embedded') form.reset(DEFAULTS);
    },
  });

  return (
    <PostForm onSubmit={submit.onSubmit} aria-label="Formulario de contacto">
      <RequiredFieldsNote />
      <Stack spacing={2.25}>
        <FormColumns>
          <NameAndCellphoneFields control={form.control} />
        </FormColumns>
        <EmailField
          control={form.control}
          name="email"
          maxLength={FIELD_LIMITS.contact.email}
          hint="Opcional: te confirmamos allí que recibimos tu mensaje."
        />
        <TextAreaField
          control={form.control}
          name="message"
          label="Mensaje"
          maxLength={FIELD_LIMITS.contact.message}
        />
        {/* Honeypot: hidden from people and assistive technology; bots that fill every field are refused. */}
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        >
          <label>
            No llenes este campo
            <input {...form.register('website')} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </Box>
        <FormClosing control={form.control} consent={CONTACT_CONSENT} failure={submit.failure} />
        {variant === 'embedded' && (
          <FormSuccessAlert
            show={submit.isSuccess && !form.formState.isDirty}
            detail="Recibimos tu mensaje; un asesor te contactará pronto."
          />
        )}
        <SubmitRow sending={submit.isPending} />
      </Stack>
      {variant === 'page' && (
        <FormSuccessDialog
          open={submit.isSuccess}
          detail="Recibimos tu mensaje. Un asesor te contactará pronto."
        />
      )}
    </PostForm>
  );
}
