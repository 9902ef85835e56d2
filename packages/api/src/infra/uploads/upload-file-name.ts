import path from 'node:path';
import { withoutFormatCharacters } from '@inmo/contracts';

/**
 * The visitor's file name, reduced to something safe to show and to use as an attachment name: no folders,
 * control or format characters (a bidi override showed `HV_<U+202E>xcod.pdf` as "HV_fdp.docx"), quotes or
 * angle brackets.
 */
export function displayName(name: string): string {
  const base = path.posix.basename(name.replaceAll('\\', '/'));
  const clean = withoutFormatCharacters(base.normalize('NFC'))
    .replace(/[\p{Cc}"<>]/gu, '')
    .trim();
  return clean.slice(-150) || 'archivo';
}
