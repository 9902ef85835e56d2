import type { Advisor } from '@inmo/contracts';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { advisorLinks } from '~/features/property/lib/advisor-links';
import { formatPhone } from '~/features/property/lib/format-phone';

interface AdvisorContactMenuProps {
  id: string;
  /** The id of the button that opens it. */
  labelledBy: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  advisor: Advisor;
  propertyCode: string;
}

/** 'Llamar' and 'WhatsApp' to the advisor, once the data treatment is accepted (AdvisorCard's 'Contactar Asesor'). */
export function AdvisorContactMenu({
  id,
  labelledBy,
  anchorEl,
  open,
  onClose,
  advisor,
  propertyCode,
}: AdvisorContactMenuProps) {
  const links = advisorLinks(advisor.cellphone, propertyCode);
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <MenuItem component="a" href={links.call} onClick={onClose}>
        <ListItemIcon>
          <PhoneOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Llamar" secondary={formatPhone(advisor.cellphone)} />
      </MenuItem>
      <MenuItem
        component="a"
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
      >
        <ListItemIcon>
          <WhatsAppIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="WhatsApp" secondary="Escríbele al asesor" />
      </MenuItem>
    </Menu>
  );
}
