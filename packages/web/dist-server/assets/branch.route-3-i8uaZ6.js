import { B as Link, Ct as SITE, D as searchPresetPath, F as PlaceOutlined_default, I as PhoneOutlined_default, M as Container, N as WhatsApp_default, O as Stack, Q as useParams, St as findBranchBySlug, V as Box, _ as Button, bt as BRANCHES, c as useDocumentTitle, q as Link$1, wt as whatsappUrl, z as createSvgIcon } from "../entry-server.js";
import { s as slugifyName } from "./helpers-xxtyV9hE.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { n as Search_default, t as branchPath } from "./branch-paths-CxpmeCOo.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { t as PageHero } from "./page-hero-Bl5ZKqC-.js";
import { t as NotFoundPage } from "./not-found-page-D-vPme1c.js";
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/AccessTimeOutlined.js
var import_jsx_runtime = require_jsx_runtime();
var AccessTimeOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z" }), "AccessTimeOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/MapOutlined.js
var MapOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m20.5 3-.16.03L15 5.1 9 3 3.36 4.9c-.21.07-.36.25-.36.48V20.5c0 .28.22.5.5.5l.16-.03L9 18.9l6 2.1 5.64-1.9c.21-.07.36-.25.36-.48V3.5c0-.28-.22-.5-.5-.5M10 5.47l4 1.4v11.66l-4-1.4zm-5 .99 3-1.01v11.7l-3 1.16zm14 11.08-3 1.01V6.86l3-1.16z" }), "MapOutlined");
// src/features/branches/components/branch-page.tsx
function Line({ icon, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1.5,
		alignItems: "flex-start",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				color: "primary.main",
				display: "flex",
				pt: "2px"
			},
			"aria-hidden": true,
			children: icon
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children })]
	});
}
/** The page behind 'Ver sede': one branch with its contact details and its city's listings. */
function BranchPage() {
	const { slug = "" } = useParams();
	const branch = findBranchBySlug(slug.toLowerCase());
	useDocumentTitle(branch ? `Sede ${branch.nombre}` : null);
	if (!branch) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${branch.direccion}, ${branch.ciudad}, Colombia`)}`;
	const others = BRANCHES.filter((b) => b.id !== branch.id);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		overline: `Sede ${branch.ciudad}`,
		title: `Sede ${branch.nombre}`,
		intro: branch.direccion
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxWidth: "lg",
		sx: { py: {
			xs: 4,
			md: 6
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: {
					xs: 3,
					md: 5
				},
				gridTemplateColumns: {
					xs: "1fr",
					md: "6fr 5fr"
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "img",
				src: branch.imagen,
				alt: `Ilustración de la sede ${branch.nombre}`,
				width: 640,
				height: 400,
				sx: {
					width: "100%",
					height: "auto",
					aspectRatio: "16 / 10",
					borderRadius: "20px",
					display: "block"
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2.5,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h2",
						children: "Visítanos"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Line, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOutlined_default, {}),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: branch.direccion }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							color: "text.secondary",
							children: branch.ciudad
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Line, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneOutlined_default, {}),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: `tel:${branch.telefonoTel}`,
							sx: { fontWeight: 700 },
							children: branch.telefono
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Line, {
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccessTimeOutlined_default, {}),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: SITE.hours })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: {
							xs: "column",
							sm: "row"
						},
						spacing: 1.5,
						sx: { pt: 1 },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "contained",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WhatsApp_default, {}),
							href: whatsappUrl(SITE.whatsapp.number, `Hola, quiero información de la sede ${branch.nombre}.`),
							target: "_blank",
							rel: "noopener noreferrer",
							children: "Escríbenos por WhatsApp"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outlined",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapOutlined_default, {}),
							href: mapUrl,
							target: "_blank",
							rel: "noopener noreferrer",
							children: "Cómo llegar"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						component: Link$1,
						to: searchPresetPath("arriendo", slugifyName(branch.ciudad)),
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, {}),
						sx: { alignSelf: "flex-start" },
						children: ["Inmuebles en ", branch.ciudad]
					})
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "section",
			"aria-labelledby": "otras-sedes",
			sx: { mt: {
				xs: 6,
				md: 8
			} },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "otras-sedes",
				variant: "h3",
				component: "h2",
				sx: { mb: 2 },
				children: "Otras sedes"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					display: "grid",
					gap: 1.5,
					gridTemplateColumns: {
						xs: "1fr 1fr",
						sm: "repeat(3, 1fr)",
						md: "repeat(4, 1fr)"
					}
				},
				children: others.map((b) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					to: branchPath(b.slug),
					sx: { fontWeight: 700 },
					children: b.nombre
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					color: "text.secondary",
					children: b.ciudad
				})] }, b.id))
			})]
		})]
	})] });
}
// src/app/routes/branch.route.tsx
/** An unknown branch shows the not-found page, and answers 404 so search engines do not keep it. */
var handle = { status: ({ slug = "" }) => findBranchBySlug(slug.toLowerCase()) ? 200 : 404 };
export { BranchPage as Component, handle };
