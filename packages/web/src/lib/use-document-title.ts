import { SITE } from '@inmo/contracts';
import { useEffect } from 'react';

export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} | ${SITE.titleSuffix}` : SITE.name;
}

/**
 * Titles come from the routes' `meta`. This is for the one title known only after a fetch in the browser
 * (a property reached by a link): `{title} | {site}` once known; null leaves the meta's title.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = formatDocumentTitle(title);
  }, [title]);
}
