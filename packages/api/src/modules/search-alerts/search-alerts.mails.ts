import {
  ALERT_FREQUENCY_LABELS,
  formatCop,
  SITE,
  type AlertFrequency,
  type PropertyCard,
} from '@inmo/contracts';
import { type MailMessage } from '#src/infra/mail/mail.types';
import { type ChangedListing } from '../catalog/property-source';

/** Mail templates of the alerts (src/infra/mail/templates/<name>.hbs and .text.hbs). */
export const ALERT_MAIL_TEMPLATES = {
  confirmation: 'alerta-confirmacion',
  digest: 'alerta-resumen',
} as const;

export function confirmationMail(input: {
  readonly to: string;
  readonly label: string;
  readonly frequency: AlertFrequency;
  readonly confirmUrl: string;
  readonly expiresAt: Date;
}): MailMessage {
  return {
    to: input.to,
    subject: `Confirma tu alerta de inmuebles | ${SITE.name}`,
    template: ALERT_MAIL_TEMPLATES.confirmation,
    data: {
      label: input.label,
      frequency: ALERT_FREQUENCY_LABELS[input.frequency].toLowerCase(),
      confirmUrl: input.confirmUrl,
      expiresAt: input.expiresAt.toISOString(),
    },
  };
}

export interface DigestLinks {
  readonly listingUrl: (card: PropertyCard) => string;
  readonly photoUrl: (path: string) => string;
  readonly searchUrl: string;
  readonly manageUrl: string;
  readonly unsubscribePageUrl: string;
  readonly oneClickUrl: string;
}

export function digestMail(input: {
  readonly to: string;
  readonly label: string;
  readonly listings: readonly ChangedListing[];
  readonly total: number;
  readonly links: DigestLinks;
}): MailMessage {
  const { links } = input;
  const listings = input.listings.map(({ card, previousPrice }) => ({
    title: `${card.type} en ${card.gestion.toLowerCase()}`,
    place: [card.neighbourhood, card.city].filter(Boolean).join(', '),
    price: formatCop(card.price),
    previousPrice: previousPrice === null ? null : formatCop(previousPrice),
    details: [
      card.bedrooms ? `${card.bedrooms} hab.` : '',
      card.bathrooms ? `${card.bathrooms} ${card.bathrooms === 1 ? 'baño' : 'baños'}` : '',
      card.builtArea ? `${Math.round(card.builtArea)} m²` : '',
    ]
      .filter(Boolean)
      .join(' · '),
    photoUrl: card.photo ? links.photoUrl(card.photo.small) : null,
    url: links.listingUrl(card),
    code: card.code,
  }));
  const count = input.total;
  return {
    to: input.to,
    subject:
      count === 1
        ? `1 inmueble para tu alerta: ${input.label}`.slice(0, 200)
        : `${count} inmuebles para tu alerta: ${input.label}`.slice(0, 200),
    template: ALERT_MAIL_TEMPLATES.digest,
    data: {
      label: input.label,
      listings,
      more: Math.max(0, input.total - listings.length),
      searchUrl: links.searchUrl,
      manageUrl: links.manageUrl,
      unsubscribeUrl: links.unsubscribePageUrl,
    },
    unsubscribeUrl: links.oneClickUrl,
  };
}
