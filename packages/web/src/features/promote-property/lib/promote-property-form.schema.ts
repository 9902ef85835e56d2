import { zodResolver } from '@hookform/resolvers/zod';
import { promotePropertyRequestSchema } from '@inmo/contracts';

/** Loaded by the form at its first validation (lazyResolver): zod comes with it, not with the page. */
export const promotePropertyFormResolver = zodResolver(promotePropertyRequestSchema);
