import { i as FORM_MESSAGES } from "./messages-CjVDmR-p.js";
import { t as PictureAsPdfOutlined_default } from "./PictureAsPdfOutlined-CLPlzSiO.js";
import { t as Alert } from "./Alert-CMdY8li_.js";
import { A as CircularProgress, M as Container, O as Stack, Q as useParams, S as PATHS, T as pqrsPrintPath, V as Box, W as useMounted, X as useLocation, _ as Button, c as useDocumentTitle, q as Link } from "../entry-server.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { t as PageHero } from "./page-hero-Bl5ZKqC-.js";
import { i as usePqrs, r as pqrsSections, t as PQRS_EXPORT_TITLE } from "./pqrs-rows-Sqa52FJ4.js";
import { t as pqrsAccessToken } from "./pqrs-access-hVSm6Qq7.js";
import { t as SummaryTable } from "./summary-table-BwR62z52.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// src/features/pqrs/components/pqrs-export-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var NOT_AVAILABLE = "No encontramos esta PQRS en este navegador. Revisa el correo con tu radicado o comunícate con nosotros.";
/** `/pqrs/exportPDF/:id`: the filed PQRS; 'Descargar PDF' opens the printable record and prints it. */
function PqrsExportPage() {
	const { id = "" } = useParams();
	const justCreated = useLocation().state?.created === true;
	const token = useMounted() ? pqrsAccessToken(id) : void 0;
	const pqrs = usePqrs(id, token ?? null);
	useDocumentTitle(`PQRS ${id}`);
	const openPrintable = () => {
		window.open(pqrsPrintPath(id), "_blank", "noopener");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		overline: `PQRS N.° ${id}`,
		title: PQRS_EXPORT_TITLE
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		maxWidth: "md",
		sx: { py: {
			xs: 3,
			md: 5
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 2.5,
			children: [
				justCreated && pqrs.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					severity: "success",
					role: "status",
					sx: { overflowWrap: "anywhere" },
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [FORM_MESSAGES.success, "."] }),
						" Tu radicado es ",
						pqrs.data.radicado,
						"; te enviamos el resumen a ",
						pqrs.data.email,
						"."
					]
				}),
				(token === null || pqrs.isError) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "warning",
					children: pqrs.error?.message && pqrs.error.message !== "No encontrado" ? pqrs.error.message : NOT_AVAILABLE
				}),
				pqrs.isPending && token !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						gap: 1.5,
						alignItems: "center",
						py: 4
					},
					role: "status",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
						size: 24,
						"aria-hidden": true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Cargando..." })]
				}),
				pqrs.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
					variant: "outlined",
					sx: { overflow: "hidden" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SummaryTable, {
						sections: pqrsSections(pqrs.data),
						label: "PETICIONES - QUEJAS - RECLAMOS - SUGERENCIAS"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: {
						xs: "column",
						sm: "row"
					},
					spacing: 1.5,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "contained",
						size: "large",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PictureAsPdfOutlined_default, { "aria-hidden": true }),
						onClick: openPrintable,
						disabled: !pqrs.data,
						children: "Descargar PDF"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: PATHS.pqrsCreate,
						variant: "outlined",
						size: "large",
						children: "Radicar otra PQRS"
					})]
				})
			]
		})
	})] });
}
export { PqrsExportPage as Component };
