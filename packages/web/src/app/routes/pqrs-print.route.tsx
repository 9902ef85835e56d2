export { PqrsPrintPage as Component } from '../../features/pqrs/components/pqrs-print-page';
