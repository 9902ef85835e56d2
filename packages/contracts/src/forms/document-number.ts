import type { z } from 'zod';
import type { DocumentType } from '../lookups/document-types';

interface DocumentNumberRule {
  readonly pattern: RegExp;
  readonly message: string;
}

/** Spec §5: every document number is digits only, at most 10, whatever its type. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 10;

/**
 * Per document type (spec §3 lists them), within §5's digits-only rule: ID cards, passports and permits
 * take 3 to 10 digits, a NIT 6 to 10 (its check digit cannot be typed apart, so it is not checked).
 */
export const DOCUMENT_NUMBER_RULES: Record<DocumentType, DocumentNumberRule> = {
  CC: { pattern: /^\d{3,10}$/, message: 'La cédula de ciudadanía lleva solo números, de 3 a 10 dígitos.' },
  CE: { pattern: /^\d{3,10}$/, message: 'La cédula de extranjería lleva solo números, de 3 a 10 dígitos.' },
  NIT: { pattern: /^\d{6,10}$/, message: 'El NIT lleva solo números, de 6 a 10 dígitos.' },
  PA: { pattern: /^\d{3,10}$/, message: 'El pasaporte lleva solo números, de 3 a 10 dígitos.' },
  PAS: { pattern: /^\d{3,10}$/, message: 'El pasaporte lleva solo números, de 3 a 10 dígitos.' },
  PEP: { pattern: /^\d{3,10}$/, message: 'El PEP lleva solo números, de 3 a 10 dígitos.' },
  PPT: { pattern: /^\d{3,10}$/, message: 'El PPT lleva solo números, de 3 a 10 dígitos.' },
};

// DIAN's weights, from the last digit of the NIT leftwards.
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The DIAN check digit of a NIT (modulo 11 over prime weights); the company's own NIT is held to it. */
export function nitCheckDigit(nit: string): number {
  const reversed = [...nit].reverse();
  const sum = reversed.reduce((total, digit, i) => total + Number(digit) * (NIT_WEIGHTS[i] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** Why a document number does not fit its type, or null. */
export function documentNumberProblem(type: DocumentType, value: string): string | null {
  const rule = DOCUMENT_NUMBER_RULES[type];
  return rule.pattern.test(value) ? null : rule.message;
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
