/** Stands in for the captcha widget (which solves a proof of work in a worker): a button hands over a token. */
export function CaptchaField({ onChange, error }: { onChange: (t: string | null) => void; error?: string }) {
  return (
    <div>
      <button type="button" onClick={() => onChange('captcha-token')}>
        Resolver captcha
      </button>
      {error && <span>{error}</span>}
    </div>
  );
}
