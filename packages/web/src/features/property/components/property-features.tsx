import {
  MAX_FEATURE_ICONS,
  knownFeatureKey,
  type KnownFeatureKey,
  type PropertyDetail,
  type PropertyFeature,
  formatArea,
} from '@inmo/contracts';
import BathtubOutlinedIcon from '@mui/icons-material/BathtubOutlined';
import BedOutlinedIcon from '@mui/icons-material/BedOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ChildCareOutlinedIcon from '@mui/icons-material/ChildCareOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import ElevatorOutlinedIcon from '@mui/icons-material/ElevatorOutlined';
import FitnessCenterOutlinedIcon from '@mui/icons-material/FitnessCenterOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HotTubOutlinedIcon from '@mui/icons-material/HotTubOutlined';
import ParkOutlinedIcon from '@mui/icons-material/ParkOutlined';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import SportsSoccerOutlinedIcon from '@mui/icons-material/SportsSoccerOutlined';
import SquareFootOutlinedIcon from '@mui/icons-material/SquareFootOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND, gridListSx } from '~/config/theme';

/** Icons of the features the spec draws (spec §2). */
const FEATURE_ICONS: Record<KnownFeatureKey, SvgIconComponent> = {
  'zonas-verdes': ParkOutlinedIcon,
  'salon-comunal': GroupsOutlinedIcon,
  'juegos-infantiles': ChildCareOutlinedIcon,
  gimnasio: FitnessCenterOutlinedIcon,
  sauna: HotTubOutlinedIcon,
  'bano-turco': SpaOutlinedIcon,
  ascensor: ElevatorOutlinedIcon,
  'shut-basuras': DeleteSweepOutlinedIcon,
  'cancha-multiple': SportsSoccerOutlinedIcon,
};

function iconKey(feature: PropertyFeature): KnownFeatureKey | null {
  const key = feature.icon ?? knownFeatureKey(feature.name);
  // Own keys only: `in` also finds what every object inherits (an icon key "constructor" would render Object).
  return key && Object.hasOwn(FEATURE_ICONS, key) ? (key as KnownFeatureKey) : null;
}

/** Known features first get an icon (at most 4 per list); every other feature is listed by name. */
export function splitFeatures(features: readonly PropertyFeature[]) {
  const withIcon: { feature: PropertyFeature; key: KnownFeatureKey }[] = [];
  const plain: PropertyFeature[] = [];
  for (const feature of features) {
    const key = iconKey(feature);
    if (key && withIcon.length < MAX_FEATURE_ICONS) withIcon.push({ feature, key });
    else plain.push(feature);
  }
  return { withIcon, plain };
}

function FeatureList({ title, features }: { title: string; features: readonly PropertyFeature[] }) {
  const { withIcon, plain } = splitFeatures(features);
  const id = `caracteristicas-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {withIcon.length > 0 && (
        <Box
          component="ul"
          data-testid={`${id}-iconos`}
          sx={{ ...gridListSx(1, { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }), mb: 1.5 }}
        >
          {withIcon.map(({ feature, key }) => {
            const Icon = FEATURE_ICONS[key];
            return (
              <Stack
                component="li"
                key={feature.name}
                alignItems="center"
                spacing={0.75}
                sx={{
                  p: 1.5,
                  borderRadius: 2,
                  bgcolor: BRAND.petrolLight,
                  border: 1,
                  borderColor: 'divider',
                  textAlign: 'center',
                }}
              >
                <Icon color="primary" aria-hidden />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {feature.name}
                </Typography>
              </Stack>
            );
          })}
        </Box>
      )}
      {plain.length > 0 && (
        <Box component="ul" sx={gridListSx(0.75, { xs: '1fr', sm: 'repeat(2, 1fr)' })}>
          {plain.map((feature) => (
            <Stack component="li" key={feature.name} direction="row" spacing={1} alignItems="center">
              <CheckCircleOutlineIcon sx={{ fontSize: 18, color: 'secondary.dark' }} aria-hidden />
              <Typography variant="body2">{feature.name}</Typography>
            </Stack>
          ))}
        </Box>
      )}
      {features.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Sin información.
        </Typography>
      )}
    </Box>
  );
}

export function PropertyFeatures({ detail }: { detail: PropertyDetail }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <FeatureList title="Características internas" features={detail.internalFeatures} />
      <FeatureList title="Características externas" features={detail.externalFeatures} />
    </Box>
  );
}

/** Icon strip: area (m²), bedrooms, bathrooms, parking. */
export function PropertyFacts({ detail }: { detail: PropertyDetail }) {
  const area = formatArea(detail.builtArea ?? detail.lotArea) ?? '—';
  const facts = [
    { label: 'Área', value: area, Icon: SquareFootOutlinedIcon },
    { label: 'Habitaciones', value: String(detail.bedrooms), Icon: BedOutlinedIcon },
    { label: 'Baños', value: String(detail.bathrooms), Icon: BathtubOutlinedIcon },
    { label: 'Parqueaderos', value: String(detail.parking), Icon: DirectionsCarOutlinedIcon },
  ];
  return (
    <Box
      component="ul"
      aria-label="Datos principales"
      sx={gridListSx(1.5, { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' })}
    >
      {facts.map(({ label, value, Icon }) => (
        <Stack
          component="li"
          key={label}
          direction="row"
          spacing={1.5}
          alignItems="center"
          sx={{ p: 1.5, borderRadius: 2.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
        >
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'common.white',
              flexShrink: 0,
            }}
          >
            <Icon fontSize="small" aria-hidden />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 800 }} data-testid={`dato-${label}`}>
              {value}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Box>
  );
}
