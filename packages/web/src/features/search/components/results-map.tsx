import { type Bbox, type PropertyPoint, type PropertySearchQuery } from '@inmo/contracts';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  latLngBounds,
  type FitBoundsOptions,
  type LatLngBoundsExpression,
  type Map as LeafletMap,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer } from 'react-leaflet';
import Supercluster from 'supercluster';
import { usePropertyPoints } from '~/features/search/api/get-property-points';
import { PanButtons, Tiles } from '~/components/map/map-base';
import { MapMarkers, markerOf } from './map-markers';
import { MapSelectedCard } from './map-selected-card';

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

/**
 * Margins of a view fitted to points: a price label stands up to 27 px above its point and half its width (a
 * sale's, up to 63 px) to each side, and 'Buscar en esta zona' covers the top 44 px in the middle: no label is
 * cut at an edge or under the button.
 */
const FIT_MARGINS = { paddingTopLeft: [64, 80], paddingBottomRight: [64, 24] } satisfies FitBoundsOptions;

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
    map.fitBounds(latLngBounds(items.map((p) => [p.lat, p.lng])), { ...FIT_MARGINS, maxZoom: 15 });
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
          <MapMarkers index={index} gestion={filter.gestion} selected={selected} onSelect={select} />
          <PanButtons />
        </MapContainer>
        {selected.length > 0 && (
          <MapSelectedCard key={selected.join()} codes={selected} onClose={closeCard} />
        )}
      </Box>
    </Box>
  );
}
