import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormCard, FormPageLayout } from '~/components/forms/form-page-layout';
import { WorkWithUsForm } from './work-with-us-form';

const STEPS = [
  ['Envía tu solicitud', 'Completa el formulario y adjunta tu hoja de vida en PDF.'],
  ['Revisamos tu perfil', 'Talento humano compara tu experiencia con las vacantes abiertas.'],
  ['Te contactamos', 'Si tu perfil se ajusta, te llamamos para una entrevista.'],
] as const;

/** `/trabaja-con-nosotros/`: the work-with-us page ('¡ENVÍANOS TU SOLICITUD!'). */
export function WorkWithUsPage() {
  return (
    <FormPageLayout
      title="Trabaja con nosotros"
      overline="Talento humano"
      intro="Buscamos personas que quieran crecer con nosotros en el sector inmobiliario."
      aside={
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
            Así es nuestro proceso
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {STEPS.map(([title, text], index) => (
              <Box component="li" key={title} sx={{ display: 'flex', gap: 1.5 }}>
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 650 }}>{title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      }
    >
      <FormCard title="¡ENVÍANOS TU SOLICITUD!">
        <WorkWithUsForm />
      </FormCard>
    </FormPageLayout>
  );
}
