import { z } from 'zod';

export const departmentSchema = z.object({ id: z.number().int(), name: z.string() });
export type Department = z.infer<typeof departmentSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  departmentId: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

export const neighbourhoodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
});
export type Neighbourhood = z.infer<typeof neighbourhoodSchema>;

export const departmentListSchema = z.array(departmentSchema);
export const cityListSchema = z.array(citySchema);
export const neighbourhoodListSchema = z.array(neighbourhoodSchema);

/** Path ids of the location endpoints. */
export const locationIdParamSchema = z.coerce
  .number({ error: 'id: debe ser un número' })
  .int({ error: 'id: debe ser un número entero' })
  .min(1, { error: 'id: debe ser un número positivo' })
  .max(2_147_483_647, { error: 'id: es demasiado grande' });
