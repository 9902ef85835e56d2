import {
  formatCop,
  GESTION_LABELS,
  PROPERTY_TYPES,
  type Bbox,
  type PropertyPoint,
  type PropertySearchQuery,
} from '@inmo/contracts';
import CloseIcon from '@mui/icons-material/Close';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  latLngBounds,
  type LatLngBoundsExpression,
  type LeafletEventHandlerFnMap,
  type Map as LeafletMap,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { MapContainer, Marker, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { toPropertyCard } from '~/lib/to-property-card';
import { useProperty } from '~/lib/get-property';
import { usePropertyPoints } from '~/features/search/api/get-property-points';
import { PropertyCard } from '~/components/property-card';
import { markerIcon } from '~/components/map/marker-icon';
import { PanButtons, Tiles } from '~/components/map/map-base';

/** The closest the map zooms (OpenStreetMap's tiles stop there). */
const MAP_MAX_ZOOM = 18;
/**
 * Markers closer than this (screen pixels) are one cluster: about a price label's width, so no label covers
 * another's. Past the closest zoom, listings still that close (one building shares one published point) stay
 * a cluster that lists them.
 */
const CLUSTER_RADIUS_PX = 100;

/** The Aburrá valley, where most listings are, when the search names no area and no city. */
const DEFAULT_VIEW: LatLngBoundsExpression = [
  [6.13, -75.66],
  [6.36, -75.5],
];

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
const markerOf = (map: LeafletMap, code: string) =>
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
function Markers({
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

/**
 * The selected listing's card over the map, with a way to close it: it takes the focus when it opens, and
 * Escape closes it (the map then gives the focus back to the marker).
 */
function SelectedCard({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const [shown, setShown] = useState(0);
  const code = codes[shown] ?? codes[0] ?? '';
  const property = useProperty(code);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [codes]);
  return (
    <Box
      ref={ref}
      role="dialog"
      aria-label={`Inmueble ${code}`}
      tabIndex={-1}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      sx={{
        position: 'absolute',
        zIndex: 1000,
        left: 12,
        right: 12,
        bottom: 12,
        maxWidth: 340,
        mx: 'auto',
        '&:focus-visible': { outline: '3px solid #f2994a', outlineOffset: 2, borderRadius: 2 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mb: 0.5 }}>
        {codes.length > 1 && (
          <>
            <Button
              size="small"
              variant="contained"
              color="inherit"
              disabled={shown === 0}
              onClick={() => setShown(shown - 1)}
              sx={{ bgcolor: 'background.paper' }}
            >
              Anterior
            </Button>
            <Typography
              aria-live="polite"
              sx={{
                bgcolor: 'background.paper',
                px: 1,
                borderRadius: 1,
                fontWeight: 600,
                whiteSpace: 'nowrap',
              }}
            >
              {shown + 1} de {codes.length}
            </Typography>
            <Button
              size="small"
              variant="contained"
              color="inherit"
              disabled={shown === codes.length - 1}
              onClick={() => setShown(shown + 1)}
              sx={{ bgcolor: 'background.paper', mr: 'auto' }}
            >
              Siguiente
            </Button>
          </>
        )}
        <Button
          onClick={onClose}
          size="small"
          variant="contained"
          color="inherit"
          startIcon={<CloseIcon fontSize="small" />}
          sx={{ bgcolor: 'background.paper' }}
        >
          Cerrar
        </Button>
      </Box>
      {property.data ? (
        <PropertyCard card={toPropertyCard(property.data)} headingComponent="h3" />
      ) : (
        <Box sx={{ p: 2, bgcolor: 'background.paper', borderRadius: 2 }}>
          {property.error ? property.error.message : 'Cargando inmueble…'}
        </Box>
      )}
    </Box>
  );
}

interface ResultsMapProps {
  filter: PropertySearchQuery;
  /** 'Buscar en esta zona': the filter takes the visible area. */
  onSearchArea: (bbox: Bbox) => void;
}

/** The search's results on a map (issue 21 §1): clustered points, a card on selection, search by area. */
export default function ResultsMap({ filter, onSearchArea }: ResultsMapProps) {
  const points = usePropertyPoints(filter);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  /** The marker that opened the card: the focus goes back to it. */
  const opener = useRef<Element | null>(null);
  const select = (codes: string[]) => {
    opener.current = document.activeElement;
    setSelected(codes);
  };
  const closeCard = () => {
    const [code] = selected;
    setSelected([]);
    // Back to the marker that opened the card (the same element, or the one now naming that listing).
    const marker = map && selected.length === 1 && code ? markerOf(map, code) : undefined;
    if (marker) marker.focus();
    else if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
  };
  const index = useMemo(() => {
    const cluster = new Supercluster<PropertyPoint>({
      radius: CLUSTER_RADIUS_PX,
      // Leaflet's tiles are 256 px: the radius is in screen pixels.
      extent: 256,
      maxZoom: MAP_MAX_ZOOM,
    });
    cluster.load(
      (points.data?.items ?? []).map((p) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
        properties: p,
      })),
    );
    return cluster;
  }, [points.data]);

  // A search without an area shows all its points once they arrive (a city's, or the valley).
  const items = points.data?.items;
  useEffect(() => {
    if (!map || filter.bbox || !items?.length || !filter.ciudad) return;
    map.fitBounds(latLngBounds(items.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: 15 });
  }, [map, items, filter.bbox, filter.ciudad]);

  const searchHere = () => {
    if (!map) return;
    const b = map.getBounds();
    setSelected([]);
    onSearchArea({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
  };
  const total = points.data?.total ?? 0;
  const limit = points.data?.limit ?? 0;

  return (
    <Box>
      <Typography aria-live="polite" sx={{ mb: 1.5 }} data-testid="mapa-total">
        {points.isPending
          ? 'Cargando el mapa…'
          : total === 1
            ? '1 inmueble en el mapa'
            : `${total.toLocaleString('es-CO')} inmuebles en el mapa`}
      </Typography>
      {total > limit && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          Se muestran los {limit.toLocaleString('es-CO')} más recientes: acércate o filtra para ver todos.
        </Alert>
      )}
      <Box role="region" aria-label="Mapa de resultados" sx={{ position: 'relative' }}>
        {/* Before the map in the document, so the keyboard reaches it before the markers. */}
        <Button
          variant="contained"
          startIcon={<TravelExploreIcon />}
          onClick={searchHere}
          disabled={!map}
          size="small"
          sx={{
            position: 'absolute',
            zIndex: 1000,
            top: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            whiteSpace: 'nowrap',
          }}
        >
          Buscar en esta zona
        </Button>
        <MapContainer
          bounds={
            filter.bbox
              ? [
                  [filter.bbox.south, filter.bbox.west],
                  [filter.bbox.north, filter.bbox.east],
                ]
              : DEFAULT_VIEW
          }
          ref={setMap}
          maxZoom={MAP_MAX_ZOOM}
          style={{ height: 'min(70vh, 620px)', minHeight: 360, borderRadius: 16 }}
        >
          <Tiles />
          <Markers index={index} gestion={filter.gestion} selected={selected} onSelect={select} />
          <PanButtons />
        </MapContainer>
        {selected.length > 0 && <SelectedCard key={selected.join()} codes={selected} onClose={closeCard} />}
      </Box>
    </Box>
  );
}
