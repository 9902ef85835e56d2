import { i as FORM_MESSAGES, o as UI_MESSAGES } from "./messages-CjVDmR-p.js";
import { a as maintenanceRecordSchema, i as maintenancePdfName, o as pdfStateSchema, t as canOpenMaintenanceExport } from "./last-created-maintenance-2k1s1r_Z.js";
import { A as CircularProgress, B as Link$1, M as Container, O as Stack, Q as useParams, S as PATHS, V as Box, W as useMounted, X as useLocation, Y as Navigate, _ as Button, a as isApiError, c as useDocumentTitle, n as apiGet, q as Link, s as PageLoader, t as API_BASE, z as createSvgIcon } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as PictureAsPdfOutlined_default } from "./PictureAsPdfOutlined-CLPlzSiO.js";
import { t as Alert } from "./Alert-CMdY8li_.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { t as PageHero } from "./page-hero-Bl5ZKqC-.js";
import { t as SummaryTable } from "./summary-table-BwR62z52.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { n as formatDateTimeEs } from "./dates-C_Z5u-HR.js";
import { t as MAINTENANCE_DOCUMENT_TYPES } from "./document-types-hMOUlAgN.js";
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/AttachFile.js
var import_jsx_runtime = require_jsx_runtime();
var AttachFile_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5c0-1.38 1.12-2.5 2.5-2.5s2.5 1.12 2.5 2.5v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6z" }), "AttachFile");
// src/features/maintenance/api/get-maintenance.ts
function tokenQuery(token) {
	return `token=${encodeURIComponent(token)}`;
}
/** GET /api/maintenance/:id?token=: the request this browser created. */
function getMaintenance(id, token, signal) {
	return apiGet(`/maintenance/${encodeURIComponent(id)}?${tokenQuery(token)}`, {
		signal,
		schema: maintenanceRecordSchema
	});
}
function maintenanceQueryOptions(id, token) {
	return queryOptions({
		queryKey: [
			"maintenance",
			id,
			token
		],
		queryFn: ({ signal }) => getMaintenance(id, token, signal),
		retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 3
	});
}
function useMaintenance(id, token) {
	return useQuery(maintenanceQueryOptions(id, token));
}
/** Address of one uploaded file (images are shown inline as thumbnails). */
function maintenanceFileUrl(id, fileId, token) {
	return `${API_BASE}/maintenance/${encodeURIComponent(String(id))}/files/${encodeURIComponent(fileId)}?${tokenQuery(token)}`;
}
/** Address of the receipt PDF (downloaded as MANTENIMIENTO_{id}.pdf). */
function maintenancePdfUrl(id, token) {
	return `${API_BASE}/maintenance/${encodeURIComponent(String(id))}/pdf?${tokenQuery(token)}`;
}
// src/features/maintenance/api/get-maintenance-pdf-state.ts
/** While the receipt is rendering, ask again every 1.5 s. */
var PDF_POLL_MS = 1500;
/** GET /api/maintenance/:id/pdf/status?token=: pending | done | failed | unavailable. */
function getMaintenancePdfState(id, token, signal) {
	return apiGet(`/maintenance/${encodeURIComponent(id)}/pdf/status?token=${encodeURIComponent(token)}`, {
		signal,
		schema: pdfStateSchema
	});
}
function maintenancePdfStateQueryOptions(id, token) {
	return queryOptions({
		queryKey: [
			"maintenance",
			id,
			token,
			"pdf"
		],
		queryFn: ({ signal }) => getMaintenancePdfState(id, token, signal),
		refetchInterval: (query) => query.state.data?.status === "pending" ? PDF_POLL_MS : false
	});
}
function useMaintenancePdfState(id, token) {
	return useQuery(maintenancePdfStateQueryOptions(id, token));
}
// src/features/maintenance/lib/maintenance-rows.ts
/** The export's summary table, with the form's labels. */
function maintenanceSections(record) {
	const documentLabel = MAINTENANCE_DOCUMENT_TYPES.find((d) => d.id === record.documentType)?.label;
	return [
		{
			title: "Solicitud",
			rows: [
				{
					label: "Número de radicado",
					value: record.record
				},
				{
					label: "Fecha y hora de registro",
					value: formatDateTimeEs(record.registerDate)
				},
				{
					label: "Reportar a",
					value: record.headquarter.headquarter
				},
				{
					label: "Categoría",
					value: record.category.category
				}
			]
		},
		{
			title: "Datos del solicitante",
			rows: [
				{
					label: "Tipo de Identificación",
					value: documentLabel ? `${record.documentType} - ${documentLabel}` : record.documentType
				},
				{
					label: "Número de Identificación",
					value: record.document
				},
				{
					label: "Nombres y Apellidos",
					value: record.fullname
				},
				{
					label: "Número de Contacto",
					value: record.cellphone
				},
				{
					label: "Correo electrónico",
					value: record.email
				},
				{
					label: "Dirección",
					value: record.address
				}
			]
		},
		{
			title: "Descripción",
			rows: [{
				label: "Descripción",
				value: record.description
			}]
		}
	];
}
// src/features/maintenance/components/maintenance-export-page.tsx
var EXPORT_REFUSED_NOTICE = "Solo puedes ver el resumen del último mantenimiento que registraste en este navegador.";
/**
* `/mantenimientos/exportPDF/:id`: enterable only for the id kept in `lastCreatedMaintenance` (spec §2);
* any other id is sent back to the form with a notice.
*/
function MaintenanceExportPage() {
	const { id } = useParams();
	if (!useMounted()) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageLoader, {});
	const access = canOpenMaintenanceExport(id);
	if (!access) {
		const state = { notice: EXPORT_REFUSED_NOTICE };
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
			to: PATHS.maintenanceCreate,
			replace: true,
			state
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MaintenanceExport, { access });
}
function MaintenanceExport({ access }) {
	const { id, token } = access;
	useDocumentTitle(`Mantenimiento ${id}`);
	const justCreated = useLocation().state?.created === true;
	const maintenance = useMaintenance(id, token);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		overline: `Mantenimiento N.° ${id}`,
		title: "Resumen de tu solicitud de mantenimiento"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		maxWidth: "md",
		sx: { py: {
			xs: 3,
			md: 5
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 2.5,
			children: [
				justCreated && maintenance.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					severity: "success",
					role: "status",
					sx: { overflowWrap: "anywhere" },
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [FORM_MESSAGES.success, "."] }),
						" Te enviamos este resumen en PDF a",
						" ",
						maintenance.data.email,
						"."
					]
				}),
				maintenance.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "warning",
					children: maintenance.error.message
				}),
				maintenance.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
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
				maintenance.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
					variant: "outlined",
					sx: { overflow: "hidden" },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SummaryTable, {
						sections: maintenanceSections(maintenance.data),
						label: "Resumen del mantenimiento"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MaintenanceFiles, {
					record: maintenance.data,
					token
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: {
						xs: "column",
						sm: "row"
					},
					spacing: 1.5,
					sx: { alignItems: { sm: "center" } },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DownloadPdfButton, {
						id,
						token
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: PATHS.home,
						variant: "outlined",
						size: "large",
						children: "Volver al inicio"
					})]
				})
			]
		})
	})] });
}
function MaintenanceFiles({ record, token }) {
	const images = record.files.filter((f) => f.kind === "image");
	const others = record.files.filter((f) => f.kind !== "image");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": "maintenance-images",
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "maintenance-images",
				variant: "h4",
				component: "h2",
				sx: {
					mb: 1.5,
					color: "primary.main"
				},
				children: "Imágenes"
			}),
			images.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: UI_MESSAGES.noImages
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "grid",
					gap: 1.5,
					gridTemplateColumns: {
						xs: "repeat(2, 1fr)",
						sm: "repeat(3, 1fr)",
						md: "repeat(4, 1fr)"
					}
				},
				children: images.map((file) => {
					const url = maintenanceFileUrl(record.id, file.id, token);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "li",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							href: url,
							target: "_blank",
							rel: "noopener",
							sx: { display: "block" },
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "img",
								src: url,
								alt: file.name,
								loading: "lazy",
								sx: {
									width: "100%",
									aspectRatio: "4 / 3",
									objectFit: "cover",
									borderRadius: 1.5,
									border: 1,
									borderColor: "divider",
									display: "block",
									bgcolor: "grey.100"
								}
							})
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "caption",
							color: "text.secondary",
							noWrap: true,
							component: "p",
							title: file.name,
							children: file.name
						})]
					}, file.id);
				})
			}),
			others.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { mt: 2 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "subtitle2",
					component: "h3",
					sx: { mb: .5 },
					children: "Otros archivos"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
					component: "ul",
					spacing: .5,
					sx: {
						listStyle: "none",
						p: 0,
						m: 0
					},
					children: others.map((file) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "li",
						sx: {
							display: "flex",
							alignItems: "center",
							gap: .75
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttachFile_default, {
							fontSize: "small",
							color: "action",
							"aria-hidden": true
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
							href: maintenanceFileUrl(record.id, file.id, token),
							download: file.name,
							children: file.name
						})]
					}, file.id))
				})]
			})
		]
	});
}
var PDF_STATE_TEXT = {
	pending: "Generando el PDF...",
	failed: "No pudimos generar el PDF. Inténtalo de nuevo más tarde.",
	unavailable: "La descarga del PDF no está disponible en este momento."
};
/** 'Descargar PDF': disabled while the receipt is being generated (the state is polled). */
function DownloadPdfButton({ id, token }) {
	const state = useMaintenancePdfState(id, token);
	const status = state.data?.status;
	const ready = status === "done";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: .5,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "contained",
			size: "large",
			component: "a",
			href: maintenancePdfUrl(id, token),
			download: maintenancePdfName(id),
			disabled: !ready,
			startIcon: status === "pending" || state.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
				size: 18,
				color: "inherit",
				"aria-hidden": true
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PictureAsPdfOutlined_default, { "aria-hidden": true }),
			children: "Descargar PDF"
		}), status && status !== "done" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "caption",
			color: "text.secondary",
			role: "status",
			children: PDF_STATE_TEXT[status]
		})]
	});
}
export { MaintenanceExportPage as Component };
