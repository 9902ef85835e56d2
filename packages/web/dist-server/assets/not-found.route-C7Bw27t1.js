import { t as NotFoundPage } from "./not-found-page-D-vPme1c.js";
// src/app/routes/not-found.route.tsx
var handle = { status: () => 404 };
export { NotFoundPage as Component, handle };
