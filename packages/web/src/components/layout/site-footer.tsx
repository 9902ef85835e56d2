import { BRANCHES, SITE, whatsappUrl, type Branch } from '@inmo/contracts';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRIMARY_NAV, PROMOTE_NAV } from '~/config/navigation';
import { PATHS } from '~/config/paths';
import { EmailAddress } from '~/components/email-address';
import { BrandLogo } from './brand-logo';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * One styled element whose nested rules style the footer's plain parts: with a Box, Stack, Typography or Link
 * for each part it was 144 styled components on every page, whose styles were worked out again when it hydrated.
 */
const Footer = styled('footer')(({ theme }) => {
  const md = theme.breakpoints.up('md');
  const body2 = { ...theme.typography.body2, margin: 0 };
  return {
    backgroundColor: theme.palette.primary.dark,
    color: theme.palette.common.white,
    marginTop: 'auto',
    '--focus-ring': theme.palette.secondary.main,
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& .footer-main': {
      paddingTop: theme.spacing(5),
      paddingBottom: theme.spacing(4),
      [md]: { paddingTop: theme.spacing(7) },
    },
    '& .footer-columns': {
      display: 'grid',
      gap: theme.spacing(4),
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '& > .wide': { gridColumn: '1 / -1' },
      [md]: {
        gap: theme.spacing(5),
        gridTemplateColumns: '4fr 2.5fr 2.5fr 3fr',
        '& > .wide': { gridColumn: 'auto' },
      },
    },
    '& .footer-about': {
      ...body2,
      marginTop: theme.spacing(2),
      maxWidth: 360,
      color: 'rgba(255,255,255,0.8)',
    },
    '& .footer-social': { display: 'flex', gap: theme.spacing(1), marginTop: theme.spacing(2) },
    '& .footer-column h2': {
      ...theme.typography.overline,
      margin: 0,
      color: theme.palette.secondary.light,
      display: 'block',
      marginBottom: theme.spacing(1.25),
      lineHeight: 1.6,
    },
    '& .footer-column ul': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
    '& .footer-link': {
      color: 'rgba(255,255,255,0.85)',
      textDecoration: 'none',
      fontSize: '0.875rem',
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      minHeight: 28,
      '&:hover': { textDecoration: 'underline', color: theme.palette.common.white },
    },
    '& .footer-hours': {
      display: 'flex',
      gap: theme.spacing(1),
      color: 'rgba(255,255,255,0.75)',
      paddingTop: theme.spacing(0.5),
      '& p': body2,
    },
    '& .footer-branches': { marginTop: theme.spacing(5), [md]: { marginTop: theme.spacing(6) } },
    '& .footer-branches h2': { ...theme.typography.h3, margin: 0 },
    '& .footer-region': { marginTop: theme.spacing(2.5) },
    '& .footer-region h3': {
      ...theme.typography.h6,
      margin: 0,
      marginBottom: theme.spacing(1.25),
      color: 'rgba(255,255,255,0.92)',
    },
    '& .footer-region ul': {
      display: 'grid',
      gap: theme.spacing(1.5),
      gridTemplateColumns: '1fr',
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      [md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
    '& .footer-branch': {
      padding: theme.spacing(1.5),
      borderRadius: 25,
      backgroundColor: 'rgba(255,255,255,0.06)',
      border: '1px solid rgba(255,255,255,0.1)',
      height: '100%',
      [md]: { padding: theme.spacing(1.75) },
      '& h4': {
        ...theme.typography.body1,
        margin: 0,
        fontWeight: 800,
        fontSize: '0.875rem',
        letterSpacing: '0.04em',
      },
      '& p': {
        ...body2,
        color: 'rgba(255,255,255,0.78)',
        display: 'flex',
        gap: theme.spacing(0.75),
        marginTop: theme.spacing(0.5),
        alignItems: 'flex-start',
        '& svg': { marginTop: 2 },
      },
      '& svg': { fontSize: 17, color: theme.palette.secondary.light },
      '& .footer-link': { ...theme.typography.body2, fontSize: '0.875rem', marginTop: theme.spacing(0.5) },
    },
    '& .footer-sr-only': visuallyHidden,
    '& .footer-legal': { borderTop: '1px solid rgba(255,255,255,0.12)' },
    '& .footer-legal > div': {
      paddingTop: theme.spacing(2.5),
      paddingBottom: theme.spacing(2.5),
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      justifyContent: 'space-between',
      color: 'rgba(255,255,255,0.72)',
      [md]: { flexDirection: 'row', alignItems: 'center' },
      '& p': body2,
      '& ul': { display: 'flex', gap: theme.spacing(2.5) },
    },
  };
});

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="footer-column" aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

function RouteItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <RouterLink to={to} className="footer-link">
        {children}
      </RouterLink>
    </li>
  );
}

function BranchCard({ branch }: { branch: Branch }) {
  return (
    <li className="footer-branch">
      <h4>{branch.nombre}</h4>
      <p>
        <PlaceOutlinedIcon aria-hidden />
        <span>
          {branch.direccion}, {branch.ciudad}
        </span>
      </p>
      <a href={`tel:${branch.telefonoTel}`} className="footer-link">
        <PhoneOutlinedIcon aria-hidden />
        <span>
          <span className="footer-sr-only">Llamar a la sede {branch.nombre}: </span>
          {branch.telefono}
        </span>
      </a>
    </li>
  );
}

function BranchGroup({ title, branches }: { title: string; branches: readonly Branch[] }) {
  return (
    <div className="footer-region">
      <h3>{title}</h3>
      <ul>
        {branches.map((b) => (
          <BranchCard key={b.id} branch={b} />
        ))}
      </ul>
    </div>
  );
}

const socialSx = { color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' } as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  const antioquia = BRANCHES.filter((b) => b.region === 'antioquia');
  const bogota = BRANCHES.filter((b) => b.region === 'bogota');

  return (
    <Footer>
      <Container maxWidth="lg" className="footer-main">
        <div className="footer-columns">
          <div className="wide">
            <BrandLogo tone="light" loading="lazy" sx={{ height: 44 }} />
            <p className="footer-about">{SITE.description}</p>
            <div className="footer-social">
              <IconButton
                href={SITE.social.facebook}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook"
                sx={socialSx}
              >
                <FacebookIcon />
              </IconButton>
              <IconButton
                href={SITE.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram"
                sx={socialSx}
              >
                <InstagramIcon />
              </IconButton>
              <IconButton
                href={SITE.social.youtube}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="YouTube"
                sx={socialSx}
              >
                <YouTubeIcon />
              </IconButton>
            </div>
          </div>
          <div>
            <FooterColumn title="Explora">
              {PRIMARY_NAV.filter((i) => i.to !== PATHS.contact).map((i) => (
                <RouteItem key={i.to} to={i.to}>
                  {i.label}
                </RouteItem>
              ))}
              <RouteItem to={PATHS.mortgageSimulator}>Simulador de crédito</RouteItem>
              <RouteItem to={PATHS.favorites}>Favoritos</RouteItem>
              <RouteItem to={PROMOTE_NAV.to}>{PROMOTE_NAV.label}</RouteItem>
            </FooterColumn>
          </div>
          <div>
            <FooterColumn title="Servicio al cliente">
              <RouteItem to={PATHS.pqrsCreate}>PQRS</RouteItem>
              <RouteItem to={PATHS.maintenanceCreate}>Mantenimientos</RouteItem>
              <RouteItem to={PATHS.workWithUs}>Trabaja con nosotros</RouteItem>
              <RouteItem to={PATHS.contact}>Contacto</RouteItem>
              <RouteItem to={SITE.policyPath}>Política de tratamiento de datos</RouteItem>
            </FooterColumn>
          </div>
          <div className="wide">
            <FooterColumn title="Contáctanos">
              <li>
                <a href={`tel:${SITE.phone.tel}`} className="footer-link">
                  <PhoneOutlinedIcon fontSize="small" aria-hidden /> {SITE.phone.display}
                </a>
              </li>
              <li>
                <a
                  href={whatsappUrl(SITE.whatsapp.number)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="footer-link"
                >
                  <WhatsAppIcon fontSize="small" aria-hidden /> WhatsApp {SITE.whatsapp.display}
                </a>
              </li>
              <li>
                <a href={`mailto:${SITE.emails.contact}`} className="footer-link footer-mail">
                  <MailOutlineIcon fontSize="small" aria-hidden />{' '}
                  <EmailAddress email={SITE.emails.contact} />
                </a>
              </li>
              <li className="footer-hours">
                <ScheduleOutlinedIcon fontSize="small" aria-hidden />
                <p>{SITE.hours}</p>
              </li>
            </FooterColumn>
          </div>
        </div>

        <section className="footer-branches" aria-labelledby="sedes-titulo">
          <h2 id="sedes-titulo">Nuestras sedes</h2>
          <BranchGroup title="Antioquia" branches={antioquia} />
          <BranchGroup title="Bogotá y Cundinamarca" branches={bogota} />
        </section>
      </Container>

      <div className="footer-legal">
        <Container maxWidth="lg">
          <p>
            © {year} {SITE.legalName} · NIT {SITE.nit}. Todos los derechos reservados.
          </p>
          <ul>
            <RouteItem to={SITE.policyPath}>Política de datos</RouteItem>
            <RouteItem to={SITE.pqrsPath}>PQRS</RouteItem>
          </ul>
        </Container>
      </div>
    </Footer>
  );
}
