import { promoteMailbox, type PromoteRoutingConfig } from './promote-mail-routing';

const config: PromoteRoutingConfig = {
  MAIL_MARKETING: '"Mercadeo" <mercadeo@agencia.example>',
  MAIL_SALES: 'ventas@agencia.example',
  MAIL_RENT_ROUTES: {
    '25974': 'medellin@agencia.example',
    'barrio:501': 'poblado@agencia.example',
    'barrio:502': 'poblado@agencia.example',
  },
};

describe('promoteMailbox', () => {
  it('sends sale requests to the sales mailbox whatever the place', () => {
    expect(promoteMailbox(config, { gestion: 5, cityId: 25974, neighbourhoodId: 501 })).toBe(
      'ventas@agencia.example',
    );
  });

  it("routes rent by the neighbourhood's group first, then by city, else to marketing", () => {
    expect(promoteMailbox(config, { gestion: 1, cityId: 25974, neighbourhoodId: 502 })).toBe(
      'poblado@agencia.example',
    );
    expect(promoteMailbox(config, { gestion: 1, cityId: 25974, neighbourhoodId: 999 })).toBe(
      'medellin@agencia.example',
    );
    expect(promoteMailbox(config, { gestion: 1, cityId: 25974 })).toBe('medellin@agencia.example');
    expect(promoteMailbox(config, { gestion: 1, cityId: 26020, neighbourhoodId: null })).toBe(
      'mercadeo@agencia.example',
    );
  });
});
