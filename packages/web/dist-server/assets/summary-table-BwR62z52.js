import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as Table, n as TableCell, r as TableBody, t as TableRow } from "./TableRow-rOmeWmIP.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// src/features/pqrs/components/summary-table.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Label/value table with section headings; used by the PQRS export and its printable record. */
function SummaryTable({ sections, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table, {
		size: "small",
		"aria-label": label,
		sx: { "& td, & th": { borderColor: "divider" } },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
			component: "th",
			scope: "colgroup",
			colSpan: 2,
			sx: {
				bgcolor: "primary.main",
				color: "primary.contrastText",
				fontWeight: 700,
				textTransform: "uppercase",
				letterSpacing: "0.04em",
				fontSize: "0.8125rem"
			},
			children: section.title
		}) }), section.rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
			component: "th",
			scope: "row",
			sx: {
				width: {
					xs: "38%",
					sm: "32%"
				},
				bgcolor: "rgba(11, 79, 108, 0.06)",
				color: "primary.dark",
				fontWeight: 600,
				verticalAlign: "top"
			},
			children: row.label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
			sx: {
				whiteSpace: "pre-wrap",
				wordBreak: "break-word",
				verticalAlign: "top"
			},
			children: row.value
		})] }, row.label))] }, section.title)) })
	});
}
export { SummaryTable as t };
