/**
 * Unicode format characters (\p{Cf}): the bidi controls (U+202A–202E, U+2066–2069, LRM, RLM, ALM), the
 * zero-width ones, the BOM, tags. None is visible, and the bidi ones reorder what follows: U+202E turned a
 * CV named `HV_<U+202E>xcod.pdf` into "HV_fdp.docx" in the HR mail. Removing them keeps the text readable.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** `value` without its format characters (texts that reach staff: names, messages, file names, subjects). */
export function withoutFormatCharacters(value: string): string {
  return value.replace(FORMAT_CHARACTERS, '');
}

/** What stands in for a link in a visitor's text mailed back to an address nobody has proven. */
export const LINK_PLACEHOLDER = '[enlace]';

/**
 * What mail clients turn into a link: a URL with a scheme, `www.…`, an e-mail address, or a bare domain
 * (`phish.example/x`: labels of letters, digits and hyphens, a last one of 2+ letters), with its path.
 */
const LINK_LIKE = new RegExp(
  [
    /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/.source,
    /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/.source,
    // Not a file name: the extensions uploads take are no top-level domain.
    /\b(?:[a-z0-9-]+\.)+(?!(?:jpe?g|png|webp|pdf|docx?|mp4)\b)[a-z]{2,}\b(?:[/?#]\S*)?/.source,
  ]
    // A link ends before the punctuation that ends its sentence.
    .map((part) => `(?:${part})(?<![.,;:!?)\\]'"])`)
    .join('|'),
  'giu',
);

/**
 * `text` with every link-like piece replaced by {@link LINK_PLACEHOLDER}: a visitor's own words mailed to
 * the address they typed (which nobody has proven theirs) must not carry anyone's link from the agency's
 * address. The staff copies keep the text whole.
 */
export function withoutLinks(text: string): string {
  return text.replace(LINK_LIKE, LINK_PLACEHOLDER);
}
