import { advisorWhatsappText, digitsOnly, SITE, whatsappUrl } from '@inmo/contracts';

/** Where 'Llamar' and 'WhatsApp' to a listing's advisor lead: their cellphone, and a chat with the spec's text. */
export function advisorLinks(cellphone: string, propertyCode: string): { call: string; whatsapp: string } {
  const phone = digitsOnly(cellphone);
  return {
    call: `tel:+${SITE.countryCallingCode}${phone}`,
    whatsapp: whatsappUrl(phone, advisorWhatsappText(propertyCode)),
  };
}
