import { z } from 'zod';
import { HTTP_ERROR_MESSAGES } from '../messages';
import { COUNTER_MAX, COUNTER_MIN, SORT_OPTIONS } from './constants';
import { parseBbox } from './bbox';
import { EMPTY_SEARCH, GESTION_IDS, SEARCH_PARAM_RANGES } from './search-params';

/** Query strings arrive as text; '' means "not given". */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const idParam = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${field}: debe ser un número` })
      .int({ error: `${field}: debe ser un número entero` })
      .min(SEARCH_PARAM_RANGES.id.min, { error: `${field}: no puede ser negativo` })
      .max(SEARCH_PARAM_RANGES.id.max, { error: `${field}: es demasiado grande` })
      .default(0),
  );

const counterParam = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${field}: debe ser un número` })
      .int({ error: `${field}: debe ser un número entero` })
      .min(COUNTER_MIN, { error: `${field}: debe estar entre ${COUNTER_MIN} y ${COUNTER_MAX}` })
      .max(COUNTER_MAX, { error: `${field}: debe estar entre ${COUNTER_MIN} y ${COUNTER_MAX}` })
      .default(0),
  );

const priceParam = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${field}: debe ser un número` })
      .int({ error: `${field}: debe ser un número entero` })
      .min(SEARCH_PARAM_RANGES.price.min, { error: `${field}: no puede ser negativo` })
      .max(SEARCH_PARAM_RANGES.price.max, { error: `${field}: es demasiado grande` })
      .optional(),
  );

const BBOX_MESSAGE =
  'bbox: debe ser sur,oeste,norte,este en grados decimales, con sur < norte y oeste < este';

const sortValues = SORT_OPTIONS.map((o) => o.value) as [
  (typeof SORT_OPTIONS)[number]['value'],
  ...(typeof SORT_OPTIONS)[number]['value'][],
];

/**
 * GET /api/properties query. Field names follow the spec's filter (§3). 0 means "any" for
 * ids and counters; counters are minimums ("3" = 3 or more).
 */
export const propertySearchQuerySchema = z.object(
  {
    gestion: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'gestion: debe ser 0, 1 (Arriendo) o 5 (Venta)' })
        .refine((v) => GESTION_IDS.includes(v), {
          error: 'gestion: debe ser 0, 1 (Arriendo) o 5 (Venta)',
        })
        .default(EMPTY_SEARCH.gestion),
    ),
    tipo: idParam('tipo'),
    ciudad: idParam('ciudad'),
    barrio: idParam('barrio'),
    valmin: priceParam('valmin'),
    valmax: priceParam('valmax'),
    habitaciones: counterParam('habitaciones'),
    banos: counterParam('banos'),
    parqueaderos: counterParam('parqueaderos'),
    orden: z.preprocess(
      emptyToUndefined,
      z
        .enum(sortValues, { error: 'orden: debe ser fecha, menor-precio o mayor-precio' })
        .default(EMPTY_SEARCH.orden),
    ),
    /** The map's visible area (`south,west,north,east`): only listings inside it. */
    bbox: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: BBOX_MESSAGE })
        .transform((text, ctx) => {
          const bbox = parseBbox(text);
          if (!bbox) {
            ctx.addIssue({
              code: 'custom',
              message: BBOX_MESSAGE,
            });
            return z.NEVER;
          }
          return bbox;
        })
        .optional(),
    ),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'page: debe ser un número' })
        .int({ error: 'page: debe ser un número entero' })
        .min(SEARCH_PARAM_RANGES.page.min, { error: 'page: debe ser 1 o mayor' })
        .max(SEARCH_PARAM_RANGES.page.max, { error: 'page: es demasiado grande' })
        .default(EMPTY_SEARCH.page),
    ),
  },
  { error: HTTP_ERROR_MESSAGES.badRequest },
);
/** What the client sends (all optional). */
export type PropertySearchQueryInput = z.input<typeof propertySearchQuerySchema>;
/** After parsing: defaults applied. */
export type PropertySearchQuery = z.output<typeof propertySearchQuerySchema>;
