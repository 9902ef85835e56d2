import {
  digitsOnly,
  FORM_MESSAGES,
  PROPERTY_CONTACT_CONSENT,
  propertyContactRequestSchema,
  type PropertyContactRequest,
  type PropertyContactRequestInput,
} from '@inmo/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CaptchaField, type CaptchaFieldHandle } from '../../../components/captcha/captcha-field';
import { useSendPropertyContact } from '../api/send-property-contact';
import { ConsentCheckbox } from './consent-checkbox';
import { submitErrorMessage } from './submit-error';

export const CONTACT_FORM_TITLE = 'SOLICITA TU ASESORÍA';
const MESSAGE_MAX = 200;

type Result = { kind: 'success' } | { kind: 'error'; message: string } | null;

/** Detail page form (spec §2): one POST through the request pipeline; the typed values survive a failure. */
export function PropertyContactForm({ propertyCode }: { propertyCode: string }) {
  const id = useId();
  const mutation = useSendPropertyContact();
  const captcha = useRef<CaptchaFieldHandle>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [result, setResult] = useState<Result>(null);
  const defaults: PropertyContactRequestInput = {
    fullname: '',
    cellphone: '',
    email: '',
    message: '',
    propertyCode,
    consent: false,
    captcha: '',
  };
  const form = useForm<PropertyContactRequestInput, unknown, PropertyContactRequest>({
    resolver: zodResolver(propertyContactRequestSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await mutation.mutateAsync({ body: values, idempotencyKey });
      setResult({ kind: 'success' });
      form.reset(defaults);
    } catch (error) {
      setResult({ kind: 'error', message: submitErrorMessage(error, form.setError) });
    } finally {
      // A captcha token verifies once, and a new attempt is a new submission.
      setIdempotencyKey(crypto.randomUUID());
      captcha.current?.reset();
    }
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
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
        <Stack spacing={1.75}>
          <TextField
            label="Nombre completo"
            required
            size="small"
            {...form.register('fullname')}
            error={Boolean(errors.fullname)}
            helperText={errors.fullname?.message}
            slotProps={{ htmlInput: { maxLength: 50, autoComplete: 'name' } }}
          />
          <Controller
            control={form.control}
            name="cellphone"
            render={({ field }) => (
              <TextField
                label="Celular"
                required
                size="small"
                value={field.value}
                onChange={(e) => field.onChange(digitsOnly(e.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.cellphone)}
                helperText={errors.cellphone?.message}
                slotProps={{
                  htmlInput: { maxLength: 10, inputMode: 'numeric', autoComplete: 'tel-national' },
                }}
              />
            )}
          />
          <TextField
            label="Correo electrónico"
            required
            size="small"
            type="email"
            {...form.register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            slotProps={{ htmlInput: { maxLength: 50, autoComplete: 'email' } }}
          />
          <TextField
            label="Mensaje"
            required
            multiline
            minRows={3}
            {...form.register('message')}
            error={Boolean(errors.message)}
            helperText={errors.message?.message ?? `${message.length}/${MESSAGE_MAX}`}
            slotProps={{
              htmlInput: { maxLength: MESSAGE_MAX },
              formHelperText: { sx: { textAlign: errors.message ? 'left' : 'right' } },
            }}
          />
          <Controller
            control={form.control}
            name="consent"
            render={({ field }) => (
              <ConsentCheckbox
                consent={PROPERTY_CONTACT_CONSENT}
                checked={field.value === true}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.consent?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="captcha"
            render={({ field }) => (
              <CaptchaField
                ref={captcha}
                onChange={(token) => field.onChange(token ?? '')}
                error={errors.captcha ? FORM_MESSAGES.captchaRequired : undefined}
              />
            )}
          />
          {result?.kind === 'success' && (
            <Alert severity="success" role="status">
              {FORM_MESSAGES.success}
            </Alert>
          )}
          {result?.kind === 'error' && (
            <Alert severity="error" role="alert">
              {result.message}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar'}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
