import { z } from 'zod';

// What api-client checks the gateway's answers with, by name (`responseSchema`): this module and zod load at
// the first answer that needs one, so no page's first scripts carry zod (scripts/check-bundle-budget.mjs).
export {
  areaListSchema,
  captchaConfigSchema,
  categoryListSchema,
  countryListSchema,
  createdIdSchema,
  type CreatedId,
  headquarterListSchema,
  maintenanceCreatedSchema,
  maintenanceRecordSchema,
  pdfStateSchema,
  pqrsCreatedSchema,
  pqrsRecordSchema,
  searchAlertConfirmedSchema,
  searchAlertCreatedSchema,
  searchAlertListSchema,
} from '@inmo/contracts';

/** DELETE /api/alerts/:id. */
export const deletedSchema = z.object({ deleted: z.boolean() });
export type Deleted = z.infer<typeof deletedSchema>;
