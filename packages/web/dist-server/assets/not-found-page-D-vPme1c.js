import { t as SearchOff_default } from "./SearchOff-BkoyMxW5.js";
import { M as Container, O as Stack, S as PATHS, _ as Button, c as useDocumentTitle, q as Link } from "../entry-server.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// src/features/site/components/not-found-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function NotFoundPage() {
	useDocumentTitle("Página no encontrada");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxWidth: "sm",
		sx: {
			py: {
				xs: 8,
				md: 12
			},
			textAlign: "center"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchOff_default, {
				sx: {
					fontSize: 64,
					color: "primary.light",
					mb: 2
				},
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h1",
				sx: { mb: 2 },
				children: "Página no encontrada"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { mb: 4 },
				children: "La dirección que buscas no existe o cambió. Puedes volver al inicio o buscar inmuebles."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: {
					xs: "column",
					sm: "row"
				},
				spacing: 1.5,
				justifyContent: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: PATHS.home,
					variant: "contained",
					children: "Volver al inicio"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: PATHS.search,
					variant: "outlined",
					children: "Buscar inmuebles"
				})]
			})
		]
	});
}
export { NotFoundPage as t };
