import { z } from 'zod';

// What api-client checks the gateway's answers with, by name (`responseSchema`): this module and zod load at
// the first answer that needs one, so no page's first scripts carry zod (scripts/check-bundle-budget.mjs).
export {
  areaListSchema,
  captchaConfigSchema,
  categoryListSchema,
  countryListSchema,
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

/** A request the gateway filed: contact, promote, work with us, a property's contact, the advisor's consent. */
export const createdIdSchema = z.object({ id: z.string() });
export type CreatedId = z.infer<typeof createdIdSchema>;

/** DELETE /api/alerts/:id. */
export const deletedSchema = z.object({ deleted: z.boolean() });
export type Deleted = z.infer<typeof deletedSchema>;
