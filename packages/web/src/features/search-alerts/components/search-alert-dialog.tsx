import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_MESSAGES,
  describeSearch,
  FIELD_LIMITS,
  SEARCH_ALERT_CONSENT,
  type SearchAlertRequest,
  type SearchAlertRequestInput,
  searchAlertRequestSchema,
} from '@inmo/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import type { CaptchaFieldHandle } from '~/components/captcha/captcha-field';
import { FormClosing } from '~/components/forms/form-closing';
import { FormCaptchaField } from '~/components/forms/form-captcha-field';
import { RequiredFieldsNote } from '~/components/forms/form-page-layout';
import { EmailField } from '~/components/forms/email-field';
import { PostForm } from '~/components/forms/post-form';
import { SubmitButton } from '~/components/forms/submit-button';
import { useFormMutation } from '~/components/forms/use-form-mutation';
import { useNeighbourhoods } from '~/lib/get-neighbourhoods';
import type { SearchFilter } from '~/lib/search-filter';
import { createSearchAlert } from '~/features/search-alerts/api/create-search-alert';

type Input = SearchAlertRequestInput;
type Output = SearchAlertRequest;

interface SearchAlertDialogProps {
  open: boolean;
  onClose: () => void;
  /** The search on screen. */
  filter: SearchFilter;
  /** Its address, as the alert keeps it (alert-query.ts). */
  query: string;
}

/**
 * 'Recibir alertas de esta búsqueda' (issue 21 §2): an address, a frequency, the consent for this purpose
 * alone and the captcha; the gateway mails a confirmation link and sends nothing else until it is opened.
 * Full screen on phones. Loaded when the button is first used (search-alert-button.tsx).
 */
export function SearchAlertDialog({ open, onClose, filter, query }: SearchAlertDialogProps) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  // The neighbourhood's name when the filter panel has loaded the city's (or once asked here).
  const neighbourhoods = useNeighbourhoods(filter.barrio ? filter.ciudad : 0);
  const neighbourhood = neighbourhoods.data?.find((n) => n.id === filter.barrio)?.name;
  // The last address an alert was created with: the next search's form starts with it.
  const [email, setEmail] = useState('');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-search`}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: '1.25rem' }}>
        {ALERT_MESSAGES.title}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label="Cerrar" sx={{ position: 'absolute', top: 10, right: 10 }}>
        <CloseIcon />
      </IconButton>
      {/* A new search is a new form: its own consent and captcha. */}
      <SearchAlertForm
        key={query}
        query={query}
        description={describeSearch(filter, neighbourhood)}
        descriptionId={`${titleId}-search`}
        formLabelId={titleId}
        defaultEmail={email}
        onCreated={setEmail}
        onClose={onClose}
      />
    </Dialog>
  );
}

interface SearchAlertFormProps {
  query: string;
  description: string;
  descriptionId: string;
  formLabelId: string;
  defaultEmail: string;
  onCreated: (email: string) => void;
  onClose: () => void;
}

function SearchAlertForm({
  query,
  description,
  descriptionId,
  formLabelId,
  defaultEmail,
  onCreated,
  onClose,
}: SearchAlertFormProps) {
  const captcha = useRef<CaptchaFieldHandle>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(searchAlertRequestSchema),
    defaultValues: { email: defaultEmail, frequency: 'diaria', query, consent: false, captcha: '' },
    mode: 'onTouched',
  });
  const submit = useFormMutation({
    form,
    captcha,
    failureMessage: ALERT_MESSAGES.failure,
    send: (values, { idempotencyKey }) => createSearchAlert(values, idempotencyKey),
    onSuccess: (_created, values) => onCreated(values.email),
  });
  // The search itself has no field: a refusal of it is said above the fields.
  const searchError = form.formState.errors.query?.message;

  const followed = (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: '12px', px: 2, py: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        Búsqueda que vas a seguir
      </Typography>
      <Typography id={descriptionId} sx={{ fontWeight: 600 }}>
        {description}
      </Typography>
    </Box>
  );

  if (submit.isSuccess) {
    return (
      <>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2.5}>
            {followed}
            <Alert
              severity="success"
              role="status"
              icon={<MarkEmailReadOutlinedIcon fontSize="inherit" />}
              sx={{ fontSize: '1rem' }}
            >
              {ALERT_MESSAGES.created}
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" size="large" onClick={onClose} autoFocus>
            Entendido
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <PostForm
      onSubmit={submit.onSubmit}
      aria-labelledby={formLabelId}
      // DialogContent scrolls between the title and the buttons.
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.25}>
          {followed}
          <Typography color="text.secondary">{ALERT_MESSAGES.intro}</Typography>
          {searchError && searchError !== submit.failure && (
            <Alert severity="warning" role="alert">
              {searchError}
            </Alert>
          )}
          <RequiredFieldsNote />
          <EmailField
            control={form.control}
            name="email"
            required
            maxLength={FIELD_LIMITS.searchAlert.email}
          />
          <FrequencyChoice control={form.control} />
          <FormClosing control={form.control} consent={SEARCH_ALERT_CONSENT} failure={submit.failure}>
            <FormCaptchaField control={form.control} name="captcha" ref={captcha} eager />
          </FormClosing>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose}>Cancelar</Button>
        <SubmitButton sending={submit.isPending} label="Crear alerta" sendingLabel="Creando alerta..." />
      </DialogActions>
    </PostForm>
  );
}

/** 'Diaria' or 'Semanal (los lunes)'. */
function FrequencyChoice({ control }: { control: Control<Input, unknown, Output> }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'frequency' });
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={`${id}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
        ¿Cada cuánto quieres recibirla?
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {ALERT_FREQUENCIES.map((frequency, index) => (
          <FormControlLabel
            key={frequency}
            value={frequency}
            label={ALERT_FREQUENCY_LABELS[frequency]}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
