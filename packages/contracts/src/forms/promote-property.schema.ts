import { type z } from 'zod';
import { PROMOTE_GESTIONS, PROMOTE_PROPERTY_TYPES } from '../lookups/promote-types';
import {
  captchaField,
  colombianPhone,
  consentField,
  optionalId,
  positiveId,
  requestObject,
  requiredDigits,
  requiredEmail,
  requiredUpperText,
  selectId,
  selectOption,
} from './fields';
import { FIELD_LIMITS } from './field-limits';

const L = FIELD_LIMITS.promoteProperty;

export const promotePropertyRequestSchema = requestObject({
  fullname: requiredUpperText(L.fullname),
  cellphone: colombianPhone(),
  email: requiredEmail(L.email),
  typeProperty: selectOption(PROMOTE_PROPERTY_TYPES),
  gestion: selectId(PROMOTE_GESTIONS.map((g) => g.id)),
  /** Approximate value in pesos, digits only; a number on output. */
  valueArriving: requiredDigits(L.valueArriving).transform(Number),
  address: requiredUpperText(L.address),
  neighborhood: requiredUpperText(L.neighborhood),
  /** Neighbourhood id when the name is one of the list's (routes rent mail by neighbourhood group); '' when typed. */
  idNeighborhood: optionalId(),
  department: positiveId(),
  city: positiveId(),
  aboutYou: requiredUpperText(L.aboutYou),
  consent: consentField,
  captcha: captchaField(),
});

export type PromotePropertyRequestInput = z.input<typeof promotePropertyRequestSchema>;
export type PromotePropertyRequest = z.output<typeof promotePropertyRequestSchema>;
