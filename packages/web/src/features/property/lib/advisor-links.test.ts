import { describe, expect, it } from 'vitest';
import { advisorLinks } from './advisor-links';

describe('advisorLinks', () => {
  it("calls the advisor's cellphone in Colombia and opens a chat naming the listing", () => {
    expect(advisorLinks('300 123-4567', '919-2202')).toEqual({
      call: 'tel:+573001234567',
      whatsapp:
        'https://wa.me/573001234567?text=Hola%2C%20estoy%20interesado%20en%20el%20inmueble%20con%20c%C3%B3digo%20919-2202.',
    });
  });
});
