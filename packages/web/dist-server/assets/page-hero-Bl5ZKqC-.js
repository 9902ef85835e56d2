import { M as Container, V as Box } from "../entry-server.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// src/components/page-hero.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Coloured band with the page's h1, shared by the inner pages. */
function PageHero({ title, overline, intro, children, aside }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			color: "common.white",
			background: (t) => `linear-gradient(120deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 60%, ${t.palette.primary.light} 100%)`,
			"--focus-ring": (t) => t.palette.secondary.main
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			sx: {
				py: {
					xs: 4,
					md: aside ? 7 : 6
				},
				display: "grid",
				gap: 4,
				alignItems: "center",
				gridTemplateColumns: {
					xs: "1fr",
					md: aside ? "1.35fr 1fr" : "1fr"
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				overline && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "overline",
					sx: { color: "secondary.light" },
					children: overline
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h1",
					sx: { fontSize: {
						xs: "1.75rem",
						md: aside ? "2.75rem" : "2.5rem"
					} },
					children: title
				}),
				intro && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						mt: 1.5,
						maxWidth: 720,
						color: "rgba(255,255,255,0.85)",
						fontSize: { md: "1.0625rem" }
					},
					children: intro
				}),
				children
			] }), aside && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { display: {
					xs: "none",
					md: "block"
				} },
				children: aside
			})]
		})
	});
}
export { PageHero as t };
