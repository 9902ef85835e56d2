import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The codings a page is kept in once asked for, in the order the gateway prefers them. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** Smaller answers go as they are, as `compression` does below its 1 KB threshold. */
const MIN_COMPRESSED_BYTES = 1024;

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compress: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: a page is compressed once per render, not per answer, so the 8-9 % it saves over `compression`'s
  // 4 costs a millisecond a minute (bench/results/cached-page-cost-2026-12-06.txt, section 1).
  br: (body) =>
    brotliCompressAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

/**
 * A rendered page's bytes as every answer sends them: the same for every visitor, so they are validated by an
 * ETag and compressed once per coding (off the event loop, and only when some client asks for that coding).
 */
export class PageBody {
  /** Weak: the br, gzip and plain answers share it, as the same page in three codings. */
  readonly etag: string;
  private readonly encoded = new Map<PageEncoding, Promise<Buffer>>();

  constructor(readonly bytes: Buffer) {
    this.etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  }

  /** The bytes in `encoding`, or as they are (null) when there is nothing worth compressing. */
  encodedAs(encoding: PageEncoding): Promise<Buffer> | null {
    if (this.bytes.length < MIN_COMPRESSED_BYTES) return null;
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded = compress[encoding](this.bytes);
      this.encoded.set(encoding, encoded);
      // A failed compression is not kept: the next answer tries again.
      encoded.catch(() => this.encoded.delete(encoding));
    }
    return encoded;
  }
}

/**
 * The page without its placeholder nonce, and the CSP source (`'sha256-…'`) of each inline script that carried
 * it: the web's render marks its own scripts so (root.tsx, React Router's Scripts). Only those are named: the
 * placeholder never leaves the process, so a `<script>` that the page's content brought in carries none and no
 * hash names it. A script's hash is of its text up to the first `</script` (which ends it in the browser: the
 * framework escapes `<` in what it writes into scripts), with line breaks as the browser's parser reads them.
 */
export function withOwnScriptsHashed(
  page: Buffer,
  placeholderNonce: string,
): { bytes: Buffer; scriptHashes: string[] } {
  const mark = Buffer.from(` nonce="${placeholderNonce}"`);
  const parts: Buffer[] = [];
  const hashes = new Set<string>();
  let start = 0;
  for (let at = page.indexOf(mark); at !== -1; at = page.indexOf(mark, start)) {
    parts.push(page.subarray(start, at));
    start = at + mark.length;
    // The element the mark is in: a script, or a link (a modulepreload, which 'self' allows anyway).
    const tag = page.lastIndexOf('<', at);
    if (!/^<script\s$/.test(page.toString('latin1', tag, tag + 8))) continue;
    const textStart = page.indexOf('>', start) + 1;
    const textEnd = page.indexOf('</script', textStart);
    if (textStart === 0 || textEnd === -1) throw new Error('A marked inline script does not end');
    const text = page.toString('utf8', textStart, textEnd).replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  parts.push(page.subarray(start));
  return { bytes: parts.length === 1 ? page : Buffer.concat(parts), scriptHashes: [...hashes] };
}
