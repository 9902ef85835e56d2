import { PagePlaceholder } from '../../../components/page-placeholder';
import { FAVORITES_DRAWER_TITLE } from './favorites-drawer';

/** `/favoritos/`. Placeholder until the favorites feature lands (the header sidebar already works). */
export function FavoritesPage() {
  return <PagePlaceholder title={FAVORITES_DRAWER_TITLE} documentTitle="Favoritos" />;
}
