import { type Logger } from '@nestjs/common';
import { type PropertyCard, type PropertyDetail } from '@inmo/contracts';

function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : url;
}

/**
 * SIMI decides where its photos live; the CSP's img-src allows only PHOTO_ORIGINS. Tells the operator,
 * once per origin, when SIMI answers with photos from elsewhere (browsers would block them).
 */
export class PhotoOriginCheck {
  private readonly allowed: ReadonlySet<string>;
  private readonly reported = new Set<string>();

  constructor(
    allowed: readonly string[],
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    this.allowed = new Set(allowed);
  }

  cards(cards: readonly PropertyCard[]): void {
    for (const card of cards) this.urls([card.photo?.small, card.photo?.large]);
  }

  detail(detail: PropertyDetail | null): void {
    if (!detail) return;
    this.cards([detail]);
    this.urls([...detail.photos.flatMap((p) => [p.small, p.large]), detail.advisor?.photoUrl]);
  }

  private urls(urls: readonly (string | null | undefined)[]): void {
    for (const url of urls) {
      // The gateway's own paths (advisor photos under an opaque id) are same-origin.
      if (!url || url.startsWith('/')) continue;
      const origin = originOf(url);
      if (this.allowed.has(origin) || this.reported.has(origin)) continue;
      this.reported.add(origin);
      this.logger.warn(
        `SIMI sends photos from ${origin}, which PHOTO_ORIGINS does not list: browsers block them (CSP img-src). Add it to PHOTO_ORIGINS.`,
      );
    }
  }
}
