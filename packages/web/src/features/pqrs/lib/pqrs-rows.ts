import { formatDateTimeEs, type PqrsRecord, pqrsSummary } from '@inmo/contracts';
import type { SummarySection } from '~/components/summary-table';

export const PQRS_EXPORT_TITLE = 'PETICIONES - QUEJAS - RECLAMOS - SUGERENCIAS';
export const MISSING_DATE_LOG = 'Los datos obtenidos de la API no contienen la fecha esperada.';

/** Registration date and time in Spanish, long month, 12-hour clock; 'Fecha no disponible' when missing. */
export function pqrsRegisteredAt(record: Pick<PqrsRecord, 'registerDate'>): string {
  if (!record.registerDate) console.error(MISSING_DATE_LOG);
  return formatDateTimeEs(record.registerDate);
}

/** The export table of spec §2, section by section (the rows the mails show too). */
export function pqrsSections(record: PqrsRecord): SummarySection[] {
  if (!record.registerDate) console.error(MISSING_DATE_LOG);
  return pqrsSummary(record);
}
