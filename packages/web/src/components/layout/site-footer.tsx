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
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRIMARY_NAV, PROMOTE_NAV } from '~/config/navigation';
import { PATHS } from '~/config/paths';
import { EmailAddress } from '~/components/email-address';
import { BrandLogo } from './brand-logo';
import { Footer } from './site-footer.styles';

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
const SOCIAL = [
  { href: SITE.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: SITE.social.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: SITE.social.youtube, label: 'YouTube', Icon: YouTubeIcon },
] as const;

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
              {SOCIAL.map(({ href, label, Icon }) => (
                <IconButton
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  sx={socialSx}
                >
                  <Icon />
                </IconButton>
              ))}
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
