import { DEFAULT_FILTER, filterToSearchParams, type SearchFilter } from '../../search/lib/search-filter';

/** Parameters of the search's address that are how the visitor looks at the results, not what they follow. */
const VIEW_ONLY_PARAMS = ['page', 'orden'] as const;

/**
 * The search an alert follows, as the search page's address writes it (`gestion=1&ciudad=25974&bbox=…`):
 * the whole filter (a preset page's path counts as its values), the gestion always named, without the page
 * and the order.
 */
export function alertQuery(filter: SearchFilter): string {
  const params = filterToSearchParams(filter, DEFAULT_FILTER);
  for (const key of VIEW_ONLY_PARAMS) params.delete(key);
  params.delete('gestion');
  return new URLSearchParams([['gestion', String(filter.gestion)], ...params]).toString();
}
