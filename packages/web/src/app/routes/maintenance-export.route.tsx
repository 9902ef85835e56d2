export { MaintenanceExportPage as Component } from '../../features/maintenance/components/maintenance-export-page';
