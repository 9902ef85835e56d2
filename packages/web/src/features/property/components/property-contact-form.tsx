import {
  FIELD_LIMITS,
  FORM_ERROR_MESSAGES,
  PROPERTY_CONTACT_CONSENT,
  type PropertyContactRequest,
  type PropertyContactRequestInput,
  propertyContactRequestSchema,
} from '@inmo/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { ConsentCheckbox } from '~/components/forms/consent-checkbox';
import { CellphoneField } from '~/components/forms/cellphone-field';
import { FormErrorAlert } from '~/components/forms/form-alerts';
import { FormSuccessDialog } from '~/components/forms/form-success-dialog';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { FormTextField } from '~/components/forms/form-text-field';
import { SubmitButton } from '~/components/forms/submit-button';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { sendPropertyContact } from '~/features/property/api/send-property-contact';

export const CONTACT_FORM_TITLE = 'SOLICITA TU ASESORÍA';

/** Detail page form (spec §2): one POST through the request pipeline, 'Envio exitoso', then the home page. */
export function PropertyContactForm({ propertyCode }: { propertyCode: string }) {
  const id = useId();
  const captcha = useRef<CaptchaFieldHandle>(null);
  const form = useForm<PropertyContactRequestInput, unknown, PropertyContactRequest>({
    resolver: zodResolver(propertyContactRequestSchema),
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
        Déjanos tus datos y un asesor te contactará sobre el inmueble {propertyCode}.
      </Typography>
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={submit.onSubmit}
        aria-labelledby={`${id}-title`}
      >
        <Stack spacing={1.75}>
          <FormTextField
            control={form.control}
            name="fullname"
            label="Nombre completo"
            required
            size="small"
            maxLength={FIELD_LIMITS.propertyContact.fullname}
            autoComplete="name"
          />
          <CellphoneField control={form.control} name="cellphone" label="Celular" required size="small" />
          <FormTextField
            control={form.control}
            name="email"
            label="Correo electrónico"
            type="email"
            required
            size="small"
            maxLength={FIELD_LIMITS.propertyContact.email}
            autoComplete="email"
          />
          <FormTextField
            control={form.control}
            name="message"
            label="Mensaje"
            required
            multiline
            rows={4}
            maxLength={FIELD_LIMITS.propertyContact.message}
            counter
          />
          <ConsentCheckbox control={form.control} name="consent" consent={PROPERTY_CONTACT_CONSENT} />
          <FormCaptchaField control={form.control} name="captcha" ref={captcha} />
          <FormErrorAlert message={submit.failure} />
          <SubmitButton sending={submit.isPending} label="Enviar" />
        </Stack>
      </Box>
      <FormSuccessDialog
        open={submit.isSuccess}
        detail={`Recibimos tu solicitud sobre el inmueble ${propertyCode}. Te enviamos una confirmación a tu correo y un asesor te contactará pronto.`}
      />
    </Paper>
  );
}
