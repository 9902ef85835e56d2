import { SEARCH_VIEW_KEYS } from '@inmo/contracts';
import { DEFAULT_FILTER, filterToSearchParams, type SearchFilter } from '~/lib/search-filter';

/**
 * The search an alert follows, as the search page's address writes it (`gestion=1&ciudad=25974&bbox=…`):
 * the whole filter (a preset page's path counts as its values), the gestion always named, without the page
 * and the order.
 */
export function alertQuery(filter: SearchFilter): string {
  const params = filterToSearchParams(filter, DEFAULT_FILTER);
  for (const key of SEARCH_VIEW_KEYS) params.delete(key);
  params.delete('gestion');
  return new URLSearchParams([['gestion', String(filter.gestion)], ...params]).toString();
}
