import Typography from '@mui/material/Typography';
import { Circle, MapContainer, Marker } from 'react-leaflet';
import { PanButtons, Tiles } from '~/components/map/map-base';
import { pinIcon } from '~/components/map/marker-icon';

/**
 * Metres: the listing is somewhere inside, never pinned to its address. Its published point lies 71 to 379 m
 * from it (the API's public-location.ts), so the circle around that point always holds it.
 */
const RADIUS_M = 400;

/**
 * A listing's neighbourhood on a map (loaded with the map's code): a circle around its approximate point, or a
 * pin where the agency chose to show its exact place.
 */
export default function PropertyLocationMap({
  lat,
  lng,
  exact,
  label,
}: {
  lat: number;
  lng: number;
  exact: boolean;
  label: string;
}) {
  return (
    <>
      <div role="region" aria-label={label}>
        <MapContainer
          center={[lat, lng]}
          zoom={exact ? 16 : 15}
          scrollWheelZoom={false}
          style={{ height: 320, borderRadius: 16 }}
        >
          <Tiles />
          {exact ? (
            <Marker position={[lat, lng]} icon={pinIcon()} keyboard={false} title="Ubicación del inmueble" />
          ) : (
            <Circle
              center={[lat, lng]}
              radius={RADIUS_M}
              pathOptions={{ color: '#0B4F6C', fillOpacity: 0.15 }}
            />
          )}
          <PanButtons />
        </MapContainer>
      </div>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {exact
          ? 'Ubicación exacta: el inmueble está donde marca el punto.'
          : 'Ubicación aproximada: el inmueble está dentro del círculo. La dirección exacta te la da el asesor.'}
      </Typography>
    </>
  );
}
