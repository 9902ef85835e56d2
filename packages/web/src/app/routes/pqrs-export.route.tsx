export { PqrsExportPage as Component } from '../../features/pqrs/components/pqrs-export-page';
