/** PQRS statuses; a new PQRS is created with the initial one (id 1, spec §4). */
export const PQRS_STATUSES = [
  { id: 1, status: 'Radicada' },
  { id: 2, status: 'En trámite' },
  { id: 3, status: 'Respondida' },
  { id: 4, status: 'Cerrada' },
] as const;

export const PQRS_INITIAL_STATUS_ID = 1;

/** The spec only fixes the status a maintenance is created with (3); its name is not shown. */
export const MAINTENANCE_NEW_STATUS_ID = 3;

/** Company every maintenance belongs to (spec §9). */
export const MAINTENANCE_COMPANY_ID = 1;

/** Legal response time of a PQRS in business days (Ley 1755 de 2015, art. 14). */
export const PQRS_RESPONSE_BUSINESS_DAYS = 15;
