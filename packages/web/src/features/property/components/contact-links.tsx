import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { advisorLinks } from '~/features/property/lib/advisor-links';

/** Compact enough that the price beside them keeps its one line on a 360 px phone; icons go below that. */
export const BAR_BUTTON_SX = {
  minHeight: 44,
  px: 1,
  flexShrink: 0,
  '& .MuiButton-startIcon': { mr: 0.5 },
  '@media (max-width: 359.95px)': { '& .MuiButton-startIcon': { display: 'none' } },
} as const;

/** 'Llamar' and 'WhatsApp' to the advisor: real links once the data treatment is accepted. */
export function ContactLinks({
  cellphone,
  propertyCode,
  fullWidth = false,
}: {
  /** The advisor's, as the catalog has it. */
  cellphone: string;
  propertyCode: string;
  /** In the dialog: the two share its width, and 'Llamar' takes the focus from the form they replace. */
  fullWidth?: boolean;
}) {
  const sx = fullWidth ? { ...BAR_BUTTON_SX, flex: '1 1 0', minWidth: 0 } : BAR_BUTTON_SX;
  const links = advisorLinks(cellphone, propertyCode);
  const call = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (fullWidth) call.current?.focus();
  }, [fullWidth]);
  return (
    <>
      <Button
        component="a"
        href={links.call}
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
        href={links.whatsapp}
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
