import { formatCop, GESTION, type Advisor } from '@inmo/contracts';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useAcceptedTreatmentData } from '~/features/property/hooks/use-accepted-treatment-data';
import { loadedWhenOpened } from '~/lib/loaded-when-opened';
import { BAR_BUTTON_SX, ContactLinks } from './contact-links';

const PropertyContactDialog = loadedWhenOpened(() =>
  import('./property-contact-dialog').then((m) => m.PropertyContactDialog),
);

/** Room at the end of the page on a phone, so the bar never hides the footer's last line. */
const BarRoom = styled('div')(({ theme }) => ({
  height: 76,
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

/** The bar (an elevated, square Paper's look) and its price; one styled element for its plain parts. */
const Bar = styled('aside')(({ theme }) => ({
  display: 'flex',
  [theme.breakpoints.up('md')]: { display: 'none' },
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: theme.zIndex.appBar,
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(1.25, 1.5),
  paddingBottom: 'max(10px, env(safe-area-inset-bottom))',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[8],
  borderTop: `1px solid ${theme.palette.divider}`,
  '& .bar-price': { minWidth: 0, flexGrow: 1 },
  '& .bar-price > p': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 800,
    color: theme.palette.primary.main,
    lineHeight: 1.2,
    fontVariantNumeric: 'tabular-nums',
    // A sale price of ten digits still fits beside the two buttons on a 375 px phone.
    fontSize: 'clamp(0.8125rem, 3.6vw, 1rem)',
    whiteSpace: 'nowrap',
  },
  '& .bar-price > span': { ...theme.typography.caption, color: theme.palette.text.secondary },
}));

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

  return (
    <>
      <BarRoom aria-hidden />
      <Bar aria-label="Contactar al asesor" data-testid="barra-contacto">
        <div className="bar-price">
          <p>{formatCop(price)}</p>
          {gestionId === GESTION.ARRIENDO && <span>/ mes</span>}
        </div>
        {accepted ? (
          <ContactLinks cellphone={advisor.cellphone} propertyCode={propertyCode} />
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
      </Bar>
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
