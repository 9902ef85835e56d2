import { SITE } from '@inmo/contracts';
import { useEffect } from 'react';

export function formatDocumentTitle(title?: string | null): string {
  return title ? `${title} | ${SITE.titleSuffix}` : SITE.name;
}

/** Sets `document.title` to `{title} | {site}` while the calling page is shown. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
