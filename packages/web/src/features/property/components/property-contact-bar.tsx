import {
  advisorWhatsappText,
  digitsOnly,
  formatCop,
  GESTION,
  whatsappUrl,
  type Advisor,
} from '@inmo/contracts';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useAcceptedTreatmentData } from '~/features/property/hooks/use-accepted-treatment-data';
import { AdvisorConsentForm, formatPhone } from './advisor-card';

interface PropertyContactBarProps {
  advisor: Advisor | null;
  propertyCode: string;
  price: number;
  gestionId: number;
}

/** Compact enough that the price beside them keeps its one line on a 360 px phone; icons go below that. */
const BAR_BUTTON_SX = {
  minHeight: 44,
  px: 1,
  flexShrink: 0,
  '& .MuiButton-startIcon': { mr: 0.5 },
  '@media (max-width: 359.95px)': { '& .MuiButton-startIcon': { display: 'none' } },
} as const;

/** 'Llamar' and 'WhatsApp' to the advisor: real links once the data treatment is accepted. */
function ContactLinks({
  phone,
  propertyCode,
  fullWidth = false,
}: {
  phone: string;
  propertyCode: string;
  /** In the dialog: the two share its width, and 'Llamar' takes the focus from the form they replace. */
  fullWidth?: boolean;
}) {
  const sx = fullWidth ? { ...BAR_BUTTON_SX, flex: '1 1 0', minWidth: 0 } : BAR_BUTTON_SX;
  const call = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (fullWidth) call.current?.focus();
  }, [fullWidth]);
  return (
    <>
      <Button
        component="a"
        href={`tel:+57${phone}`}
        variant="outlined"
        startIcon={<PhoneOutlinedIcon />}
        fullWidth={fullWidth}
        ref={call}
        sx={{ ...sx, bgcolor: 'background.paper' }}
      >
        Llamar
      </Button>
      <Button
        component="a"
        href={whatsappUrl(phone, advisorWhatsappText(propertyCode))}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        color="secondary"
        startIcon={<WhatsAppIcon />}
        fullWidth={fullWidth}
        sx={sx}
      >
        WhatsApp
      </Button>
    </>
  );
}

/**
 * On phones, the advisor card is screens below: a bar fixed at the bottom of the listing keeps the price,
 * 'Llamar' and 'WhatsApp' (the advisor's number, the spec's prefilled text) at hand. Like the card's
 * 'Contactar Asesor', the first contact asks for the data-treatment consent (spec §4) before the links.
 */
export function PropertyContactBar({ advisor, propertyCode, price, gestionId }: PropertyContactBarProps) {
  const [accepted, accept] = useAcceptedTreatmentData();
  const [dialogOpen, setDialogOpen] = useState(false);
  if (!advisor) return null;
  const phone = digitsOnly(advisor.cellphone);
  const titleId = 'barra-contacto-titulo';

  return (
    <>
      {/* Room at the end of the page, so the bar never hides the footer's last line. */}
      <Box aria-hidden sx={{ display: { xs: 'block', md: 'none' }, height: 76 }} />
      <Paper
        component="aside"
        aria-label="Contactar al asesor"
        elevation={8}
        data-testid="barra-contacto"
        square
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          alignItems: 'center',
          gap: 0.75,
          px: 1.5,
          py: 1.25,
          pb: 'max(10px, env(safe-area-inset-bottom))',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            sx={{
              fontWeight: 800,
              color: 'primary.main',
              lineHeight: 1.2,
              fontVariantNumeric: 'tabular-nums',
              // A sale price of ten digits still fits beside the two buttons on a 375 px phone.
              fontSize: 'clamp(0.8125rem, 3.6vw, 1rem)',
              whiteSpace: 'nowrap',
            }}
          >
            {formatCop(price)}
          </Typography>
          {gestionId === GESTION.ARRIENDO && (
            <Typography variant="caption" color="text.secondary">
              / mes
            </Typography>
          )}
        </Box>
        {accepted ? (
          <ContactLinks phone={phone} propertyCode={propertyCode} />
        ) : (
          <>
            <Button
              variant="outlined"
              startIcon={<PhoneOutlinedIcon />}
              onClick={() => setDialogOpen(true)}
              aria-haspopup="dialog"
              sx={{ ...BAR_BUTTON_SX, bgcolor: 'background.paper' }}
            >
              Llamar
            </Button>
            <Button
              variant="contained"
              color="secondary"
              startIcon={<WhatsAppIcon />}
              onClick={() => setDialogOpen(true)}
              aria-haspopup="dialog"
              sx={BAR_BUTTON_SX}
            >
              WhatsApp
            </Button>
          </>
        )}
      </Paper>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>Contactar a {advisor.name}</DialogTitle>
        <DialogContent>
          {accepted ? (
            <Stack spacing={1.5}>
              <Typography variant="body2">
                Listo. Llama al {formatPhone(advisor.cellphone)} o escríbele por WhatsApp.
              </Typography>
              <Stack direction="row" spacing={1}>
                <ContactLinks phone={phone} propertyCode={propertyCode} fullWidth />
              </Stack>
            </Stack>
          ) : (
            <AdvisorConsentForm propertyCode={propertyCode} onAccepted={accept} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
