import { loadedWhenOpened } from '~/lib/loaded-when-opened';

/** 'Envio exitoso', loaded the first time a form shows it: MUI's Dialog and Modal stay out of the page's first scripts. */
export const FormSuccessDialog = loadedWhenOpened(() =>
  import('./form-success-dialog').then((m) => m.FormSuccessDialog),
);
