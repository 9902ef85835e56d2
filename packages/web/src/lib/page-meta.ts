import { absoluteUrl, SITE } from '@inmo/contracts';
import type { MetaDescriptor } from 'react-router';
import { formatDocumentTitle } from './use-document-title';

/** What `meta` gets that a page's head needs: the address, and the root loader's public URL. */
interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

export interface PageHead {
  /** Without the site's suffix; null: the site's name alone. */
  title: string | null;
  description?: string;
  /** Defaults to the current path. */
  path?: string;
  type?: 'website' | 'product';
  image?: { url: string; width?: number; height?: number; alt: string };
  /** More tags: prices, JSON-LD. */
  extra?: MetaDescriptor[];
  /**
   * A page opened from a personal link (a token in its address, e.g. from an alert mail): kept out of search
   * engines, and its address never sent on as a referrer.
   */
  personalLink?: boolean;
}

export function publicUrlOf(args: MetaArgs): string {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as
    { publicUrl?: string } | undefined;
  return root?.publicUrl ?? 'http://localhost:3000';
}

/** Title, description, canonical and Open Graph of a page, so link previews show the page itself. */
export function pageMeta(args: MetaArgs, head: PageHead): MetaDescriptor[] {
  const publicUrl = publicUrlOf(args);
  const title = formatDocumentTitle(head.title);
  const description = head.description ?? SITE.description;
  const canonical = absoluteUrl(head.path ?? args.location.pathname, publicUrl);
  const image = head.image;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:locale', content: 'es_CO' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(image
      ? [
          { property: 'og:image', content: absoluteUrl(image.url, publicUrl) },
          ...(image.width && image.height
            ? [
                { property: 'og:image:width', content: String(image.width) },
                { property: 'og:image:height', content: String(image.height) },
              ]
            : []),
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(head.personalLink
      ? [
          { name: 'robots', content: 'noindex, nofollow' },
          { name: 'referrer', content: 'no-referrer' },
        ]
      : []),
    ...(head.extra ?? []),
  ];
}
