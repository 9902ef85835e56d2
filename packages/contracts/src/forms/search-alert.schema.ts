import { z } from 'zod';
import { ALERT_FREQUENCIES, ALERT_MESSAGES, SEARCH_ALERT_LIMITS } from '../domain/search-alerts';
import { captchaField, consentField, requestObject, requiredEmail, selectOption } from './fields';
import { FIELD_LIMITS } from './field-limits';

const L = FIELD_LIMITS.searchAlert;

/** POST /api/alerts: one alert for the search the visitor is looking at (`query`: its address). */
export const searchAlertRequestSchema = requestObject({
  email: requiredEmail(L.email),
  frequency: selectOption(ALERT_FREQUENCIES),
  query: z
    .string({ error: ALERT_MESSAGES.invalidSearch })
    .max(SEARCH_ALERT_LIMITS.queryMaxLength, ALERT_MESSAGES.invalidSearch),
  consent: consentField,
  captcha: captchaField(),
});
export type SearchAlertRequestInput = z.input<typeof searchAlertRequestSchema>;
export type SearchAlertRequest = z.output<typeof searchAlertRequestSchema>;

/** POST /api/alerts answer: nothing is sent until the confirmation link is used. */
export const searchAlertCreatedSchema = z.object({ status: z.literal('pending') });

/** A confirmation or management link's token (opaque to the page). */
export const alertTokenSchema = requestObject({
  token: z
    .string({ error: ALERT_MESSAGES.invalidLink })
    .min(1, ALERT_MESSAGES.invalidLink)
    .max(200, ALERT_MESSAGES.invalidLink),
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
