import { t as formatCop } from "./money-idcLAbuq.js";
import { n as GESTION, o as PHOTO_HEIGHTS, s as PHOTO_WIDTHS } from "./constants-BK1M9iNp.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { B as Link, E as propertyPath, F as PlaceOutlined_default, O as Stack, V as Box, d as useFavorites, g as Favorite_default, h as FavoriteBorder_default, k as IconButton, n as apiGet, p as LazyTooltip, q as Link$1, z as createSvgIcon } from "../entry-server.js";
import { t as HomeWorkOutlined_default } from "./HomeWorkOutlined-BBQH-DOx.js";
// ../contracts/src/domain/property-page.ts
/**
* Detail page document title without the site suffix (spec §1): gestion, property type, 'en',
* department, neighbourhood, city. Shared by the SPA and the gateway's SEO head so both agree.
*/
function propertyDocumentTitle(p) {
	const places = [
		p.department,
		p.neighbourhood,
		p.city
	].map((v) => v.trim()).filter(Boolean);
	return `${p.gestion} ${p.type} en ${places.join(", ")}`.trim();
}
/** Spec §2: gestion 5 reads VENTA, anything else ARRIENDO. */
function propertyGestionLabel(gestionId) {
	return gestionId === GESTION.VENTA ? "VENTA" : "ARRIENDO";
}
/** Spec §2 age line: 0 reads 'menos de un año'; null (unknown) shows no line. */
function propertyAgeText(age) {
	if (age === null || age < 0) return null;
	if (age === 0) return "Edad Inmueble: menos de un año";
	return `Edad Inmueble: ${age} ${age === 1 ? "año" : "años"}`;
}
/** Prefilled WhatsApp text to the advisor, naming the property code (spec §2 advisor card). */
function advisorWhatsappText(code) {
	return `Hola, estoy interesado en el inmueble con código ${code}.`;
}
// src/features/properties/api/get-property.ts
/**
* GET /api/properties/:code (the 919- prefix is optional). A missing property is an ApiError with
* status 404 and the gateway's Spanish message ('No se encontró el inmueble: …').
*/
function getProperty(code, signal) {
	return apiGet(`/properties/${encodeURIComponent(code)}`, { signal });
}
function propertyQueryOptions(code) {
	return queryOptions({
		queryKey: [
			"properties",
			"detail",
			code
		],
		queryFn: ({ signal }) => getProperty(code, signal)
	});
}
function useProperty(code, options = {}) {
	return useQuery({
		...propertyQueryOptions(code),
		...options
	});
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/BathtubOutlined.js
var import_jsx_runtime = require_jsx_runtime();
var BathtubOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
	cx: "7",
	cy: "7",
	r: "2"
}, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 13V4.83C20 3.27 18.73 2 17.17 2c-.75 0-1.47.3-2 .83l-1.25 1.25c-.16-.05-.33-.08-.51-.08-.4 0-.77.12-1.08.32l2.76 2.76c.2-.31.32-.68.32-1.08 0-.18-.03-.34-.07-.51l1.25-1.25c.15-.15.36-.24.58-.24.46 0 .83.37.83.83V13h-6.85c-.3-.21-.57-.45-.82-.72l-1.4-1.55c-.19-.21-.43-.38-.69-.5-.31-.15-.65-.23-1-.23C6 10.01 5 11.01 5 12.25V13H2v6c0 1.1.9 2 2 2 0 .55.45 1 1 1h14c.55 0 1-.45 1-1 1.1 0 2-.9 2-2v-6zm0 6H4v-4h16z" }, "1")], "BathtubOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/BedOutlined.js
var BedOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M21 10.78V8c0-1.65-1.35-3-3-3h-4c-.77 0-1.47.3-2 .78-.53-.48-1.23-.78-2-.78H6C4.35 5 3 6.35 3 8v2.78c-.61.55-1 1.34-1 2.22v6h2v-2h16v2h2v-6c0-.88-.39-1.67-1-2.22M14 7h4c.55 0 1 .45 1 1v2h-6V8c0-.55.45-1 1-1M5 8c0-.55.45-1 1-1h4c.55 0 1 .45 1 1v2H5zm-1 7v-2c0-.55.45-1 1-1h14c.55 0 1 .45 1 1v2z" }), "BedOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/DirectionsCarOutlined.js
var DirectionsCarOutlined_default = createSvgIcon([
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18.92 6.01C18.72 5.42 18.16 5 17.5 5h-11c-.66 0-1.21.42-1.42 1.01L3 12v8c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-1h12v1c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-8zM6.85 7h10.29l1.08 3.11H5.77zM19 17H5v-5h14z" }, "0"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "7.5",
		cy: "14.5",
		r: "1.5"
	}, "1"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "16.5",
		cy: "14.5",
		r: "1.5"
	}, "2")
], "DirectionsCarOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/SquareFootOutlined.js
var SquareFootOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m17.66 17.66-1.06 1.06-.71-.71 1.06-1.06-1.94-1.94-1.06 1.06-.71-.71 1.06-1.06-1.94-1.94-1.06 1.06-.71-.71 1.06-1.06L9.7 9.7l-1.06 1.06-.71-.71 1.06-1.06-1.94-1.94-1.06 1.06-.71-.71 1.06-1.06L4 4v14c0 1.1.9 2 2 2h14zM7 17v-5.76L12.76 17z" }), "SquareFootOutlined");
// src/features/properties/components/favorite-toggle.tsx
/** Spec §2 (detail): tooltip texts of the favorite toggle. */
var FAVORITE_LABELS = {
	add: "Agregar a favoritos",
	remove: "Eliminar de favoritos"
};
/** Heart button that adds or removes a property from the visitor's favorites (local storage 'inmueble'). */
function FavoriteToggle({ card, size = "medium" }) {
	const { isFavorite, toggle } = useFavorites();
	const active = isFavorite(card.code);
	const label = active ? FAVORITE_LABELS.remove : FAVORITE_LABELS.add;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyTooltip, {
		title: label,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			"aria-label": `${label}: ${card.code}`,
			"aria-pressed": active,
			onClick: () => toggle(card),
			size,
			sx: {
				color: active ? "error.main" : "text.secondary",
				bgcolor: "rgba(255,255,255,0.92)",
				boxShadow: 1,
				"&:hover": {
					bgcolor: "common.white",
					color: "error.main"
				}
			},
			children: active ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Favorite_default, { fontSize: "small" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteBorder_default, { fontSize: "small" })
		})
	});
}
// src/features/properties/components/property-card.tsx
/** Photos are generated 4:3; the box reserves that space before the image arrives (no layout shift). */
var CARD_PHOTO_RATIO = "4 / 3";
var areaFormatter = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });
function formatArea(area) {
	return area === null || area <= 0 ? null : `${areaFormatter.format(area)} m²`;
}
/** Hidden from sight, read by screen readers. */
var srOnly = {
	position: "absolute",
	width: 1,
	height: 1,
	overflow: "hidden",
	clip: "rect(0 0 0 0)",
	whiteSpace: "nowrap"
};
function Fact({ icon, label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: .5,
		alignItems: "center",
		component: "li",
		title: label,
		sx: {
			color: "text.secondary",
			fontSize: "0.875rem",
			fontWeight: 600,
			whiteSpace: "nowrap"
		},
		children: [
			icon,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: srOnly,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": true,
				children
			})
		]
	});
}
var iconSx = {
	fontSize: 19,
	color: "primary.main"
};
/**
* A listing in a results grid, carousel or list: photo, type, gestion, location, price, facts and the
* favorite toggle. The whole card is clickable through the title link (stretched over the card), so
* the heart stays a separate button and screen readers hear one link per card.
*/
function PropertyCard({ card, priority = false, headingComponent = "h3" }) {
	const title = `${card.type} en ${card.gestion.toLowerCase()}`;
	const location = [card.neighbourhood, card.city].filter(Boolean).join(", ");
	const area = formatArea(card.builtArea ?? card.lotArea);
	const isRent = card.gestionId === GESTION.ARRIENDO;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "article",
		"aria-label": `${title}, ${location}, ${card.code}`,
		sx: {
			position: "relative",
			height: "100%",
			display: "flex",
			flexDirection: "column",
			bgcolor: "background.paper",
			borderRadius: "16px",
			overflow: "hidden",
			border: 1,
			borderColor: "divider",
			transition: "box-shadow 200ms ease, transform 200ms ease",
			"&:hover": {
				boxShadow: "0 12px 32px rgba(11,79,108,0.14)",
				transform: "translateY(-2px)"
			},
			"&:hover img": { transform: "scale(1.04)" },
			"&:focus-within": { boxShadow: "0 12px 32px rgba(11,79,108,0.14)" },
			"@media (prefers-reduced-motion: reduce)": {
				transition: "none",
				"&:hover": { transform: "none" },
				"&:hover img": { transform: "none" }
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				position: "relative",
				aspectRatio: CARD_PHOTO_RATIO,
				overflow: "hidden",
				bgcolor: "primary.light",
				color: "common.white",
				display: "grid",
				placeItems: "center"
			},
			children: [
				card.photo ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "img",
					src: card.photo.small,
					alt: `${title} en ${location}`,
					width: PHOTO_WIDTHS.small,
					height: PHOTO_HEIGHTS.small,
					loading: priority ? "eager" : "lazy",
					fetchPriority: priority ? "high" : "auto",
					decoding: "async",
					sx: {
						position: "absolute",
						inset: 0,
						width: "100%",
						height: "100%",
						objectFit: "cover",
						transition: "transform 400ms ease"
					}
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeWorkOutlined_default, {
					sx: {
						fontSize: 64,
						opacity: .8
					},
					"aria-hidden": true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					sx: {
						position: "absolute",
						top: 12,
						left: 12,
						px: 1.25,
						py: .5,
						borderRadius: 999,
						fontSize: "0.75rem",
						fontWeight: 750,
						letterSpacing: "0.08em",
						color: isRent ? "common.white" : "text.primary",
						bgcolor: isRent ? "primary.main" : "secondary.main"
					},
					children: propertyGestionLabel(card.gestionId)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						position: "absolute",
						top: 8,
						right: 8,
						zIndex: 2
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteToggle, {
						card,
						size: "small"
					})
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 1,
			sx: {
				p: 2,
				flexGrow: 1
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "caption",
					color: "text.secondary",
					sx: {
						fontWeight: 600,
						letterSpacing: "0.04em"
					},
					children: ["Código ", card.code]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h5",
					component: headingComponent,
					sx: { lineHeight: 1.3 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: propertyPath(card.code),
						color: "inherit",
						underline: "none",
						sx: {
							"&::after": {
								content: "\"\"",
								position: "absolute",
								inset: 0,
								zIndex: 1
							},
							"&:focus-visible": { outline: "none" },
							"&:focus-visible::after": {
								outline: (t) => `3px solid ${t.palette.primary.main}`,
								outlineOffset: -3,
								borderRadius: "16px"
							}
						},
						children: title
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: "row",
					spacing: .5,
					alignItems: "center",
					sx: {
						color: "text.secondary",
						minWidth: 0
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOutlined_default, {
						sx: { fontSize: 18 },
						"aria-hidden": true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						noWrap: true,
						title: location,
						children: location
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					sx: {
						fontSize: "1.25rem",
						fontWeight: 800,
						color: "primary.main",
						letterSpacing: "-0.01em",
						pt: .5
					},
					children: [formatCop(card.price), isRent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						component: "span",
						variant: "body2",
						color: "text.secondary",
						sx: { fontWeight: 500 },
						children: [" ", "/ mes"]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "ul",
					"aria-label": "Características",
					sx: {
						listStyle: "none",
						m: 0,
						p: 0,
						pt: 1.25,
						mt: "auto !important",
						borderTop: 1,
						borderColor: "divider",
						display: "flex",
						flexWrap: "wrap",
						columnGap: 2,
						rowGap: .75
					},
					children: [
						area && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SquareFootOutlined_default, {
								sx: iconSx,
								"aria-hidden": true
							}),
							label: `Área: ${area}`,
							children: area
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BedOutlined_default, {
								sx: iconSx,
								"aria-hidden": true
							}),
							label: `Habitaciones: ${card.bedrooms}`,
							children: card.bedrooms
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BathtubOutlined_default, {
								sx: iconSx,
								"aria-hidden": true
							}),
							label: `Baños: ${card.bathrooms}`,
							children: card.bathrooms
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DirectionsCarOutlined_default, {
								sx: iconSx,
								"aria-hidden": true
							}),
							label: `Parqueaderos: ${card.parking}`,
							children: card.parking
						})
					]
				})
			]
		})]
	});
}
export { DirectionsCarOutlined_default as a, propertyQueryOptions as c, propertyAgeText as d, propertyDocumentTitle as f, SquareFootOutlined_default as i, useProperty as l, formatArea as n, BedOutlined_default as o, propertyGestionLabel as p, FavoriteToggle as r, BathtubOutlined_default as s, PropertyCard as t, advisorWhatsappText as u };
