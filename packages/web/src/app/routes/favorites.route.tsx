export { FavoritesPage as Component } from '../../features/favorites/components/favorites-page';
