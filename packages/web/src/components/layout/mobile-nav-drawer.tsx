import { SITE, whatsappUrl } from '@inmo/contracts';
import CloseIcon from '@mui/icons-material/Close';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import { NavLink } from 'react-router';
import { ALL_NAV, SERVICE_NAV, type NavItem } from '~/config/navigation';
import { BrandLogo } from './brand-logo';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
}

const serviceLinks = new Set(SERVICE_NAV.map((i) => i.to));

function NavList({ items, onClose }: { items: readonly NavItem[]; onClose: () => void }) {
  return items.map((item) => (
    <ListItemButton
      key={item.to}
      component={NavLink}
      to={item.to}
      end
      onClick={onClose}
      sx={{
        borderRadius: 2,
        mx: 1,
        minHeight: 44,
        '&.active': { bgcolor: 'primary.light', color: 'common.white' },
        '&.active:hover': { bgcolor: 'primary.main' },
      }}
    >
      <ListItemText primary={item.label} slotProps={{ primary: { fontWeight: 600 } }} />
    </ListItemButton>
  ));
}

/** Phone and tablet menu with every part of the site. */
export function MobileNavDrawer({ open, onClose }: MobileNavDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menú', sx: { width: { xs: '88%', sm: 360 } } } }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1.5 }}>
        <BrandLogo sx={{ height: 34 }} />
        <IconButton onClick={onClose} aria-label="Cerrar menú">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Menú del sitio" sx={{ overflowY: 'auto' }}>
        {/* The items are links, not <li>: div lists keep the list semantics valid (axe 'list'). */}
        <List component="div">
          <NavList items={ALL_NAV.filter((i) => !serviceLinks.has(i.to))} onClose={onClose} />
        </List>
        <List
          component="div"
          subheader={
            <ListSubheader component="div" disableSticky>
              Servicio al cliente
            </ListSubheader>
          }
        >
          <NavList items={SERVICE_NAV} onClose={onClose} />
        </List>
      </Box>
      <Stack spacing={1} sx={{ p: 2, mt: 'auto', borderTop: 1, borderColor: 'divider' }}>
        <Button variant="outlined" href={`tel:${SITE.phone.tel}`} startIcon={<PhoneOutlinedIcon />}>
          Llamar {SITE.phone.display}
        </Button>
        <Button
          variant="contained"
          href={whatsappUrl(SITE.whatsapp.number)}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<WhatsAppIcon />}
        >
          Escríbenos por WhatsApp
        </Button>
      </Stack>
    </Drawer>
  );
}
