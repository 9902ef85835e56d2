import { formatArea, formatCop } from '../money';
import { GESTION } from '../property/constants';
import type { PropertyCard } from '../property/property.schema';

type TitleParts = Pick<PropertyCard, 'gestion' | 'type' | 'department' | 'neighbourhood' | 'city'>;

/**
 * Detail page document title without the site suffix (spec §1): gestion, property type, 'en',
 * department, neighbourhood, city. Shared by the SPA and the gateway's SEO head so both agree.
 */
export function propertyDocumentTitle(p: TitleParts): string {
  const places = [p.department, p.neighbourhood, p.city].map((v) => v.trim()).filter(Boolean);
  return `${p.gestion} ${p.type} en ${places.join(', ')}`.trim();
}

/** Spec §2: gestion 5 reads VENTA, anything else ARRIENDO. */
export function propertyGestionLabel(gestionId: number): 'VENTA' | 'ARRIENDO' {
  return gestionId === GESTION.VENTA ? 'VENTA' : 'ARRIENDO';
}

/** Spec §2 age line: 0 reads 'menos de un año'; null (unknown) shows no line. */
export function propertyAgeText(age: number | null): string | null {
  if (age === null || age < 0) return null;
  if (age === 0) return 'Edad Inmueble: menos de un año';
  return `Edad Inmueble: ${age} ${age === 1 ? 'año' : 'años'}`;
}

/** Prefilled WhatsApp text to the advisor, naming the property code (spec §2 advisor card). */
export function advisorWhatsappText(code: string): string {
  return `Hola, estoy interesado en el inmueble con código ${code}.`;
}

type SummaryParts = TitleParts &
  Pick<PropertyCard, 'gestionId' | 'price' | 'bedrooms' | 'bathrooms' | 'builtArea'> & {
    description: string;
  };

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * One-paragraph description for meta description and Open Graph: what, where, price, rooms, then the
 * start of the long description; at most `max` characters.
 */
export function propertySummary(p: SummaryParts, max = 200): string {
  const what = `${p.type} en ${p.gestionId === GESTION.VENTA ? 'venta' : 'arriendo'}`;
  const where = [p.neighbourhood, p.city]
    .map((v) => v.trim())
    .filter(Boolean)
    .join(', ');
  const facts = [
    p.bedrooms > 0 ? `${p.bedrooms} ${p.bedrooms === 1 ? 'alcoba' : 'alcobas'}` : null,
    p.bathrooms > 0 ? `${p.bathrooms} ${p.bathrooms === 1 ? 'baño' : 'baños'}` : null,
    formatArea(p.builtArea),
  ].filter(Boolean);
  const head = `${what}${where ? ` en ${where}` : ''}: ${formatCop(p.price)}${facts.length ? `, ${facts.join(', ')}` : ''}.`;
  const description = p.description.replace(/\s+/g, ' ').trim();
  return truncate(description ? `${head} ${description}` : head, max);
}
