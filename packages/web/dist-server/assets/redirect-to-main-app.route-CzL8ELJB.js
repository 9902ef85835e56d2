import { E as propertyPath, S as PATHS } from "../entry-server.js";
// src/app/routes/redirect-to-main-app.route.tsx
/** Old share links `/redirect-to-main-app/{code}` go straight to the property page. */
var handle = { redirect: ({ params }) => {
	const code = params.Cod_Inmueble?.trim();
	return code ? propertyPath(code) : PATHS.home;
} };
function Component() {
	return null;
}
export { Component, handle };
