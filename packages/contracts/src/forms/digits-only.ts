/** Strips every non-digit, for phone, document and value fields "as typed" (spec §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}
