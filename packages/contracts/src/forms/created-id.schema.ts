import { z } from 'zod';

/** What the gateway answers a request it filed: contact, promote, work with us, a property's contact, the advisor's consent. */
export const createdIdSchema = z.object({ id: z.string() });
export type CreatedId = z.infer<typeof createdIdSchema>;
