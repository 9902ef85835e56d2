import { BRANCHES, SITE, whatsappUrl, type Branch } from '@inmo/contracts';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRIMARY_NAV, PROMOTE_NAV } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { BrandLogo } from './brand-logo';
import { visuallyHidden } from '../../lib/visually-hidden';

const linkSx = {
  color: 'rgba(255,255,255,0.85)',
  fontSize: '0.875rem',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 28,
  '&:hover': { color: 'common.white' },
} as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography
        variant="overline"
        component="h2"
        sx={{ color: 'secondary.light', display: 'block', mb: 1.25, lineHeight: 1.6 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

function RouteItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link component={RouterLink} to={to} sx={linkSx}>
        {children}
      </Link>
    </li>
  );
}

function BranchCard({ branch }: { branch: Branch }) {
  return (
    <Box
      component="li"
      sx={{
        p: { xs: 1.5, md: 1.75 },
        borderRadius: 2.5,
        bgcolor: 'rgba(255,255,255,0.06)',
        border: '1px solid rgba(255,255,255,0.1)',
        height: '100%',
      }}
    >
      <Typography component="h4" sx={{ fontWeight: 800, fontSize: '0.875rem', letterSpacing: '0.04em' }}>
        {branch.nombre}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'rgba(255,255,255,0.78)',
          display: 'flex',
          gap: 0.75,
          mt: 0.5,
          alignItems: 'flex-start',
        }}
      >
        <PlaceOutlinedIcon sx={{ fontSize: 17, mt: '2px', color: 'secondary.light' }} aria-hidden />
        <span>
          {branch.direccion}, {branch.ciudad}
        </span>
      </Typography>
      <Link href={`tel:${branch.telefonoTel}`} variant="body2" sx={{ ...linkSx, mt: 0.5 }}>
        <PhoneOutlinedIcon sx={{ fontSize: 17, color: 'secondary.light' }} aria-hidden />
        <span>
          <Box component="span" sx={visuallyHidden}>
            Llamar a la sede {branch.nombre}:{' '}
          </Box>
          {branch.telefono}
        </span>
      </Link>
    </Box>
  );
}

function BranchGroup({ title, branches }: { title: string; branches: readonly Branch[] }) {
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1.25, color: 'rgba(255,255,255,0.92)' }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {branches.map((b) => (
          <BranchCard key={b.id} branch={b} />
        ))}
      </Box>
    </Box>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const antioquia = BRANCHES.filter((b) => b.region === 'antioquia');
  const bogota = BRANCHES.filter((b) => b.region === 'bogota');

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.dark',
        color: 'common.white',
        mt: 'auto',
        '--focus-ring': (t) => t.palette.secondary.main,
      }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 7 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '4fr 2.5fr 2.5fr 3fr' },
            '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          <Box className="wide">
            <BrandLogo tone="light" sx={{ height: 44 }} />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.8)', maxWidth: 360 }} variant="body2">
              {SITE.description}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <IconButton
                href={SITE.social.facebook}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook"
                sx={{ color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' }}
              >
                <FacebookIcon />
              </IconButton>
              <IconButton
                href={SITE.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram"
                sx={{ color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' }}
              >
                <InstagramIcon />
              </IconButton>
              <IconButton
                href={SITE.social.youtube}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="YouTube"
                sx={{ color: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' }}
              >
                <YouTubeIcon />
              </IconButton>
            </Stack>
          </Box>
          <Box>
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
          </Box>
          <Box>
            <FooterColumn title="Servicio al cliente">
              <RouteItem to={PATHS.pqrsCreate}>PQRS</RouteItem>
              <RouteItem to={PATHS.maintenanceCreate}>Mantenimientos</RouteItem>
              <RouteItem to={PATHS.workWithUs}>Trabaja con nosotros</RouteItem>
              <RouteItem to={PATHS.contact}>Contacto</RouteItem>
              <RouteItem to={SITE.policyPath}>Política de tratamiento de datos</RouteItem>
            </FooterColumn>
          </Box>
          <Box className="wide">
            <FooterColumn title="Contáctanos">
              <li>
                <Link href={`tel:${SITE.phone.tel}`} sx={linkSx}>
                  <PhoneOutlinedIcon fontSize="small" aria-hidden /> {SITE.phone.display}
                </Link>
              </li>
              <li>
                <Link
                  href={whatsappUrl(SITE.whatsapp.number)}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={linkSx}
                >
                  <WhatsAppIcon fontSize="small" aria-hidden /> WhatsApp {SITE.whatsapp.display}
                </Link>
              </li>
              <li>
                <Link href={`mailto:${SITE.emails.contact}`} sx={{ ...linkSx, wordBreak: 'break-all' }}>
                  <MailOutlineIcon fontSize="small" aria-hidden /> {SITE.emails.contact}
                </Link>
              </li>
              <Box component="li" sx={{ display: 'flex', gap: 1, color: 'rgba(255,255,255,0.75)', pt: 0.5 }}>
                <ScheduleOutlinedIcon fontSize="small" aria-hidden />
                <Typography variant="body2">{SITE.hours}</Typography>
              </Box>
            </FooterColumn>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="sedes-titulo" sx={{ mt: { xs: 5, md: 6 } }}>
          <Typography id="sedes-titulo" variant="h3" component="h2">
            Nuestras sedes
          </Typography>
          <BranchGroup title="Antioquia" branches={antioquia} />
          <BranchGroup title="Bogotá y Cundinamarca" branches={bogota} />
        </Box>
      </Container>

      <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.12)' }}>
        <Container
          maxWidth="lg"
          sx={{
            py: 2.5,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 1.5,
            justifyContent: 'space-between',
            alignItems: { md: 'center' },
            color: 'rgba(255,255,255,0.72)',
          }}
        >
          <Typography variant="body2">
            © {year} {SITE.legalName} · NIT {SITE.nit}. Todos los derechos reservados.
          </Typography>
          <Stack direction="row" spacing={2.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <RouteItem to={SITE.policyPath}>Política de datos</RouteItem>
            <RouteItem to={SITE.pqrsPath}>PQRS</RouteItem>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
