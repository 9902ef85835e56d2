import { type MaintenanceRecord, maintenanceSummary, omitSummaryRows } from '@inmo/contracts';
import type { SummarySection } from '~/components/summary-table';

/** The export's summary table, with the form's labels; the page shows the images below it, not their names. */
export function maintenanceSections(record: MaintenanceRecord): SummarySection[] {
  return omitSummaryRows(maintenanceSummary(record), ['files']);
}
