import { SITE, whatsappUrl } from '@inmo/contracts';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { lazy, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRIMARY_NAV, PROMOTE_NAV, SERVICE_NAV } from '~/config/navigation';
import { PATHS } from '~/config/paths';
import { MountWhenOpened } from '~/components/mount-when-opened';
import { BrandLogo } from './brand-logo';
import { NavLinkButton } from './nav-link-button';

// Its code is fetched on the first tap: most visits never open it.
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);

const TOP_BAR_HEIGHT = 40;

/**
 * One styled element whose nested rules style the header's plain parts (every page hydrates it first: a Box,
 * Stack or Link for each part had its styles worked out again at that hydration).
 */
const Header = styled('header')(({ theme }) => {
  const { up, down } = theme.breakpoints;
  const row = { listStyle: 'none', margin: 0, padding: 0, display: 'flex' } as const;
  return {
    position: 'sticky',
    top: 0,
    zIndex: theme.zIndex.appBar,
    // The contact strip scrolls away on desktop and the main bar stays.
    [up('md')]: { top: -TOP_BAR_HEIGHT },
    '& .header-top': {
      [down('md')]: { display: 'none' },
      backgroundColor: theme.palette.primary.dark,
      color: theme.palette.common.white,
      '--focus-ring': theme.palette.secondary.main,
      '& > div': { display: 'flex', alignItems: 'center', gap: theme.spacing(3), height: TOP_BAR_HEIGHT },
      '& a': {
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing(0.75),
        minHeight: 32,
        color: 'inherit',
        textDecoration: 'none',
        fontSize: '0.8125rem',
        fontWeight: 500,
        '&:hover': { textDecoration: 'underline' },
      },
      '& a > svg': { fontSize: 18 },
      '& a.header-mail': { [theme.breakpoints.only('md')]: { display: 'none' } },
      '& nav': { marginLeft: 'auto' },
      '& ul': { ...row, gap: theme.spacing(2.5) },
    },
    '& .header-main': {
      backgroundColor: 'rgba(255,255,255,0.96)',
      backdropFilter: 'blur(8px)',
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& .header-bar': {
      display: 'flex',
      alignItems: 'center',
      minHeight: 64,
      gap: theme.spacing(1),
      [up('md')]: { minHeight: 76 },
    },
    '& .header-home': {
      marginRight: theme.spacing(2),
      color: theme.palette.primary.main,
      textDecoration: 'none',
    },
    '& .header-nav': { [down('lg')]: { display: 'none' }, '& ul': { ...row, gap: theme.spacing(0.5) } },
    '& .header-space': { flexGrow: 1 },
  };
});

/** Contact channels and customer services; desktop only (the mobile drawer repeats them). */
function TopBar() {
  return (
    <div className="header-top">
      <Container maxWidth="lg">
        <a href={`tel:${SITE.phone.tel}`}>
          <PhoneOutlinedIcon aria-hidden /> {SITE.phone.display}
        </a>
        <a href={whatsappUrl(SITE.whatsapp.number)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon aria-hidden /> WhatsApp {SITE.whatsapp.display}
        </a>
        <a href={`mailto:${SITE.emails.contact}`} className="header-mail">
          <MailOutlineIcon aria-hidden /> {SITE.emails.contact}
        </a>
        <nav aria-label="Servicio al cliente">
          <ul>
            {SERVICE_NAV.map((item) => (
              <li key={item.to}>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </div>
  );
}

/** `favorites`: the favorites button, which the shell brings from the favorites feature. */
export function SiteHeader({ favorites }: { favorites: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <>
      {/* One banner landmark, sticky (see Header). */}
      <Header>
        <TopBar />
        <div className="header-main">
          <Container maxWidth="lg">
            <div className="header-bar">
              <RouterLink to={PATHS.home} aria-label={`${SITE.name}, ir al inicio`} className="header-home">
                <BrandLogo sx={{ height: { xs: 36, md: 42 } }} alt="" />
              </RouterLink>

              <nav aria-label="Principal" className="header-nav">
                <ul>
                  {PRIMARY_NAV.map((item) => (
                    <li key={item.to}>
                      <NavLinkButton to={item.to}>{item.label}</NavLinkButton>
                    </li>
                  ))}
                </ul>
              </nav>

              <div className="header-space" />

              <Button
                component={RouterLink}
                to={PROMOTE_NAV.to}
                variant="contained"
                color="secondary"
                sx={{ display: { xs: 'none', md: 'inline-flex' }, mr: 1 }}
              >
                {PROMOTE_NAV.label}
              </Button>
              {favorites}
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
            </div>
          </Container>
        </div>
      </Header>
      <MountWhenOpened open={menuOpen}>
        <MobileNavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      </MountWhenOpened>
    </>
  );
}
