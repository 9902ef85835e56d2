/** The map tiles the agency configures (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), sent with every page. */
export interface MapSettings {
  /** `https://…/{z}/{x}/{y}.png` */
  readonly tileUrl: string;
  /** HTML set by the operator: the tiles' licence. */
  readonly attribution: string;
}

export const DEFAULT_MAP_SETTINGS: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};
