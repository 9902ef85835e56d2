import { CITIES, GESTION, PROPERTY_TYPES } from '@inmo/contracts';
import { useState } from 'react';
import { Navigate, NavigationType, useLocation, useNavigationType } from 'react-router';
import type { Route } from './+types/search.route';
import { citiesQueryOptions } from '~/features/search/api/get-cities';
import { featuredPropertiesQueryOptions } from '~/features/search/api/get-featured-properties';
import { searchPropertiesQueryOptions } from '~/features/search/api/search-properties';
import { bannerSeedQueryOptions } from '~/features/search/components/featured-banner';
import { isSearchPageNavigation } from '~/features/search/hooks/use-search-filter';
import { SEARCH_PAGE_TITLE, SearchPage } from '~/features/search/components/search-page';
import { storedFilterTarget } from '~/features/search/lib/restore-filter';
import { filterFromSearchParams, presetFilter } from '~/lib/search-filter';
import { CardActionContext } from '~/components/property-card';
import { cardFavoriteToggle } from '~/features/favorites/components/favorite-toggle';
import { SearchAlertButton } from '~/features/search-alerts/components/search-alert-button';
import { hydratesLater } from '~/lib/hydration/hydration-parts';
import { pageMeta } from '~/lib/page-meta';
import { prefetchQueries } from '~/lib/route-data';

/**
 * Home, /busqueda/ and the preset landing pages `/busqueda/{gestion}/{ubicacion}/{tipoPropiedad}`. The
 * results and the featured banner are the first screen; the filter's cities come too, so the page does not
 * render again right after it starts.
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const filter = filterFromSearchParams(new URL(request.url).searchParams, presetFilter(params));
  return prefetchQueries(context, (queryClient) => [
    queryClient.prefetchQuery(searchPropertiesQueryOptions(filter)),
    queryClient.prefetchQuery(featuredPropertiesQueryOptions()),
    queryClient.prefetchQuery(bannerSeedQueryOptions()),
    queryClient.prefetchQuery(citiesQueryOptions()),
  ]);
}

export function clientLoader() {
  return null;
}

/** A landing page says what it lists: 'Apartamento en arriendo en Medellín'. */
export const meta: Route.MetaFunction = (args) => {
  if (!args.params.gestion) return pageMeta(args, { title: SEARCH_PAGE_TITLE });
  const filter = presetFilter(args.params);
  const type = PROPERTY_TYPES.find((t) => t.id === filter.tipo)?.name ?? 'Inmuebles';
  const city = CITIES.find((c) => c.id === filter.ciudad)?.name;
  const title = `${type} en ${filter.gestion === GESTION.VENTA ? 'venta' : 'arriendo'}${city ? ` en ${city}` : ''}`;
  return pageMeta(args, {
    title,
    description: `${title}: fotos, precios y asesoría de Alameda Inmobiliaria.`,
  });
};

// Below the first screen: hydrates after the rest of the page (hydration-parts.tsx).
const Branches = hydratesLater(() =>
  import('~/features/branches/components/home-branches').then((m) => m.HomeBranches),
);

/** The page with the favorites' hearts on its cards, the search alert's button and the branches. */
export function SearchPageWithParts() {
  return (
    <CardActionContext.Provider value={cardFavoriteToggle}>
      <SearchPage AlertButton={SearchAlertButton} Branches={Branches} />
    </CardActionContext.Provider>
  );
}

/**
 * A plain /busqueda/ (or /) reached within the visit brings back the visitor's last filter, before the
 * defaults are ever searched. It lives in the browser (and is gone when a page unloads): the server
 * renders the address as it is. Decided once per arrival, a link followed while this page was still on
 * screen included; the page's own navigations ("Limpiar filtros") and Back or Forward never bring it back.
 */
export default function SearchRoute() {
  const location = useLocation();
  // Back or Forward to an entry of this visit shows that entry's own address; only the page the browser
  // opened first (React Router's 'default' key) and links followed here bring the stored filter back.
  const returning = useNavigationType() === NavigationType.Pop && location.key !== 'default';
  const decide = () => ({
    key: location.key,
    target:
      typeof window === 'undefined' || returning || isSearchPageNavigation(location.state)
        ? null
        : storedFilterTarget(new URL(`${location.pathname}${location.search}`, window.location.origin)),
  });
  const [decision, setDecision] = useState(decide);
  if (decision.key !== location.key) setDecision(decide());
  return decision.target && decision.key === location.key ? (
    <Navigate to={decision.target} replace />
  ) : (
    <SearchPageWithParts />
  );
}
