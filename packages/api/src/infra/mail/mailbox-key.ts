/** Domains where Gmail delivers every spelling of the local part: dots ignored, googlemail.com the same box. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address delivers to, as far as a quota or a duplicate check needs to know: lower case,
 * without a `+tag` (most providers deliver `ana+1@` to `ana@`), and for Gmail without dots and with
 * googlemail.com as gmail.com. `Ana.M+x@GoogleMail.com` → `anam@gmail.com`. Mails still go to the
 * address as typed; this is only the key caps and the one-alert-per-search rule count on.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
