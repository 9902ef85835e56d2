import { redirect } from 'react-router';
import { PATHS } from '~/config/paths';

/** Forms application home (spec §2): straight to the maintenance form. */
export function loader() {
  return redirect(PATHS.maintenanceCreate);
}

export const clientLoader = loader;

export default function FormsHome() {
  return null;
}
