/** Shared by the drawer, the favorites page and the share menu; here so no page loads a popup's chunk for them. */
export const FAVORITES_DRAWER_TITLE = 'Tus inmuebles favoritos';
export const NO_FAVORITES_TEXT = 'No tienes inmuebles favoritos guardados.';

export const SHARE_FAVORITES_TEXTS = {
  button: 'Compartir favoritos',
  title: 'Comparte tus favoritos',
  linkLabel: 'Enlace de tus favoritos',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'Selecciona el enlace y cópialo',
  message: 'Mira estos inmuebles que guardé:',
} as const;
