import { zodResolver } from '@hookform/resolvers/zod';
import { propertyContactRequestSchema } from '@inmo/contracts';

/** Loaded by the form at its first validation (lazyResolver): zod comes with it, not with the property page. */
export const propertyContactFormResolver = zodResolver(propertyContactRequestSchema);
