import Typography from '@mui/material/Typography';
import { Circle, MapContainer } from 'react-leaflet';
import { PanButtons, Tiles } from './map-base';

/** Metres: the listing is somewhere inside, never pinned to its address. */
const RADIUS_M = 400;

/** A listing's neighbourhood on a map: a circle around its approximate place (loaded with the map's code). */
export default function PropertyLocationMap({
  lat,
  lng,
  label,
}: {
  lat: number;
  lng: number;
  label: string;
}) {
  return (
    <>
      <div role="region" aria-label={label}>
        <MapContainer
          center={[lat, lng]}
          zoom={15}
          scrollWheelZoom={false}
          style={{ height: 320, borderRadius: 16 }}
        >
          <Tiles />
          <Circle
            center={[lat, lng]}
            radius={RADIUS_M}
            pathOptions={{ color: '#0B4F6C', fillOpacity: 0.15 }}
          />
          <PanButtons />
        </MapContainer>
      </div>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Ubicación aproximada: el inmueble está dentro del círculo. La dirección exacta te la da el asesor.
      </Typography>
    </>
  );
}
