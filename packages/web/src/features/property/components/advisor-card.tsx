import {
  ADVISOR_CONSENT,
  advisorConsentRequestSchema,
  advisorWhatsappText,
  digitsOnly,
  FORM_ERROR_MESSAGES,
  whatsappUrl,
  type Advisor,
  type AdvisorConsentRequest,
  type AdvisorConsentRequestInput,
} from '@inmo/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsentCheckbox } from '../../forms/components/consent-checkbox';
import { DigitsField } from '../../forms/components/digits-field';
import { FormErrorAlert } from '../../forms/components/form-alerts';
import { FormTextField } from '../../forms/components/form-text-field';
import { SubmitButton } from '../../forms/components/submit-button';
import { useFormSubmit } from '../../forms/hooks/use-form-submit';
import { useSendAdvisorConsent } from '../api/send-advisor-consent';
import { useAcceptedTreatmentData } from '../hooks/use-accepted-treatment-data';

/** Shipped picture for advisors without a photo, or whose photo fails to load (spec §2). */
export const DEFAULT_ADVISOR_PHOTO = '/img/asesor-default.svg';

export function formatPhone(phone: string): string {
  const d = digitsOnly(phone);
  return d.length === 10 ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : phone;
}

function AdvisorPhoto({ advisor }: { advisor: Advisor }) {
  const [src, setSrc] = useState(advisor.photoUrl ?? DEFAULT_ADVISOR_PHOTO);
  return (
    <Box
      component="img"
      src={src}
      alt={`Foto de ${advisor.name}`}
      width={72}
      height={72}
      loading="lazy"
      onError={() => setSrc(DEFAULT_ADVISOR_PHOTO)}
      sx={{
        width: 72,
        height: 72,
        borderRadius: '50%',
        objectFit: 'cover',
        flexShrink: 0,
        bgcolor: 'primary.light',
      }}
    />
  );
}

interface ConsentFormProps {
  propertyCode: string;
  onAccepted: () => void;
}

/** The small data-treatment form shown before the first advisor contact (name up to 100, cellphone, consent). */
export function AdvisorConsentForm({ propertyCode, onAccepted }: ConsentFormProps) {
  const mutation = useSendAdvisorConsent();
  const form = useForm<AdvisorConsentRequestInput, unknown, AdvisorConsentRequest>({
    resolver: zodResolver(advisorConsentRequestSchema),
    defaultValues: { fullname: '', cellphone: '', propertyCode, consent: false },
  });
  const submit = useFormSubmit({
    form,
    failureMessage: FORM_ERROR_MESSAGES.record,
    send: (body, { idempotencyKey }) => mutation.mutateAsync({ body, idempotencyKey }),
    onSuccess: onAccepted,
  });

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={submit.onSubmit}
      aria-label="Autorización para contactar al asesor"
    >
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Antes de contactar al asesor, déjanos tus datos y autoriza su tratamiento.
      </Typography>
      <Stack spacing={1.5}>
        <FormTextField
          control={form.control}
          name="fullname"
          label="Nombre completo"
          required
          size="small"
          maxLength={100}
          autoComplete="name"
        />
        <DigitsField
          control={form.control}
          name="cellphone"
          label="Celular"
          required
          size="small"
          maxLength={10}
          autoComplete="tel-national"
        />
        <ConsentCheckbox control={form.control} name="consent" consent={ADVISOR_CONSENT} />
        <FormErrorAlert message={submit.error} />
        <SubmitButton sending={submit.sending} label="Continuar" size="medium" />
      </Stack>
    </Box>
  );
}

export function AdvisorCard({ advisor, propertyCode }: { advisor: Advisor | null; propertyCode: string }) {
  const [accepted, accept] = useAcceptedTreatmentData();
  const [formOpen, setFormOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  // The menu waits for the form to fold away: opened while the page still moves, it is placed by the
  // button's old position (it opened over the header on phones).
  const menuAfterForm = useRef(false);
  const id = useId();

  if (!advisor) return null;
  const phone = digitsOnly(advisor.cellphone);

  const onContact = () => {
    if (accepted) setMenuOpen(true);
    else setFormOpen((open) => !open);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2.5 }}>
      <Typography id={`${id}-title`} variant="overline" color="text.secondary" component="h2">
        Tu asesor
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1, mb: 2 }}>
        <AdvisorPhoto advisor={advisor} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="p">
            {advisor.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Asesor inmobiliario
          </Typography>
        </Box>
      </Stack>
      <Button
        ref={setAnchorEl}
        id={`${id}-button`}
        fullWidth
        variant="contained"
        color="secondary"
        startIcon={<SupportAgentOutlinedIcon />}
        onClick={onContact}
        aria-haspopup={accepted ? 'menu' : undefined}
        aria-expanded={accepted ? menuOpen : formOpen}
        aria-controls={accepted ? (menuOpen ? `${id}-menu` : undefined) : `${id}-form`}
      >
        Contactar Asesor
      </Button>
      <Collapse
        in={formOpen && !accepted}
        id={`${id}-form`}
        unmountOnExit
        onExited={() => {
          if (!menuAfterForm.current) return;
          menuAfterForm.current = false;
          // In the middle of the screen: at its edge the button could sit under the sticky header.
          anchorEl?.scrollIntoView?.({ block: 'center' });
          setMenuOpen(true);
        }}
      >
        <Box sx={{ pt: 2 }}>
          <AdvisorConsentForm
            propertyCode={propertyCode}
            onAccepted={() => {
              menuAfterForm.current = true;
              accept();
              setFormOpen(false);
            }}
          />
        </Box>
      </Collapse>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchorEl}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <MenuItem component="a" href={`tel:+57${phone}`} onClick={() => setMenuOpen(false)}>
          <ListItemIcon>
            <PhoneOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Llamar" secondary={formatPhone(advisor.cellphone)} />
        </MenuItem>
        <MenuItem
          component="a"
          href={whatsappUrl(phone, advisorWhatsappText(propertyCode))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setMenuOpen(false)}
        >
          <ListItemIcon>
            <WhatsAppIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="WhatsApp" secondary="Escríbele al asesor" />
        </MenuItem>
      </Menu>
    </Paper>
  );
}
