// No zod here: the browser's first page reads stored favorites with this, and zod would add about
// 24 KB gzip to it. A test keeps it in step with propertyCardSchema.
import type { PropertyCard } from './property.schema';

type FieldKind = 'string' | 'int' | 'int?' | 'number?' | 'boolean' | 'gestion' | 'photo?';

/** Every field of a card by kind; `satisfies` makes the compiler list a field added to the schema. */
const CARD_FIELDS = {
  code: 'string',
  gestionId: 'gestion',
  gestion: 'string',
  typeId: 'int',
  type: 'string',
  departmentId: 'int?',
  department: 'string',
  cityId: 'int',
  city: 'string',
  neighbourhoodId: 'int?',
  neighbourhood: 'string',
  price: 'int',
  adminFee: 'int?',
  estrato: 'int?',
  builtArea: 'number?',
  lotArea: 'number?',
  bedrooms: 'int',
  bathrooms: 'int',
  parking: 'int',
  photo: 'photo?',
  featured: 'boolean',
  listedAt: 'string',
} as const satisfies Record<keyof PropertyCard, FieldKind>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isInt = (v: unknown) => Number.isSafeInteger(v);
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isIntOrNull = (v: unknown) => v === null || isInt(v);

function isPhoto(v: unknown): boolean {
  return (
    isRecord(v) &&
    typeof v.small === 'string' &&
    typeof v.large === 'string' &&
    isIntOrNull(v.width) &&
    isIntOrNull(v.height)
  );
}

const CHECKS: Record<FieldKind, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  int: isInt,
  'int?': isIntOrNull,
  'number?': (v) => v === null || isNumber(v),
  boolean: (v) => typeof v === 'boolean',
  gestion: (v) => v === 1 || v === 5,
  'photo?': (v) => v === null || isPhoto(v),
};

/**
 * The card part of `value` (a stored favorite, a detail answer), other fields dropped; null when a
 * field is missing or of the wrong type. Same answer as `propertyCardSchema.safeParse`.
 */
export function readPropertyCard(value: unknown): PropertyCard | null {
  if (!isRecord(value)) return null;
  const card: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(CARD_FIELDS)) {
    const v = value[field];
    if (!CHECKS[kind](v)) return null;
    card[field] =
      kind === 'photo?' && isRecord(v)
        ? { small: v.small, large: v.large, width: v.width, height: v.height }
        : v;
  }
  return card as PropertyCard;
}
