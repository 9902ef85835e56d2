/** Shared by the drawer and the favorites page; here so the page does not load the drawer's chunk. */
export const FAVORITES_DRAWER_TITLE = 'Tus inmuebles favoritos';
export const NO_FAVORITES_TEXT = 'No tienes inmuebles favoritos guardados.';
