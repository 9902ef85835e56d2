import { DEFAULT_MAP_SETTINGS } from '@inmo/contracts';
import 'leaflet/dist/leaflet.css';
import './map-markers.css';
import { DomEvent } from 'leaflet';
import { useEffect, useRef } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import { useSettings } from '~/lib/use-settings';

/**
 * The configured tiles with their attribution. Pages are sent with `Referrer-Policy: no-referrer`; tile
 * providers (OpenStreetMap's policy among them) need to know the site asking, so the tiles say their origin.
 */
export function Tiles() {
  const { tileUrl, attribution } = useSettings('map', DEFAULT_MAP_SETTINGS);
  return tileUrl ? (
    <TileLayer url={tileUrl} attribution={attribution} referrerPolicy="strict-origin-when-cross-origin" />
  ) : null;
}

const PAN_PX = 160;
const PAN_BUTTONS = [
  ['Mover el mapa al norte', 0, -PAN_PX, '↑'],
  ['Mover el mapa al oeste', -PAN_PX, 0, '←'],
  ['Mover el mapa al este', PAN_PX, 0, '→'],
  ['Mover el mapa al sur', 0, PAN_PX, '↓'],
] as const;

/** Buttons that move the map, for whoever cannot drag it (WCAG 2.5.7); the zoom has Leaflet's own. */
export function PanButtons() {
  const map = useMap();
  const ref = useRef<HTMLDivElement>(null);
  // A tap on a button is not a tap on the map (no drag, no double-click zoom).
  useEffect(() => {
    if (ref.current) DomEvent.disableClickPropagation(ref.current);
  }, []);
  return (
    <div className="leaflet-bottom leaflet-left">
      <div ref={ref} className="leaflet-control leaflet-bar" role="group" aria-label="Mover el mapa">
        {PAN_BUTTONS.map(([label, x, y, arrow]) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            title={label}
            onClick={() => map.panBy([x, y])}
            style={{
              display: 'block',
              width: 34,
              height: 34,
              border: 0,
              background: '#fff',
              cursor: 'pointer',
              fontSize: 18,
            }}
          >
            <span aria-hidden>{arrow}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
