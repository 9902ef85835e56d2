import { describe, expect, it } from 'vitest';
import { propertySearchQuerySchema } from '../property/search-query.schema';
import { ALERT_MESSAGES, describeSearch } from '../domain/search-alerts';
import { searchAlertRequestSchema } from './search-alert.schema';
import { FORM_MESSAGES } from '../messages';

const valid = {
  email: ' Ana@Example.COM ',
  frequency: 'diaria',
  query: 'gestion=1&ciudad=25974',
  consent: true,
  captcha: 'token',
};

describe('searchAlertRequestSchema', () => {
  it('takes an address, a frequency, the search and the consent', () => {
    const parsed = searchAlertRequestSchema.parse(valid);
    expect(parsed).toEqual({ ...valid, email: 'ana@example.com', consent: true });
  });

  it('names each field it refuses, in Spanish', () => {
    const result = searchAlertRequestSchema.safeParse({
      email: 'ana',
      frequency: 'mensual',
      query: 'x'.repeat(1001),
      consent: false,
      captcha: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      email: FORM_MESSAGES.invalidEmail,
      frequency: FORM_MESSAGES.invalidOption,
      query: ALERT_MESSAGES.invalidSearch,
      consent: FORM_MESSAGES.consentRequired,
      captcha: FORM_MESSAGES.captchaRequired,
    });
  });
});

// Intl writes a no-break space after the peso sign.
const nb = (text: string) => text.replace(/\$ /g, '$\u00a0');

describe('describeSearch', () => {
  const filter = (query: string) =>
    propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

  it('says what the search looks for, in the order a person reads it', () => {
    expect(
      describeSearch(filter('gestion=1&tipo=1&ciudad=25974&valmax=3000000&habitaciones=2'), 'El Poblado'),
    ).toBe(nb('Apartamento en arriendo · Medellín, El Poblado · hasta $ 3.000.000 · 2+ habitaciones'));
    expect(describeSearch(filter('gestion=5&valmin=200000000&valmax=400000000&banos=2'))).toBe(
      nb('Inmuebles en venta · $ 200.000.000 a $ 400.000.000 · 2+ baños'),
    );
    expect(describeSearch(filter('gestion=1&bbox=6.2,-75.6,6.3,-75.5'))).toBe(
      'Inmuebles en arriendo · zona del mapa',
    );
  });

  it('reads gestion 0 (no filter) as rent or sale, not as rent', () => {
    expect(describeSearch(filter('gestion=0&tipo=1'))).toBe('Apartamento en arriendo o venta');
  });
});
