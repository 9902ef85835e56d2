import { formatCop, GESTION_LABELS, PROPERTY_TYPES, type PropertyPoint } from '@inmo/contracts';
import type { LeafletEventHandlerFnMap, Map as LeafletMap } from 'leaflet';
import { useState } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import type Supercluster from 'supercluster';
import { labelSize, markerIcon } from '~/components/map/marker-icon';
import { separateLabels, zoomsToSeparate, type LabelBox } from '~/components/map/marker-labels';

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

const isCluster = (feature: Cluster): feature is Supercluster.ClusterFeature<Supercluster.AnyProps> =>
  'cluster' in feature.properties && feature.properties.cluster === true;

/** A cluster or a listing where the map draws it, with what its label says. */
interface Placed {
  feature: Cluster;
  x: number;
  y: number;
  count: number;
}

/** The label a marker, or a group of markers drawn as one, shows and where (centred over its point). */
function labelOf(group: readonly Placed[]): { text: string; box: LabelBox } {
  const count = group.reduce((sum, m) => sum + m.count, 0);
  const x = group.reduce((sum, m) => sum + m.x * m.count, 0) / count;
  const y = group.reduce((sum, m) => sum + m.y * m.count, 0) / count;
  const [only] = group;
  const text =
    group.length === 1 && only && !isCluster(only.feature)
      ? formatCop(only.feature.properties.price)
      : String(count);
  const size = labelSize(text, text === String(count) ? 'cluster' : 'listing');
  return { text, box: { x, y: y - size.height / 2, ...size } };
}

/** Clusters and single listings in view, recomputed as the map moves; no label covers another's. */
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
  const zoom = Math.round(map.getZoom());
  const placed: Placed[] = index
    .getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)
    .map((feature) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const { x, y } = map.latLngToContainerPoint([lat, lng]);
      return { feature, x, y, count: isCluster(feature) ? feature.properties.point_count : 1 };
    });
  const codesOf = (group: readonly Placed[]) =>
    group.flatMap(({ feature }) =>
      isCluster(feature)
        ? index.getLeaves(feature.properties.cluster_id, Infinity).map((leaf) => leaf.properties.code)
        : [feature.properties.code],
    );
  return separateLabels(placed, (group) => labelOf(group).box).map((group) => {
    const [only] = group;
    if (group.length === 1 && only && !isCluster(only.feature)) {
      const point = only.feature.properties;
      const [lng, lat] = only.feature.geometry.coordinates as [number, number];
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
    }
    // A cluster, or markers whose labels would overlap: one label with their count.
    const { text, box } = labelOf(group);
    const at = map.containerPointToLatLng([box.x, box.y + box.height / 2]);
    // A cluster opens where it splits; labels grouped here, where they come apart.
    const expandsTo =
      group.length === 1 && only && isCluster(only.feature)
        ? index.getClusterExpansionZoom(only.feature.properties.cluster_id)
        : zoom + zoomsToSeparate(group.map((marker) => labelOf([marker]).box));
    const expands = expandsTo <= map.getMaxZoom();
    const key = group
      .map(({ feature }) =>
        isCluster(feature) ? `c${feature.properties.cluster_id}` : feature.properties.code,
      )
      .join('+');
    return (
      <Marker
        key={key}
        position={at}
        // Named by its content (markerIcon), which a title would only repeat.
        icon={markerIcon(
          text,
          'cluster',
          expands ? `${text} inmuebles, acercar` : `${text} inmuebles en este lugar, ver`,
        )}
        eventHandlers={activate(() => (expands ? map.flyTo(at, expandsTo) : onSelect(codesOf(group))))}
      />
    );
  });
}
