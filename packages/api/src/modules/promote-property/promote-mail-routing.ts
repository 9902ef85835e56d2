import { GESTION } from '@inmo/contracts';
import { type AppConfig } from '#src/config/config.schema';
import { mailboxAddress } from '../submissions/mailbox-address';

export type PromoteRoutingConfig = Pick<AppConfig, 'MAIL_RENT_ROUTES' | 'MAIL_MARKETING' | 'MAIL_SALES'>;

/** Key of a neighbourhood in MAIL_RENT_ROUTES; a group is several neighbourhoods sharing one mailbox. */
export function neighbourhoodRouteKey(neighbourhoodId: number): string {
  return `barrio:${neighbourhoodId}`;
}

/**
 * The internal mailbox of a promote request (spec §9): for rent, the neighbourhood's route, else the
 * city's, else marketing; for sale, the sales mailbox.
 */
export function promoteMailbox(
  config: PromoteRoutingConfig,
  request: { readonly gestion: number; readonly cityId: number; readonly neighbourhoodId?: number | null },
): string {
  if (request.gestion === GESTION.VENTA) return mailboxAddress(config.MAIL_SALES);
  const routes = config.MAIL_RENT_ROUTES;
  const byNeighbourhood =
    request.neighbourhoodId != null ? routes[neighbourhoodRouteKey(request.neighbourhoodId)] : undefined;
  return byNeighbourhood ?? routes[String(request.cityId)] ?? mailboxAddress(config.MAIL_MARKETING);
}
