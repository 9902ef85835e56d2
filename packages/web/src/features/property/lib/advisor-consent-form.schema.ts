import { zodResolver } from '@hookform/resolvers/zod';
import { advisorConsentRequestSchema } from '@inmo/contracts';

/** Loaded by the form at its first validation (lazyResolver): the consent form opens without waiting for zod. */
export const advisorConsentFormResolver = zodResolver(advisorConsentRequestSchema);
