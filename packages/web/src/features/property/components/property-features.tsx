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
import { Facts, Features } from './property-features.styles';

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
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {withIcon.length > 0 && (
        <ul className="features-with-icon" data-testid={`${id}-iconos`}>
          {withIcon.map(({ feature, key }) => {
            const Icon = FEATURE_ICONS[key];
            return (
              <li key={feature.name}>
                <Icon color="inherit" aria-hidden />
                <p>{feature.name}</p>
              </li>
            );
          })}
        </ul>
      )}
      {plain.length > 0 && (
        <ul className="features-plain">
          {plain.map((feature) => (
            <li key={feature.name}>
              <CheckCircleOutlineIcon fontSize="inherit" color="inherit" aria-hidden />
              <p>{feature.name}</p>
            </li>
          ))}
        </ul>
      )}
      {features.length === 0 && <p className="features-none">Sin información.</p>}
    </section>
  );
}

export function PropertyFeatures({ detail }: { detail: PropertyDetail }) {
  return (
    <Features>
      <FeatureList title="Características internas" features={detail.internalFeatures} />
      <FeatureList title="Características externas" features={detail.externalFeatures} />
    </Features>
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
    <Facts aria-label="Datos principales">
      {facts.map(({ label, value, Icon }) => (
        <li key={label}>
          <div className="fact-icon">
            <Icon fontSize="small" aria-hidden />
          </div>
          <div className="fact-text">
            <p className="fact-label">{label}</p>
            <p className="fact-value" data-testid={`dato-${label}`}>
              {value}
            </p>
          </div>
        </li>
      ))}
    </Facts>
  );
}
