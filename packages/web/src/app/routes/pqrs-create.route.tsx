export { PqrsCreatePage as Component } from '../../features/pqrs/components/pqrs-create-page';
