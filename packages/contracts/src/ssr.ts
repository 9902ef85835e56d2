/**
 * The contract between the gateway and the web's server bundle (`packages/web/dist-server/entry-server.js`),
 * which the gateway loads at run time to render HTML pages before the browser's JavaScript arrives.
 */
export interface SsrRenderOptions {
  /** Where the page's data comes from: the gateway's own address (it answers /api). */
  apiOrigin: string;
  /** The first paint does not wait longer than this for data; slower queries load in the browser. */
  prefetchTimeoutMs?: number;
}

export type SsrRenderResult =
  | {
      kind: 'page';
      status: number;
      /** Goes before `</head>`: critical CSS, image preloads and the state the browser hydrates with. */
      head: string;
      /** Goes inside `<div id="root">`. */
      body: string;
    }
  | { kind: 'redirect'; status: number; location: string };

export interface SsrModule {
  render(url: string, options: SsrRenderOptions): Promise<SsrRenderResult>;
}

/**
 * JSON for an inline `<script>`: `<`, `>` and `&` as \u escapes so a value holding `</script>` or
 * `<!--` cannot end the element; U+2028/2029 escaped for old parsers. Still valid JSON.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
