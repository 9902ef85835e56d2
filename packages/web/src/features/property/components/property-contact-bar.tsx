import { digitsOnly, formatCop, GESTION, type Advisor } from '@inmo/contracts';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAcceptedTreatmentData } from '~/features/property/hooks/use-accepted-treatment-data';
import { loadedWhenOpened } from '~/lib/loaded-when-opened';
import { BAR_BUTTON_SX, ContactLinks } from './contact-links';

const PropertyContactDialog = loadedWhenOpened(() =>
  import('./property-contact-dialog').then((m) => m.PropertyContactDialog),
);

interface PropertyContactBarProps {
  advisor: Advisor | null;
  propertyCode: string;
  price: number;
  gestionId: number;
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
      <PropertyContactDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        advisor={advisor}
        propertyCode={propertyCode}
        accepted={accepted}
        onAccepted={accept}
      />
    </>
  );
}
