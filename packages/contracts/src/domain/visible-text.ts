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
