import { S as PATHS } from "../entry-server.js";
// src/app/routes/forms-home.route.tsx
/** Forms application home (spec §2): straight to the maintenance form. */
var handle = { redirect: () => PATHS.maintenanceCreate };
function Component() {
	return null;
}
export { Component, handle };
