import { BRANCH_LOCATIONS, BRANCHES, type BranchRegion } from '@inmo/contracts';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { branchPath } from '~/features/branches/lib/branch-paths';
import { pinIcon } from '~/components/map/marker-icon';
import { PanButtons, Tiles } from '~/components/map/map-base';

const located = BRANCHES.flatMap((b) => {
  const at = BRANCH_LOCATIONS[b.slug];
  return at ? [{ branch: b, at }] : [];
});

const boundsOf = (region: BranchRegion) =>
  latLngBounds(located.filter(({ branch }) => branch.region === region).map(({ at }) => [at.lat, at.lng]));

/** Follows the finder's region (Antioquia or Bogotá): their branches are 240 km apart. */
function FitRegion({ region }: { region: BranchRegion }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(boundsOf(region), { padding: [32, 32] });
  }, [map, region]);
  return null;
}

/** The 12 branches on a map, each with its address and a link to its page. */
export default function BranchesMap({ region }: { region: BranchRegion }) {
  return (
    <div role="region" aria-label="Mapa de nuestras sedes">
      <MapContainer
        bounds={boundsOf(region)}
        boundsOptions={{ padding: [32, 32] }}
        scrollWheelZoom={false}
        style={{ height: 420, borderRadius: 16 }}
      >
        <Tiles />
        <FitRegion region={region} />
        {located.map(({ branch, at }) => (
          <Marker
            key={branch.slug}
            position={[at.lat, at.lng]}
            icon={pinIcon()}
            title={`Sede ${branch.nombre}`}
            alt={`Sede ${branch.nombre}`}
          >
            <Popup>
              <strong>Sede {branch.nombre}</strong>
              <br />
              {branch.direccion}, {branch.ciudad}
              <br />
              <RouterLink to={branchPath(branch.slug)}>Ver sede</RouterLink>
            </Popup>
          </Marker>
        ))}
        <PanButtons />
      </MapContainer>
    </div>
  );
}
