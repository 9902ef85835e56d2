import type { DehydratedState } from '@tanstack/react-query';

/** id of the `<script type="application/json">` the gateway writes into a server-rendered page. */
export const SSR_STATE_ID = 'ssr-state';

/** What the server rendered with: the query cache. */
export interface SsrState {
  queries: DehydratedState;
}

/** The state of a server-rendered page, or null for the plain SPA shell (or an unreadable state). */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
