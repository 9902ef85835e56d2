/** The map tiles the agency configures (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), sent with every page. */
export interface MapSettings {
  /** `https://…/{z}/{x}/{y}.png`; null: no provider configured in production, and no map is shown. */
  readonly tileUrl: string | null;
  /** HTML set by the operator: the tiles' licence. */
  readonly attribution: string;
}

/** Outside production only: the gateway has no default tiles in production (MAP_TILE_URL). */
export const DEFAULT_MAP_SETTINGS: MapSettings & { readonly tileUrl: string } = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  // OpenStreetMap's attribution guidelines: the contributors, with a link to the copyright page.
  attribution: '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};
