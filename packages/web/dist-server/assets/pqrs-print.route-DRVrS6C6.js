import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { Ct as SITE, Q as useParams, V as Box, W as useMounted, c as useDocumentTitle } from "../entry-server.js";
import { n as formatDateTimeEs } from "./dates-C_Z5u-HR.js";
import { a as toPqrsPrintable, t as pqrsAccessToken } from "./pqrs-access-hVSm6Qq7.js";
import { t as Alert } from "./Alert-CMdY8li_.js";
import { a as GlobalStyles, t as Typography } from "./Typography-C0uzoc2g.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { i as usePqrs, n as pqrsRegisteredAt, t as PQRS_EXPORT_TITLE } from "./pqrs-rows-Sqa52FJ4.js";
import { t as SummaryTable } from "./summary-table-BwR62z52.js";
// src/features/pqrs/components/pqrs-print-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Spec §9: the print dialog opens 1000 ms after the record is shown. */
var PRINT_DELAY_MS = 1e3;
/**
* `/inmobiliaria/pqrs/:id`: the printable record (spec §3 printable fields, gdpr 'SI'), without the site's
* header and footer; it prints itself once loaded.
*/
function PqrsPrintPage() {
	const { id = "" } = useParams();
	const token = useMounted() ? pqrsAccessToken(id) : void 0;
	const pqrs = usePqrs(id, token ?? null);
	useDocumentTitle(`PQRS ${id}`);
	const loaded = Boolean(pqrs.data);
	(0, import_react.useEffect)(() => {
		if (!loaded) return;
		const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
		return () => window.clearTimeout(timer);
	}, [loaded]);
	if (token === null || pqrs.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: { p: 4 },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "warning",
			children: "No encontramos esta PQRS en este navegador."
		})
	});
	if (!pqrs.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		role: "status",
		sx: { p: 4 },
		children: "Cargando..."
	});
	const p = toPqrsPrintable(pqrs.data);
	const sections = [
		{
			title: "Información general",
			rows: [
				{
					label: "Radicado N.°",
					value: `${p.id_pqrs} (${pqrs.data.radicado})`
				},
				{
					label: "Fecha de registro",
					value: pqrsRegisteredAt({ registerDate: p.fecha_registro })
				},
				{
					label: "Área encargada",
					value: p.area_enc
				},
				{
					label: "Estado",
					value: p.estado
				}
			]
		},
		{
			title: "Datos del solicitante",
			rows: [
				{
					label: "Nombres y apellidos",
					value: p.nombres_apellidos
				},
				{
					label: "Tipo de documento",
					value: p.tipo_doc
				},
				{
					label: "Identificación",
					value: p.identificacion
				},
				{
					label: "Teléfono",
					value: p.tel
				},
				{
					label: "Correo electrónico",
					value: p.email
				},
				{
					label: "Autoriza el tratamiento de datos personales",
					value: p.gdpr
				}
			]
		},
		{
			title: "Solicitud",
			rows: [{
				label: "Mensaje",
				value: p.mensaje
			}, {
				label: "Observaciones",
				value: p.observaciones || "Sin observaciones"
			}]
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "main",
		sx: {
			maxWidth: 820,
			mx: "auto",
			p: {
				xs: 2,
				sm: 4
			},
			bgcolor: "background.paper",
			"@media print": {
				p: 0,
				maxWidth: "none"
			}
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GlobalStyles, { styles: { "@page": {
				size: "A4",
				margin: "14mm 12mm"
			} } }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					bgcolor: "primary.main",
					color: "primary.contrastText",
					borderRadius: 2,
					px: 2.5,
					py: 1.75,
					mb: 2.5,
					printColorAdjust: "exact",
					WebkitPrintColorAdjust: "exact"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						fontWeight: 800,
						fontSize: "1.25rem"
					},
					children: SITE.name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					sx: { color: "secondary.light" },
					children: [
						SITE.legalName,
						" · NIT ",
						SITE.nit
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h1",
				sx: {
					fontSize: {
						xs: "1.15rem",
						sm: "1.4rem"
					},
					mb: 2,
					color: "primary.dark"
				},
				children: PQRS_EXPORT_TITLE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					border: 1,
					borderColor: "divider",
					borderRadius: 2,
					overflow: "hidden",
					printColorAdjust: "exact"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SummaryTable, {
					sections,
					label: PQRS_EXPORT_TITLE
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "caption",
				color: "text.secondary",
				sx: {
					display: "block",
					mt: 2
				},
				children: [
					"Impreso el ",
					formatDateTimeEs(/* @__PURE__ */ new Date()),
					" · ",
					SITE.phone.display,
					" · ",
					SITE.emails.customerService
				]
			})
		]
	});
}
export { PqrsPrintPage as Component };
