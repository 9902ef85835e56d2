import { PHONE_MAX_DIGITS } from './phone';

// Zod-free on purpose: a form's first page reads its inputs' limits from here without loading zod. The schemas
// take the same numbers (field-limits.test.ts checks each schema against them).

/** A person's name in the forms that share 'Nombres y apellidos' (contact, promote, work with us…). */
export const PERSON_NAME_MAX_LENGTH = 50;
/** An email in the forms' 'Correo electrónico'. */
export const EMAIL_MAX_LENGTH = 50;

/** Max length of each text field, by form: the schema's `.max` and the input's `maxLength` and counter. */
export const FIELD_LIMITS = {
  contact: { fullname: PERSON_NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, message: 500 },
  propertyContact: { fullname: PERSON_NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, message: 200 },
  advisorConsent: { fullname: 100 },
  promoteProperty: {
    fullname: PERSON_NAME_MAX_LENGTH,
    email: EMAIL_MAX_LENGTH,
    valueArriving: 13,
    address: 50,
    neighborhood: 50,
    aboutYou: 200,
  },
  workWithUs: { fullname: PERSON_NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, vacant: 100, aboutYou: 200 },
  pqrs: { fullname: PERSON_NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, message: 180 },
  maintenance: {
    fullname: PERSON_NAME_MAX_LENGTH,
    /** The calling code ('+57', '+1-809'). */
    extension: 10,
    email: EMAIL_MAX_LENGTH,
    address: 50,
    description: 2500,
  },
  searchAlert: { email: 80 },
} as const;

/** A Colombian cellphone or landline: every form without a country-code field. */
export const COLOMBIAN_PHONE_MAX_LENGTH = PHONE_MAX_DIGITS.colombia;
