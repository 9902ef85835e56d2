import { SITE, whatsappUrl } from '@inmo/contracts';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRIMARY_NAV, PROMOTE_NAV, SERVICE_NAV } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { FavoritesButton } from '../../features/favorites/components/favorites-button';
import { MountWhenOpened } from '../mount-when-opened';
import { BrandLogo } from './brand-logo';
import { NavLinkButton } from './nav-link-button';

// Its code is fetched on the first tap: most visits never open it.
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);

const TOP_BAR_HEIGHT = 40;

const topLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  minHeight: 32,
  color: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 500,
} as const;

/** Contact channels and customer services; desktop only (the mobile drawer repeats them). */
function TopBar() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        bgcolor: 'primary.dark',
        color: 'common.white',
        '--focus-ring': (t) => t.palette.secondary.main,
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 3, height: TOP_BAR_HEIGHT }}>
        <Link href={`tel:${SITE.phone.tel}`} sx={topLinkSx}>
          <PhoneOutlinedIcon sx={{ fontSize: 18 }} aria-hidden /> {SITE.phone.display}
        </Link>
        <Link
          href={whatsappUrl(SITE.whatsapp.number)}
          target="_blank"
          rel="noopener noreferrer"
          sx={topLinkSx}
        >
          <WhatsAppIcon sx={{ fontSize: 18 }} aria-hidden /> WhatsApp {SITE.whatsapp.display}
        </Link>
        <Link
          href={`mailto:${SITE.emails.contact}`}
          sx={{ ...topLinkSx, display: { md: 'none', lg: 'inline-flex' } }}
        >
          <MailOutlineIcon sx={{ fontSize: 18 }} aria-hidden /> {SITE.emails.contact}
        </Link>
        <Box component="nav" aria-label="Servicio al cliente" sx={{ ml: 'auto' }}>
          <Stack component="ul" direction="row" spacing={2.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {SERVICE_NAV.map((item) => (
              <li key={item.to}>
                <Link component={RouterLink} to={item.to} sx={topLinkSx}>
                  {item.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <>
      {/* One banner landmark; sticky with the top bar's height as negative offset, so on desktop
          the contact strip scrolls away and the main bar stays. */}
      <Box
        component="header"
        sx={{ position: 'sticky', top: { xs: 0, md: -TOP_BAR_HEIGHT }, zIndex: (t) => t.zIndex.appBar }}
      >
        <TopBar />
        <Box
          sx={{
            bgcolor: 'rgba(255,255,255,0.96)',
            backdropFilter: 'blur(8px)',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Container maxWidth="lg">
            <Box sx={{ display: 'flex', alignItems: 'center', minHeight: { xs: 64, md: 76 }, gap: 1 }}>
              <Link
                component={RouterLink}
                to={PATHS.home}
                aria-label={`${SITE.name}, ir al inicio`}
                sx={{ mr: 2 }}
              >
                <BrandLogo sx={{ height: { xs: 36, md: 42 } }} alt="" />
              </Link>

              <Box component="nav" aria-label="Principal" sx={{ display: { xs: 'none', lg: 'block' } }}>
                <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {PRIMARY_NAV.map((item) => (
                    <li key={item.to}>
                      <NavLinkButton to={item.to}>{item.label}</NavLinkButton>
                    </li>
                  ))}
                </Stack>
              </Box>

              <Box sx={{ flexGrow: 1 }} />

              <Button
                component={RouterLink}
                to={PROMOTE_NAV.to}
                variant="contained"
                color="secondary"
                sx={{ display: { xs: 'none', md: 'inline-flex' }, mr: 1 }}
              >
                {PROMOTE_NAV.label}
              </Button>
              <FavoritesButton />
              <IconButton
                onClick={() => setMenuOpen(true)}
                aria-label="Abrir menú"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                edge="end"
                sx={{ display: { lg: 'none' }, color: 'text.primary' }}
              >
                <MenuIcon />
              </IconButton>
            </Box>
          </Container>
        </Box>
      </Box>
      <MountWhenOpened open={menuOpen}>
        <MobileNavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
