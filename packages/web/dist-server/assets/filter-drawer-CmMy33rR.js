import { n as Close_default, t as Drawer } from "./Drawer-COqsLCWK.js";
import { O as Stack, V as Box, _ as Button, k as IconButton } from "../entry-server.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// src/features/search/components/filter-drawer.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The phones' filters (spec §2 "overlay toggle"). Loaded when first opened (search-page.tsx), then
* kept mounted: a price moved just before closing is still applied 500 ms later.
*/
function FilterDrawer({ open, onClose, children, showResultsLabel }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
		anchor: "right",
		open,
		onClose,
		keepMounted: true,
		sx: { display: { md: "none" } },
		slotProps: { paper: {
			role: "dialog",
			"aria-modal": true,
			"aria-labelledby": "filtros-movil-titulo",
			sx: {
				width: {
					xs: "100%",
					sm: 400
				},
				display: "flex",
				flexDirection: "column"
			}
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				alignItems: "center",
				sx: {
					px: 2.5,
					py: 1.5,
					borderBottom: 1,
					borderColor: "divider"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "filtros-movil-titulo",
					variant: "h4",
					component: "h2",
					sx: { flexGrow: 1 },
					children: "Filtros"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					onClick: onClose,
					"aria-label": "Cerrar filtros",
					edge: "end",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					px: 2.5,
					py: 2.5,
					overflowY: "auto",
					flexGrow: 1
				},
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					p: 2,
					borderTop: 1,
					borderColor: "divider"
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					fullWidth: true,
					variant: "contained",
					size: "large",
					onClick: onClose,
					children: showResultsLabel
				})
			})
		]
	});
}
export { FilterDrawer };
