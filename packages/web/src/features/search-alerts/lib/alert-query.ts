import { savedSearchQuery } from '@inmo/contracts';
import { normalizeFilter, type SearchFilter } from '~/lib/search-filter';

/**
 * The search an alert follows, as the search page's address writes it (`gestion=1&ciudad=25974&bbox=…`):
 * the whole filter (a preset page's path counts as its values), the gestion always named, without the page
 * and the order; the gateway stores it in the same form.
 */
export function alertQuery(filter: SearchFilter): string {
  return savedSearchQuery(normalizeFilter(filter));
}
