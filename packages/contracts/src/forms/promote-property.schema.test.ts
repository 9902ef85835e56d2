import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { PROMOTE_PROPERTY_TYPES } from '../lookups/promote-types';
import { promotePropertyRequestSchema } from './promote-property.schema';
import { fieldErrors } from './test-helpers';

const valid = {
  fullname: 'carlos ruiz',
  cellphone: '3001234567',
  email: 'carlos@correo.co',
  typeProperty: 'Casa-campestre',
  gestion: 1,
  valueArriving: '350000000',
  address: 'cra 43a # 9 sur 91',
  neighborhood: 'el poblado',
  department: '2',
  city: 25974,
  aboutYou: 'soy propietario',
  consent: true,
  captcha: 'tok',
};

describe('promotePropertyRequestSchema', () => {
  it('accepts a request, uppercasing the §5 fields and turning numbers into numbers', () => {
    expect(promotePropertyRequestSchema.parse(valid)).toEqual({
      ...valid,
      fullname: 'CARLOS RUIZ',
      address: 'CRA 43A # 9 SUR 91',
      neighborhood: 'EL POBLADO',
      aboutYou: 'SOY PROPIETARIO',
      valueArriving: 350_000_000,
      department: 2,
      idNeighborhood: undefined,
    });
  });

  it('knows the 17 promote types only', () => {
    expect(PROMOTE_PROPERTY_TYPES).toHaveLength(17);
    expect(fieldErrors(promotePropertyRequestSchema, { ...valid, typeProperty: 'Castillo' })).toEqual({
      typeProperty: FORM_MESSAGES.invalidOption,
    });
  });

  it('accepts rent (1) or sale (5) as gestion', () => {
    expect(promotePropertyRequestSchema.parse({ ...valid, gestion: '5' }).gestion).toBe(5);
    expect(fieldErrors(promotePropertyRequestSchema, { ...valid, gestion: 2 })).toEqual({
      gestion: FORM_MESSAGES.invalidOption,
    });
  });

  it("takes the neighbourhood id when listed, and a typed name's empty id as none", () => {
    expect(promotePropertyRequestSchema.parse({ ...valid, idNeighborhood: '601' }).idNeighborhood).toBe(601);
    // The form holds '' for a name typed outside the list: it must not block the submit.
    expect(
      promotePropertyRequestSchema.parse({ ...valid, idNeighborhood: '' }).idNeighborhood,
    ).toBeUndefined();
    for (const idNeighborhood of ['abc', 0, -3, 1.5]) {
      expect(fieldErrors(promotePropertyRequestSchema, { ...valid, idNeighborhood })).toEqual({
        idNeighborhood: FORM_MESSAGES.invalidOption,
      });
    }
  });

  it('applies the §5 limits and digits-only value', () => {
    expect(
      fieldErrors(promotePropertyRequestSchema, {
        ...valid,
        fullname: 'a'.repeat(51),
        cellphone: '30012345678',
        valueArriving: '350.000.000',
        address: 'a'.repeat(51),
        aboutYou: 'a'.repeat(201),
      }),
    ).toEqual({
      fullname: 'Máximo 50 caracteres.',
      cellphone: 'Máximo 10 caracteres.',
      valueArriving: FORM_MESSAGES.digitsOnly,
      address: 'Máximo 50 caracteres.',
      aboutYou: 'Máximo 200 caracteres.',
    });
  });

  it('requires every field', () => {
    const errors = fieldErrors(promotePropertyRequestSchema, {});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'aboutYou',
        'address',
        'captcha',
        'cellphone',
        'city',
        'consent',
        'department',
        'email',
        'fullname',
        'gestion',
        'neighborhood',
        'typeProperty',
        'valueArriving',
      ].sort(),
    );
    expect(errors.city).toBe(FORM_MESSAGES.required);
    expect(errors.captcha).toBe(FORM_MESSAGES.captchaRequired);
  });
});
