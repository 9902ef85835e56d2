// No zod here: the search page shows the button's label and the dialog's description on the first page.
import { SEARCH_ALERT_TITLE } from '../messages';
import { formatCop } from '../money';
import { CITIES } from '../property/places';
import { GESTION, GESTION_LABELS, PROPERTY_TYPES } from '../property/constants';
import { type PropertySearchQuery } from '../property/search-query.schema';

export const ALERT_FREQUENCIES = ['diaria', 'semanal'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  diaria: 'Diaria',
  semanal: 'Semanal (los lunes)',
};

export const SEARCH_ALERT_LIMITS = {
  /** Listings in one digest mail; the rest are a link to the search. */
  listingsPerMail: 10,
  /** Active alerts one inbox may keep (pending sign-ups do not count: anyone can make those). */
  alertsPerEmail: 10,
  /** The address of a search as the search page writes it. */
  queryMaxLength: 1000,
} as const;

export const ALERT_MESSAGES = {
  title: SEARCH_ALERT_TITLE,
  intro:
    'Te enviamos por correo los inmuebles nuevos y las bajas de precio que coincidan con esta búsqueda. Puedes darte de baja cuando quieras.',
  created:
    'Te enviamos un correo para confirmar la alerta. Abre el enlace que contiene: sin tu confirmación no te enviaremos nada.',
  invalidSearch: 'La búsqueda no es válida. Vuelve a buscar e inténtalo de nuevo.',
  tooMany: `Ya tienes ${SEARCH_ALERT_LIMITS.alertsPerEmail} alertas con este correo. Elimina alguna para crear otra.`,
  failure: 'Hubo un problema al crear la alerta. Por favor, inténtalo de nuevo más tarde.',
  confirmTitle: 'Confirma tu alerta',
  confirmButton: 'Activar alerta',
  confirmed: '¡Listo! Tu alerta quedó activa.',
  invalidLink:
    'El enlace no es válido, ya se usó o venció. Si tu alerta ya está activa, adminístrala desde el correo más reciente que te enviamos; si no, créala de nuevo desde la búsqueda.',
  /** The management link of an address with no alert left (or a link that never named one). */
  noAlertsForLink:
    'No hay alertas activas para este enlace, o el enlace venció. Usa el del correo más reciente que te enviamos, o crea la alerta de nuevo desde la búsqueda: te llegará un enlace nuevo. Si las eliminaste, no te enviaremos más correos de ellas.',
  manageTitle: 'Tus alertas de búsqueda',
  none: 'No tienes alertas activas con este correo.',
  deleted: 'Eliminamos la alerta. No te enviaremos más correos de ella.',
  unsubscribeButton: 'Dejar de recibir esta alerta',
} as const;

type SearchFilterForLabel = Pick<
  PropertySearchQuery,
  'gestion' | 'tipo' | 'ciudad' | 'valmin' | 'valmax' | 'habitaciones' | 'banos' | 'parqueaderos' | 'bbox'
>;

/** 'Apartamento en arriendo · Medellín, El Poblado · hasta $ 3.000.000 · 2+ habitaciones'. */
export function describeSearch(filter: SearchFilterForLabel, neighbourhood?: string | null): string {
  const type = PROPERTY_TYPES.find((t) => t.id === filter.tipo)?.name ?? 'Inmuebles';
  // gestion 0 is no filter (spec: 0 none, 1 rent, 5 sale): the alert covers both.
  const gestion =
    filter.gestion === GESTION.ANY
      ? 'arriendo o venta'
      : GESTION_LABELS[filter.gestion === GESTION.VENTA ? 5 : 1].toLowerCase();
  const city = CITIES.find((c) => c.id === filter.ciudad)?.name;
  const place = [city, neighbourhood].filter(Boolean).join(', ');
  const { valmin, valmax } = filter;
  const price =
    valmin !== undefined && valmax !== undefined
      ? `${formatCop(valmin)} a ${formatCop(valmax)}`
      : valmax !== undefined
        ? `hasta ${formatCop(valmax)}`
        : valmin !== undefined
          ? `desde ${formatCop(valmin)}`
          : '';
  const counters = [
    filter.habitaciones ? `${filter.habitaciones}+ habitaciones` : '',
    filter.banos ? `${filter.banos}+ baños` : '',
    filter.parqueaderos ? `${filter.parqueaderos}+ parqueaderos` : '',
  ];
  return [`${type} en ${gestion}`, place, filter.bbox ? 'zona del mapa' : '', price, ...counters]
    .filter(Boolean)
    .join(' · ');
}
