import type { Advisor } from '@inmo/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone } from '~/features/property/lib/format-phone';
import { AdvisorConsentForm } from './advisor-card';
import { ContactLinks } from './contact-links';

const TITLE_ID = 'barra-contacto-titulo';

interface PropertyContactDialogProps {
  open: boolean;
  onClose: () => void;
  advisor: Advisor;
  propertyCode: string;
  /** Whether the visitor has accepted the data treatment: the links, else the consent form first. */
  accepted: boolean;
  onAccepted: () => void;
}

/** The contact bar's first 'Llamar' or 'WhatsApp': the data-treatment consent (spec §4), then the links. */
export function PropertyContactDialog({
  open,
  onClose,
  advisor,
  propertyCode,
  accepted,
  onAccepted,
}: PropertyContactDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth>
      <DialogTitle id={TITLE_ID}>Contactar a {advisor.name}</DialogTitle>
      <DialogContent>
        {accepted ? (
          <Stack spacing={1.5}>
            <Typography variant="body2">
              Listo. Llama al {formatPhone(advisor.cellphone)} o escríbele por WhatsApp.
            </Typography>
            <Stack direction="row" spacing={1}>
              <ContactLinks cellphone={advisor.cellphone} propertyCode={propertyCode} fullWidth />
            </Stack>
          </Stack>
        ) : (
          <AdvisorConsentForm propertyCode={propertyCode} onAccepted={onAccepted} />
        )}
      </DialogContent>
    </Dialog>
  );
}
