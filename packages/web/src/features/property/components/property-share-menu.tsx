import { SITE } from '@inmo/contracts';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import Tooltip from '@mui/material/Tooltip';

/** The three share targets of the detail page (spec §2), each carrying the page's URL. */
export function shareTargets(url: string, title: string) {
  return [
    {
      key: 'whatsapp',
      label: 'WhatsApp',
      Icon: WhatsAppIcon,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    {
      key: 'facebook',
      label: 'Facebook',
      Icon: FacebookIcon,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      key: 'correo',
      label: 'Correo',
      Icon: EmailOutlinedIcon,
      href: `mailto:${SITE.emails.marketing}?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
    },
  ] as const;
}

export function PropertyShareMenu({ title }: { title: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  // Only read once the menu is open: the page may be rendered on the server, where there is no window.
  const url = anchor ? window.location.href : '';
  return (
    <>
      <Tooltip title="Compartir">
        <IconButton
          id={`${id}-button`}
          aria-label="Compartir inmueble"
          aria-haspopup="menu"
          aria-controls={anchor ? `${id}-menu` : undefined}
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'common.white' } }}
        >
          <ShareOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {shareTargets(url, title).map(({ key, label, Icon, href }) => (
          <MenuItem
            key={key}
            component="a"
            href={href}
            target={key === 'correo' ? undefined : '_blank'}
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
