import { formatCop, GESTION_LABELS, PROPERTY_TYPES, type PropertyPoint } from '@inmo/contracts';
import type { LeafletEventHandlerFnMap, Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import type Supercluster from 'supercluster';
import { markerIcon } from '~/components/map/marker-icon';

const typeName = (typeId: number) => PROPERTY_TYPES.find((t) => t.id === typeId)?.name ?? 'Inmueble';

/**
 * What a listing's marker is called: 'Apartamento en arriendo, $ 1.600.000, código 919-2863'. The points are
 * a search's, all of its gestión (none named when the search takes both).
 */
export function listingMarkerName(point: PropertyPoint, gestion: number): string {
  const label = gestion === 1 || gestion === 5 ? GESTION_LABELS[gestion] : undefined;
  const what = label ? `${typeName(point.typeId)} en ${label.toLowerCase()}` : typeName(point.typeId);
  return `${what}, ${formatCop(point.price)}, código ${point.code}`;
}

/** The marker (a focusable Leaflet element) that names listing `code`. */
export const markerOf = (map: LeafletMap, code: string) =>
  [...map.getPane('markerPane')!.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].find((el) =>
    el.textContent?.endsWith(`código ${code}`),
  );

/** A marker acts on a tap and, focused, on Enter or Space (Leaflet reports keys as `keypress`). */
function activate(action: () => void): LeafletEventHandlerFnMap {
  return {
    click: action,
    keypress: (event) => {
      const { key } = event.originalEvent;
      if (key === 'Enter' || key === ' ') action();
    },
  };
}

type Cluster = Supercluster.ClusterFeature<Supercluster.AnyProps> | Supercluster.PointFeature<PropertyPoint>;

/** Clusters and single listings in view, recomputed as the map moves. */
export function MapMarkers({
  index,
  gestion,
  selected,
  onSelect,
}: {
  index: Supercluster<PropertyPoint>;
  /** The search's gestión, which its markers are named with. */
  gestion: number;
  selected: readonly string[];
  onSelect: (codes: string[]) => void;
}) {
  const [, setMoves] = useState(0);
  // Each move draws the clusters of the new view (a few milliseconds for thousands of points).
  const map = useMapEvents({ moveend: () => setMoves((n) => n + 1) });
  const b = map.getBounds();
  const features: Cluster[] = index.getClusters(
    [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
    Math.round(map.getZoom()),
  );
  return features.map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const count = feature.properties.point_count;
      const id = feature.properties.cluster_id;
      const zoom = index.getClusterExpansionZoom(id);
      const expands = zoom <= map.getMaxZoom();
      const codes = () => index.getLeaves(id, Infinity).map((leaf) => leaf.properties.code);
      return (
        <Marker
          key={`c${id}`}
          position={[lat, lng]}
          // Named by its content (markerIcon), which a title would only repeat.
          icon={markerIcon(
            String(count),
            'cluster',
            expands ? `${count} inmuebles, acercar` : `${count} inmuebles en este lugar, ver`,
          )}
          eventHandlers={activate(() => (expands ? map.flyTo([lat, lng], zoom) : onSelect(codes())))}
        />
      );
    }
    const point = feature.properties as PropertyPoint;
    return (
      <Marker
        key={point.code}
        position={[lat, lng]}
        icon={markerIcon(
          formatCop(point.price),
          selected.includes(point.code) ? 'selected' : 'listing',
          listingMarkerName(point, gestion),
        )}
        eventHandlers={activate(() => onSelect([point.code]))}
      />
    );
  });
}
