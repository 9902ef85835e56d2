import { z } from 'zod';
import { formatCop } from '../money';
import { CITIES } from '../property/places';
import { GESTION_LABELS, PROPERTY_TYPES } from '../property/constants';
import { type PropertySearchQuery } from '../property/search-query.schema';
import { captchaField, consentField, requiredEmail, selectOption } from './fields';

export const ALERT_FREQUENCIES = ['diaria', 'semanal'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  diaria: 'Diaria',
  semanal: 'Semanal (los lunes)',
};

export const SEARCH_ALERT_LIMITS = {
  /** Listings in one digest mail; the rest are a link to the search. */
  listingsPerMail: 10,
  /** Alerts one address may keep (pending or active). */
  alertsPerEmail: 10,
  /** The address of a search as the search page writes it. */
  queryMaxLength: 1000,
} as const;

export const ALERT_MESSAGES = {
  title: 'Recibir alertas de esta búsqueda',
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
  invalidLink: 'El enlace no es válido o ya venció. Crea la alerta de nuevo desde la búsqueda.',
  manageTitle: 'Tus alertas de búsqueda',
  none: 'No tienes alertas activas con este correo.',
  deleted: 'Eliminamos la alerta. No te enviaremos más correos de ella.',
  unsubscribeButton: 'Dejar de recibir esta alerta',
} as const;

/** POST /api/alerts: one alert for the search the visitor is looking at (`query`: its address). */
export const searchAlertRequestSchema = z.object({
  email: requiredEmail(80),
  frequency: selectOption(ALERT_FREQUENCIES),
  query: z
    .string({ error: ALERT_MESSAGES.invalidSearch })
    .max(SEARCH_ALERT_LIMITS.queryMaxLength, ALERT_MESSAGES.invalidSearch),
  consent: consentField,
  captcha: captchaField(),
});
export type SearchAlertRequestInput = z.input<typeof searchAlertRequestSchema>;
export type SearchAlertRequest = z.output<typeof searchAlertRequestSchema>;

/** A confirmation or management link's token (opaque to the page). */
export const alertTokenSchema = z.object({
  token: z.string({ error: ALERT_MESSAGES.invalidLink }).min(1, ALERT_MESSAGES.invalidLink).max(200),
});
export type AlertTokenRequest = z.infer<typeof alertTokenSchema>;

export const searchAlertSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** 'pending': waiting for the confirmation link. */
  status: z.enum(['pending', 'active']),
  /** Site-relative address of the search (`/busqueda/?…`). */
  searchPath: z.string(),
  createdAt: z.string(),
});
export type SearchAlertSummary = z.infer<typeof searchAlertSummarySchema>;

/** POST /api/alerts/confirm answer. */
export const searchAlertConfirmedSchema = z.object({
  alert: searchAlertSummarySchema,
  /** The token of the address's management page. */
  manageToken: z.string(),
});

/** GET /api/alerts/manage answer. */
export const searchAlertListSchema = z.object({
  /** The address, partly hidden (a link forwarded to someone else shows little). */
  email: z.string(),
  alerts: z.array(searchAlertSummarySchema),
});
export type SearchAlertList = z.infer<typeof searchAlertListSchema>;

type SearchFilterForLabel = Pick<
  PropertySearchQuery,
  'gestion' | 'tipo' | 'ciudad' | 'valmin' | 'valmax' | 'habitaciones' | 'banos' | 'parqueaderos' | 'bbox'
>;

/** 'Apartamento en arriendo · Medellín, El Poblado · hasta $ 3.000.000 · 2+ habitaciones'. */
export function describeSearch(filter: SearchFilterForLabel, neighbourhood?: string | null): string {
  const type = PROPERTY_TYPES.find((t) => t.id === filter.tipo)?.name ?? 'Inmuebles';
  const gestion = GESTION_LABELS[filter.gestion === 5 ? 5 : 1].toLowerCase();
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
