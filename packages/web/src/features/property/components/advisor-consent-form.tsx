import {
  ADVISOR_CONSENT,
  type AdvisorConsentRequest,
  type AdvisorConsentRequestInput,
  FIELD_LIMITS,
  FORM_ERROR_MESSAGES,
} from '@inmo/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormClosing } from '~/components/forms/form-closing';
import { lazyResolver } from '~/components/forms/lazy-resolver';
import { NameAndCellphoneFields } from '~/components/forms/name-and-cellphone-fields';
import { PostForm } from '~/components/forms/post-form';
import { SubmitButton } from '~/components/forms/submit-button';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { sendAdvisorConsent } from '~/features/property/api/send-advisor-consent';

const ADVISOR_CONSENT_RESOLVER = lazyResolver<AdvisorConsentRequestInput, AdvisorConsentRequest>(() =>
  import('~/features/property/lib/advisor-consent-form.schema').then((m) => m.advisorConsentFormResolver),
);

export interface AdvisorConsentFormProps {
  propertyCode: string;
  onAccepted: () => void;
}

/** The small data-treatment form shown before the first advisor contact (name up to 100, cellphone, consent). */
export default function AdvisorConsentForm({ propertyCode, onAccepted }: AdvisorConsentFormProps) {
  const form = useForm<AdvisorConsentRequestInput, unknown, AdvisorConsentRequest>({
    resolver: ADVISOR_CONSENT_RESOLVER,
    defaultValues: { fullname: '', cellphone: '', propertyCode, consent: false },
  });
  const submit = useFormMutation({
    form,
    failureMessage: FORM_ERROR_MESSAGES.record,
    send: (body, { idempotencyKey }) => sendAdvisorConsent(body, idempotencyKey),
    onSuccess: onAccepted,
  });

  return (
    <PostForm onSubmit={submit.onSubmit} aria-label="Autorización para contactar al asesor">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Antes de contactar al asesor, déjanos tus datos y autoriza su tratamiento.
      </Typography>
      <Stack spacing={1.5}>
        <NameAndCellphoneFields
          control={form.control}
          nameLabel="Nombre completo"
          nameMaxLength={FIELD_LIMITS.advisorConsent.fullname}
          size="small"
        />
        <FormClosing control={form.control} consent={ADVISOR_CONSENT} failure={submit.failure} />
        <SubmitButton sending={submit.isPending} label="Continuar" size="medium" />
      </Stack>
    </PostForm>
  );
}
