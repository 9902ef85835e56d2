import { z } from 'zod';
import { PROMOTE_PROPERTY_TYPES } from '../lookups/promote-types';
import { GESTION, GESTION_LABELS } from '../property/constants';
import {
  captchaField,
  colombianPhone,
  consentField,
  optionalId,
  positiveId,
  requiredDigits,
  requiredEmail,
  requiredUpperText,
  selectId,
  selectOption,
} from './fields';

/** Management the owner wants (spec gestion ids); decides the internal mailbox (rent: city group, sale: sales). */
export const PROMOTE_GESTIONS = [
  { id: GESTION.ARRIENDO, label: GESTION_LABELS[GESTION.ARRIENDO] },
  { id: GESTION.VENTA, label: GESTION_LABELS[GESTION.VENTA] },
] as const;

export const promotePropertyRequestSchema = z.object({
  fullname: requiredUpperText(50),
  cellphone: colombianPhone(),
  email: requiredEmail(50),
  typeProperty: selectOption(PROMOTE_PROPERTY_TYPES),
  gestion: selectId(PROMOTE_GESTIONS.map((g) => g.id)),
  /** Approximate value in pesos, digits only; a number on output. */
  valueArriving: requiredDigits(13).transform(Number),
  address: requiredUpperText(50),
  neighborhood: requiredUpperText(50),
  /** Neighbourhood id when the name is one of the list's (routes rent mail by neighbourhood group); '' when typed. */
  idNeighborhood: optionalId(),
  department: positiveId(),
  city: positiveId(),
  aboutYou: requiredUpperText(200),
  consent: consentField,
  captcha: captchaField(),
});

export type PromotePropertyRequestInput = z.input<typeof promotePropertyRequestSchema>;
export type PromotePropertyRequest = z.output<typeof promotePropertyRequestSchema>;
