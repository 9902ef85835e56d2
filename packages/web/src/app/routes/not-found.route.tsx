export { NotFoundPage as Component } from '../../features/site/components/not-found-page';
