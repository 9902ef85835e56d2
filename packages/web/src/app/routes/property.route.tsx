import type { PropertyDetail } from '@inmo/contracts';
import type { Route } from './+types/property.route';
import { propertyQueryOptions } from '~/lib/get-property';
import { similarPropertiesQueryOptions } from '~/features/property/api/get-similar-properties';
import { propertyHead } from '~/features/property/lib/property-meta';
import { pageMeta, publicUrlOf } from '~/lib/page-meta';
import { loaderQueryData, prefetchQueries, routeQueriesOf } from '~/lib/route-data';

import { CardActionContext } from '~/components/property-card';
import { cardFavoriteToggle } from '~/features/favorites/components/favorite-toggle';
import { PropertyPage } from '~/features/property/components/property-page';
import { preloadShareMenu } from '~/features/property/components/property-summary';
import { hydratesLater } from '~/lib/hydration/hydration-parts';

// The heart's Tooltip and Popper, and the mortgage card below the first screen: they hydrate after the rest of
// the page (hydration-parts.tsx).
const PropertyFavoriteToggle = hydratesLater(() =>
  import('~/features/favorites/components/property-favorite-toggle').then((m) => m.PropertyFavoriteToggle),
);
const MortgageCard = hydratesLater(() =>
  import('~/features/mortgage/components/mortgage-card').then((m) => m.MortgageCard),
);

/**
 * The property and its similar ones come in the server's HTML (links for crawlers, no second render on a
 * phone right after it starts); an unknown code answers 404.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const property = propertyQueryOptions(params.Cod_Inmueble);
  return prefetchQueries(
    context,
    (queryClient) => [
      queryClient.prefetchQuery(property),
      queryClient.prefetchQuery(similarPropertiesQueryOptions(params.Cod_Inmueble)),
    ],
    property.queryKey,
  );
}

/**
 * In the browser the page loads its data itself: a link opens at once. The heart's and the share menu's code
 * (first screen, loaded apart) start loading with it.
 */
export function clientLoader() {
  // A failed preload is asked again when the part renders.
  void Promise.allSettled([PropertyFavoriteToggle.preload(), preloadShareMenu()]);
  return null;
}

export const meta: Route.MetaFunction = (args) => {
  const detail = loaderQueryData<PropertyDetail>(
    args.loaderData,
    propertyQueryOptions(args.params.Cod_Inmueble).queryKey,
  );
  if (detail) return pageMeta(args, propertyHead(detail, publicUrlOf(args)));
  // Not found only when the gateway said so: a page whose data came late shows it loading.
  const notFound = routeQueriesOf(args.loaderData)?.complete === true;
  return pageMeta(args, { title: notFound ? 'Inmueble no encontrado' : 'Inmueble' });
};

/** The page with the favorites' hearts (its own and the similar listings') and the mortgage card. */
export default function PropertyRoute() {
  return (
    <CardActionContext.Provider value={cardFavoriteToggle}>
      <PropertyPage FavoriteToggle={PropertyFavoriteToggle} MortgageCard={MortgageCard} />
    </CardActionContext.Provider>
  );
}
