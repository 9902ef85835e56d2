import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { HEADQUARTER_IDS } from '../lookups/headquarters';
import { MAINTENANCE_CATEGORY_IDS } from '../lookups/categories';
import { PQRS_AREA_IDS } from '../lookups/areas';
import { PROMOTE_PROPERTY_TYPES } from '../lookups/promote-types';
import { ALERT_MESSAGES } from '../domain/search-alerts';
import { FORM_MESSAGES, maxLengthMessage } from '../messages';
import { locationIdParamSchema } from '../property/location.schema';
import { propertySearchQuerySchema } from '../property/search-query.schema';
import { advisorConsentRequestSchema } from './advisor-consent.schema';
import { contactRequestSchema } from './contact.schema';
import { DOCUMENT_NUMBER_RULES } from './document-number';
import { maintenanceRequestSchema } from './maintenance.schema';
import { PHONE_MESSAGES } from './phone';
import { pqrsRequestSchema } from './pqrs.schema';
import { promotePropertyRequestSchema } from './promote-property.schema';
import { propertyContactRequestSchema } from './property-contact.schema';
import { alertTokenSchema, searchAlertRequestSchema } from './search-alert.schema';
import { workWithUsRequestSchema } from './work-with-us.schema';

const person = { fullname: 'Ana Pérez', cellphone: '3001234567', email: 'ana@correo.co', consent: true };

/** Every request schema with a body it accepts; each field is then replaced by each bad value. */
const SCHEMAS: Record<string, { schema: z.ZodType; valid: Record<string, unknown> }> = {
  contact: { schema: contactRequestSchema, valid: { ...person, message: 'Hola', website: '' } },
  propertyContact: {
    schema: propertyContactRequestSchema,
    valid: { ...person, message: 'Hola', propertyCode: '919-1', captcha: 'tok' },
  },
  advisorConsent: {
    schema: advisorConsentRequestSchema,
    valid: { fullname: 'Ana', cellphone: '3001234567', propertyCode: '919-1', consent: true },
  },
  promoteProperty: {
    schema: promotePropertyRequestSchema,
    valid: {
      ...person,
      typeProperty: PROMOTE_PROPERTY_TYPES[0],
      gestion: 1,
      valueArriving: '1000000',
      address: 'Calle 1',
      neighborhood: 'Laureles',
      idNeighborhood: '',
      department: 1,
      city: 1,
      aboutYou: 'Dueña',
      captcha: 'tok',
    },
  },
  workWithUs: {
    schema: workWithUsRequestSchema,
    valid: { ...person, vacant: 'Asesor', aboutYou: 'Hola', captcha: 'tok' },
  },
  pqrs: {
    schema: pqrsRequestSchema,
    valid: {
      ...person,
      idArea: PQRS_AREA_IDS[0],
      documentType: 'CC',
      document: '43123456',
      message: 'Hola',
      captcha: 'tok',
    },
  },
  maintenance: {
    schema: maintenanceRequestSchema,
    valid: {
      ...person,
      idHeadquarter: HEADQUARTER_IDS[0],
      documentType: 'NIT',
      document: '901482736',
      extension: '+57',
      address: 'Calle 1',
      idCategory: MAINTENANCE_CATEGORY_IDS[0],
      description: 'Fuga',
      captcha: 'tok',
    },
  },
  searchAlert: {
    schema: searchAlertRequestSchema,
    valid: { email: 'ana@correo.co', frequency: 'diaria', query: '/busqueda/', consent: true, captcha: 't' },
  },
  alertToken: { schema: alertTokenSchema, valid: { token: 'abc' } },
};

const BAD_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x@y',
  'abc',
  'AB-12',
  '+57 300 123 4567',
  '\u0000',
  'a'.repeat(20_000),
  0,
  -1,
  1.5,
  1e15,
  Number.NaN,
  true,
  false,
  {},
  [],
  ['a'],
  '__proto__',
];

/** The project's messages: what a visitor may read under a field. */
const CATALOGUE = new Set<string>([
  ...Object.values(FORM_MESSAGES),
  ...Object.values(PHONE_MESSAGES),
  ...Object.values(DOCUMENT_NUMBER_RULES).map((rule) => rule.message),
  ...Object.values(ALERT_MESSAGES).filter((m) => typeof m === 'string'),
]);
/** The messages that carry a number or an amount, whatever it is: '0' and '$ 0' stand for them. */
const WITH_NUMBER = [maxLengthMessage(0)].map((m) => {
  const pattern = m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('0', '[\\d.]+');
  return new RegExp(`^${pattern}$`);
});
const isCatalogued = (message: string) =>
  CATALOGUE.has(message) || WITH_NUMBER.some((re) => re.test(message));

// zod's defaults ('Invalid input: expected string, received undefined', 'Too small: …', 'Required').
const ENGLISH = /\b(invalid|expected|received|required|too (small|big)|must|string|number|input|option)\b/i;

/** Every message of a failed parse, with those a union or a record keeps inside its issue (resolvers show them). */
function messages(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => [
    issue.message,
    ...('errors' in issue ? issue.errors.flatMap((branch) => messages(branch)) : []),
    ...('issues' in issue ? messages(issue.issues) : []),
  ]);
}

function failures(schema: z.ZodType, valid: Record<string, unknown>): string[] {
  const bodies: unknown[] = [...BAD_VALUES];
  for (const bad of BAD_VALUES) {
    bodies.push(Object.fromEntries(Object.keys(valid).map((key) => [key, bad])));
    for (const key of Object.keys(valid)) bodies.push({ ...valid, [key]: bad });
  }
  return bodies.flatMap((body) => {
    const result = schema.safeParse(body);
    return result.success ? [] : messages(result.error.issues);
  });
}

describe('every request schema fails in Spanish', () => {
  it.each(Object.entries(SCHEMAS))('%s: every message is one of the project’s', (_, { schema, valid }) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const found = failures(schema, valid);
    expect(found.length).toBeGreaterThan(0);
    expect([...new Set(found.filter((m) => !isCatalogued(m)))]).toEqual([]);
  });

  it("the contact form's optional e-mail refuses 'x@y' with the other forms' message, and only it", () => {
    const result = contactRequestSchema.safeParse({ ...SCHEMAS.contact!.valid, email: 'x@y' });
    expect(result.success).toBe(false);
    expect(messages(result.error!.issues)).toEqual([FORM_MESSAGES.invalidEmail]);
    expect(contactRequestSchema.parse({ ...SCHEMAS.contact!.valid, email: ' ' }).email).toBeUndefined();
    expect(contactRequestSchema.parse({ ...SCHEMAS.contact!.valid, email: 'Ana@Correo.co' }).email).toBe(
      'ana@correo.co',
    );
  });

  it.each([
    ['search query', propertySearchQuerySchema, { gestion: 1, page: 1, orden: 'fecha', bbox: '1,2,3,4' }],
    ['location id', locationIdParamSchema, undefined],
  ] as const)('%s: no English', (_, schema, valid) => {
    const found = valid ? failures(schema, valid) : failures(schema, {});
    expect(found.length).toBeGreaterThan(0);
    expect([...new Set(found.filter((m) => ENGLISH.test(m)))]).toEqual([]);
  });
});
