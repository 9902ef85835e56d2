export { MaintenanceCreatePage as Component } from '../../features/maintenance/components/maintenance-create-page';
