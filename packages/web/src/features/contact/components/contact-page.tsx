import { SITE, whatsappUrl } from '@inmo/contracts';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmailAddress } from '~/components/email-address';
import { FormCard, FormPageLayout } from '~/components/forms/form-page-layout';
import { ContactForm } from './contact-form';

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** `/contacto/`: the basic contact form and the agency's channels. */
export function ContactPage() {
  return (
    <FormPageLayout
      title="Contacto"
      intro="Escríbenos y te responderemos lo antes posible. También puedes visitarnos en cualquiera de nuestras sedes."
      aside={
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 2 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem' }}>
            Otros canales
          </Typography>
          <Channel icon={<PhoneOutlinedIcon />} title="Teléfono">
            <Link underline="always" href={`tel:${SITE.phone.tel}`}>
              {SITE.phone.display}
            </Link>
          </Channel>
          <Channel icon={<WhatsAppIcon />} title="WhatsApp">
            <Link
              underline="always"
              href={whatsappUrl(SITE.whatsapp.number)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {SITE.whatsapp.display}
            </Link>
          </Channel>
          <Channel icon={<EmailOutlinedIcon />} title="Correo electrónico">
            <Link underline="always" href={`mailto:${SITE.emails.contact}`}>
              <EmailAddress email={SITE.emails.contact} />
            </Link>
          </Channel>
          <Channel icon={<ScheduleOutlinedIcon />} title="Horario">
            {SITE.hours}
          </Channel>
          <Divider />
          <Typography variant="body2" color="text.secondary">
            ¿Tienes una petición, queja, reclamo o sugerencia? Radícala en{' '}
            <Link underline="always" component={RouterLink} to={SITE.pqrsPath}>
              PQRS
            </Link>{' '}
            y recibe un número de radicado.
          </Typography>
        </Paper>
      }
    >
      <FormCard title="Escríbenos" subtitle="Déjanos tus datos y un asesor te contactará.">
        <ContactForm />
      </FormCard>
    </FormPageLayout>
  );
}
