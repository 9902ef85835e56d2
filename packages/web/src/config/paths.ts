// The site's paths live in contracts, shared with the gateway's mails, sitemap and redirects.
export {
  maintenanceExportPath,
  PATHS,
  pqrsExportPath,
  pqrsPrintPath,
  propertyPath,
  searchAlertsPath,
  searchPresetPath,
} from '@inmo/contracts';
