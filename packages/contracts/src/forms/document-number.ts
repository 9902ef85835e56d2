import type { z } from 'zod';
import type { DocumentType } from '../lookups/document-types';

interface DocumentNumberRule {
  readonly pattern: RegExp;
  /** Input limit of the number field for this type. */
  readonly maxLength: number;
  /** Keeps what this type may hold as the visitor types ('43.123.456-7x' → '431234567' for a CC). */
  readonly sanitize: (value: string) => string;
  readonly message: string;
}

const digits = (value: string) => value.replace(/\D+/g, '');
const alphanumeric = (value: string) => value.replace(/[^0-9A-Za-z]+/g, '').toUpperCase();
/** Digits and one dash before a single check digit ('900.123.456-7' → '900123456-7'). */
const nitCharacters = (value: string) => {
  const [number = '', ...rest] = value.replace(/[^\d-]+/g, '').split('-');
  return rest.length > 0 ? `${number}-${rest.join('').slice(0, 1)}` : number;
};

const IDENTITY_CARD: Omit<DocumentNumberRule, 'message'> = {
  pattern: /^\d{3,10}$/,
  maxLength: 10,
  sanitize: digits,
};
const ALPHANUMERIC: Omit<DocumentNumberRule, 'message'> = {
  pattern: /^[0-9A-Z]{3,15}$/,
  maxLength: 15,
  sanitize: alphanumeric,
};

/**
 * Per document type (spec §3 lists them): Colombian and foreigner ID cards are numbers; a NIT is a number
 * with an optional check digit after a dash; passports and permits (PEP numbers run to 15 characters) carry
 * letters and digits.
 */
export const DOCUMENT_NUMBER_RULES: Record<DocumentType, DocumentNumberRule> = {
  CC: { ...IDENTITY_CARD, message: 'La cédula de ciudadanía lleva solo números, de 3 a 10 dígitos.' },
  CE: { ...IDENTITY_CARD, message: 'La cédula de extranjería lleva solo números, de 3 a 10 dígitos.' },
  NIT: {
    pattern: /^\d{6,10}(?:-\d)?$/,
    maxLength: 12,
    sanitize: nitCharacters,
    message:
      'El NIT lleva de 6 a 10 números y, si quieres, el dígito de verificación tras un guion: 900123456-7.',
  },
  PA: { ...ALPHANUMERIC, message: 'El pasaporte lleva solo letras y números, de 3 a 15 caracteres.' },
  PAS: { ...ALPHANUMERIC, message: 'El pasaporte lleva solo letras y números, de 3 a 15 caracteres.' },
  PEP: { ...ALPHANUMERIC, message: 'El PEP lleva solo letras y números, de 3 a 15 caracteres.' },
  PPT: { ...ALPHANUMERIC, message: 'El PPT lleva solo letras y números, de 3 a 15 caracteres.' },
};

export const NIT_CHECK_DIGIT_MESSAGE = 'El dígito de verificación no corresponde a ese NIT.';

/** The longest number any type takes (the field's limit before a type is chosen). */
export const DOCUMENT_NUMBER_MAX_LENGTH = Math.max(
  ...Object.values(DOCUMENT_NUMBER_RULES).map((rule) => rule.maxLength),
);

// DIAN's weights, from the last digit of the NIT leftwards.
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The DIAN check digit of a NIT (modulo 11 over prime weights). */
export function nitCheckDigit(nit: string): number {
  const reversed = [...nit].reverse();
  const sum = reversed.reduce((total, digit, i) => total + Number(digit) * (NIT_WEIGHTS[i] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** What the number field keeps of a typed value for the chosen type (any letter or digit before a choice). */
export function sanitizeDocumentNumber(type: string, value: string): string {
  const rule = Object.hasOwn(DOCUMENT_NUMBER_RULES, type)
    ? DOCUMENT_NUMBER_RULES[type as DocumentType]
    : undefined;
  return (rule?.sanitize ?? alphanumeric)(value).slice(0, rule?.maxLength ?? DOCUMENT_NUMBER_MAX_LENGTH);
}

/** Why a document number does not fit its type, or null. */
export function documentNumberProblem(type: DocumentType, value: string): string | null {
  const rule = DOCUMENT_NUMBER_RULES[type];
  if (!rule.pattern.test(value)) return rule.message;
  if (type === 'NIT' && value.includes('-')) {
    const [number = '', check = ''] = value.split('-');
    if (nitCheckDigit(number) !== Number(check)) return NIT_CHECK_DIGIT_MESSAGE;
  }
  return null;
}

/** For an object schema's `superRefine`: the document number must fit the chosen type. */
export function checkDocumentNumber(
  value: { documentType?: unknown; document?: unknown } | undefined,
  ctx: z.RefinementCtx,
): void {
  // Also runs on a body that is no object at all (the schema's own issues are reported then).
  const { documentType: type, document } = value ?? {};
  // Own keys only: `in` also finds what every object inherits ('__proto__', 'constructor', 'toString').
  if (typeof type !== 'string' || typeof document !== 'string' || !Object.hasOwn(DOCUMENT_NUMBER_RULES, type))
    return;
  const problem = documentNumberProblem(type as DocumentType, document);
  if (problem) ctx.addIssue({ code: 'custom', path: ['document'], message: problem });
}
