import { PATHS } from '../domain/site-paths';

const WHATSAPP_NUMBER = '573104442020';

/** '573104442020' → '+57 310 444 2020': a Colombian cellphone with its country code, as every page, mail and PDF writes it. */
export function formatInternationalCellphone(digits: string): string {
  const match = /^(57)(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `+${match.slice(1).join(' ')}` : `+${digits}`;
}

/**
 * Public identity of the agency: what the site, the mails and the PDFs show. Invented for this
 * project (the spec does not name the agency); change it here and everything follows.
 */
export const SITE = {
  name: 'Alameda Inmobiliaria',
  shortName: 'Alameda',
  legalName: 'Alameda Inmobiliaria S.A.S.',
  nit: '901.482.736-8',
  tagline: 'Arriendos y ventas en Antioquia y Bogotá',
  description:
    'Alameda Inmobiliaria: apartamentos, casas, locales y oficinas en arriendo y venta en Medellín, el Valle de Aburrá, el Oriente antioqueño y Bogotá.',
  /** Suffix of every document title: `Búsqueda de inmuebles | Alameda Inmobiliaria`. */
  titleSuffix: 'Alameda Inmobiliaria',
  phone: { display: '(604) 444 2020', tel: '+576044442020' },
  whatsapp: { display: formatInternationalCellphone(WHATSAPP_NUMBER), number: WHATSAPP_NUMBER },
  emails: {
    contact: 'contacto@alamedainmobiliaria.com.co',
    marketing: 'mercadeo@alamedainmobiliaria.com.co',
    customerService: 'servicioalcliente@alamedainmobiliaria.com.co',
  },
  social: {
    facebook: 'https://www.facebook.com/alamedainmobiliaria',
    instagram: 'https://www.instagram.com/alamedainmobiliaria',
    youtube: 'https://www.youtube.com/@alamedainmobiliaria',
  },
  hours: 'Lunes a viernes de 8:00 a. m. a 6:00 p. m. · Sábados de 9:00 a. m. a 1:00 p. m.',
  policyPath: PATHS.dataPolicy,
  pqrsPath: PATHS.pqrsCreate,
  /** Colombian country calling code, used in WhatsApp links and mail footers (spec §9). */
  countryCallingCode: '57',
} as const;

/** `https://wa.me/57…` link; `phone` may already carry 57, spaces or a leading +. */
export function whatsappUrl(phone: string, text?: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 10) digits = `${SITE.countryCallingCode}${digits}`;
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${digits}${query}`;
}
