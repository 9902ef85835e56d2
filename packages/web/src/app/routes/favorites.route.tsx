import { parseFavoritesShare } from '@inmo/contracts';
import type { Route } from './+types/favorites.route';
import { SHARED_FAVORITES_TITLE } from '~/features/favorites/components/favorites-page';
import { pageMeta } from '~/lib/page-meta';

export { FavoritesPage as default } from '~/features/favorites/components/favorites-page';

export const meta: Route.MetaFunction = (args) => {
  const shared = parseFavoritesShare(new URLSearchParams(args.location.search)).length > 0;
  return pageMeta(args, { title: shared ? SHARED_FAVORITES_TITLE : 'Favoritos' });
};
