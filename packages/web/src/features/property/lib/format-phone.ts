import { digitsOnly } from '@inmo/contracts';

/** A Colombian mobile number as people read it: '300 123 4567'; any other as it came. */
export function formatPhone(phone: string): string {
  const d = digitsOnly(phone);
  return d.length === 10 ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : phone;
}
