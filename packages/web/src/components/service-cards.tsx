import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../app/paths';

const SERVICES: readonly { title: string; text: string; to: string; icon: ReactNode }[] = [
  {
    title: 'Simulador de renta',
    text: 'Calcula cuánto recibes cada mes después de comisión e IVA.',
    to: PATHS.simulator,
    icon: <CalculateOutlinedIcon />,
  },
  {
    title: 'Promociona tu inmueble',
    text: 'Arrendamos o vendemos tu propiedad con asesoría de principio a fin.',
    to: PATHS.promoteProperty,
    icon: <CampaignOutlinedIcon />,
  },
  {
    title: 'Mantenimientos',
    text: '¿Algo por reparar en el inmueble que arriendas? Repórtalo con fotos.',
    to: PATHS.maintenanceCreate,
    icon: <BuildOutlinedIcon />,
  },
  {
    title: 'PQRS',
    text: 'Peticiones, quejas, reclamos y sugerencias con número de radicado.',
    to: PATHS.pqrsCreate,
    icon: <SupportAgentOutlinedIcon />,
  },
];

/** Entry points to the agency's services, for the home and inner pages. */
export function ServiceCards() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {SERVICES.map((s) => (
        <li key={s.to}>
          <Card
            variant="outlined"
            sx={{ height: '100%', transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}
          >
            <CardActionArea
              component={RouterLink}
              to={s.to}
              sx={{ p: 2.5, height: '100%', alignItems: 'flex-start' }}
            >
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 48,
                  height: 48,
                  borderRadius: 3,
                  bgcolor: 'rgba(11,79,108,0.08)',
                  color: 'primary.main',
                  mb: 2,
                }}
                aria-hidden
              >
                {s.icon}
              </Box>
              <Typography variant="h4" component="h3" sx={{ mb: 0.75 }}>
                {s.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.text}
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
