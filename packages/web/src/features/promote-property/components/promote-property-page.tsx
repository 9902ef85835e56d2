import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormCard, FormPageLayout } from '~/components/forms/form-page-layout';
import { PromotePropertyForm } from './promote-property-form';

const REASONS = [
  'Publicamos tu inmueble en nuestro sitio y en los principales portales.',
  'Un asesor de la sede más cercana te acompaña en todo el proceso.',
  'Estudiamos a los arrendatarios y administramos el contrato por ti.',
  'Te ayudamos a fijar un precio de acuerdo con el mercado de tu zona.',
] as const;

/** `/Forms/formPromoteProperty/`. */
export function PromotePropertyPage() {
  return (
    <FormPageLayout
      title="Promociona tu inmueble"
      overline="Propietarios"
      intro="Cuéntanos sobre tu propiedad y un asesor te contactará para arrendarla o venderla."
      aside={
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, bgcolor: 'background.default' }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            ¿Por qué con nosotros?
          </Typography>
          <List dense disablePadding>
            {REASONS.map((reason) => (
              <ListItem key={reason} disableGutters alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                  <CheckCircleOutlineIcon color="secondary" fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={reason} />
              </ListItem>
            ))}
          </List>
        </Paper>
      }
    >
      <FormCard
        title="Datos de tu inmueble"
        subtitle="Con esta información preparamos una propuesta para arrendar o vender tu propiedad."
      >
        <PromotePropertyForm />
      </FormCard>
    </FormPageLayout>
  );
}
