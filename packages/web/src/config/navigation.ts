import { PATHS, searchPresetPath } from './paths';

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

/** Main menu: the property journeys. */
export const PRIMARY_NAV: readonly NavItem[] = [
  { label: 'Buscar inmuebles', to: PATHS.search },
  { label: 'Arrendar', to: searchPresetPath('arriendo') },
  { label: 'Comprar', to: searchPresetPath('venta') },
  { label: 'Simulador', to: PATHS.simulator },
  { label: 'Contacto', to: PATHS.contact },
];

/** The call to action next to the main menu. */
export const PROMOTE_NAV: NavItem = { label: 'Promociona tu inmueble', to: PATHS.promoteProperty };

/** Customer services, shown in the top bar on desktop. */
export const SERVICE_NAV: readonly NavItem[] = [
  { label: 'PQRS', to: PATHS.pqrsCreate },
  { label: 'Mantenimientos', to: PATHS.maintenanceCreate },
  { label: 'Trabaja con nosotros', to: PATHS.workWithUs },
];

/** The full list, in the order the mobile drawer shows it. */
export const ALL_NAV: readonly NavItem[] = [
  { label: 'Inicio', to: PATHS.home },
  ...PRIMARY_NAV,
  { label: 'Simulador de crédito', to: PATHS.mortgageSimulator },
  { label: 'Favoritos', to: PATHS.favorites },
  PROMOTE_NAV,
  ...SERVICE_NAV,
];
