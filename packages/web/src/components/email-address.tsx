/**
 * An e-mail address that may break only after its @ ('contacto@' / 'alamedainmobiliaria.com.co'), never
 * inside the domain: its box must not set `word-break: break-all`.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  // One span: in a flex row (the footer's links) the <wbr> alone would be an item of its own.
  return (
    <span>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
