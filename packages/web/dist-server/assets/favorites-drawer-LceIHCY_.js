import { i as __toESM, n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
import { t as formatCop } from "./money-idcLAbuq.js";
import { n as Close_default, t as Drawer } from "./Drawer-COqsLCWK.js";
import { t as DeleteOutline_default } from "./DeleteOutline-TbGk3Yu0.js";
import { t as HomeWorkOutlined_default } from "./HomeWorkOutlined-BBQH-DOx.js";
import { B as Link$1, Ct as SITE, E as propertyPath, N as WhatsApp_default, O as Stack, S as PATHS, V as Box, _ as Button, d as useFavorites, k as IconButton, p as LazyTooltip, q as Link, z as createSvgIcon } from "../entry-server.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as EmailOutlined_default } from "./EmailOutlined-CcPkXsTH.js";
import { t as ShareOutlined_default } from "./ShareOutlined-DUnSw0bp.js";
import { i as Popover, t as TextField } from "./TextField-DrU_gQqD.js";
// ../contracts/src/domain/favorites-share.ts
/** Query parameter of the shared favorites link on `/favoritos/`. */
var FAVORITES_SHARE_PARAM = "inmuebles";
var CODE_PATTERN = /^[0-9A-Za-z-]{1,30}$/;
/** Path of a property's detail page (route name inmueble). */
function propertyDetailPath(code) {
	return `/inmueble/${encodeURIComponent(code)}`;
}
function trimOrigin(origin) {
	return origin.replace(/\/+$/, "");
}
/**
* The favorites share link (spec §2): the detail links of all favorites joined by comma and URL-encoded,
* carried by `/favoritos/?inmuebles=…` so that opening it shows those properties.
*/
function favoritesShareLink(cards, origin) {
	const base = trimOrigin(origin);
	const links = cards.map((c) => `${base}${propertyDetailPath(c.Codigo_Inmueble)}`).join(",");
	return `${base}/favoritos/?${FAVORITES_SHARE_PARAM}=${encodeURIComponent(links)}`;
}
function codeFromLink(link) {
	const value = link.trim();
	if (value === "") return null;
	const match = /\/inmueble\/([^/?#]+)/.exec(value);
	let code = value;
	if (match?.[1]) try {
		code = decodeURIComponent(match[1]);
	} catch {
		return null;
	}
	return CODE_PATTERN.test(code) ? code : null;
}
/**
* Property codes of a shared favorites link, in order, without duplicates or anything that is not a
* code. Accepts the whole link, its query string, or URLSearchParams; bare codes are accepted too.
*/
function parseFavoritesShare(input) {
	let params;
	if (input instanceof URLSearchParams) params = input;
	else if (input instanceof URL) params = input.searchParams;
	else {
		const queryStart = input.indexOf("?");
		params = new URLSearchParams(queryStart >= 0 ? input.slice(queryStart + 1) : input);
	}
	const raw = params.get(FAVORITES_SHARE_PARAM);
	if (!raw) return [];
	const codes = [];
	for (const link of raw.split(",")) {
		const code = codeFromLink(link);
		if (code && !codes.includes(code)) codes.push(code);
		if (codes.length >= 50) break;
	}
	return codes;
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/ContentCopy.js
var import_jsx_runtime = require_jsx_runtime();
var ContentCopy_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z" }), "ContentCopy");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/IosShare.js
var IosShare_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m16 5-1.42 1.42-1.59-1.59V16h-1.98V4.83L9.42 6.42 8 5l4-4zm4 5v11c0 1.1-.9 2-2 2H6c-1.11 0-2-.9-2-2V10c0-1.11.89-2 2-2h3v2H6v11h12V10h-3V8h3c1.1 0 2 .89 2 2" }), "IosShare");
// src/features/favorites/components/share-favorites-button.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var SHARE_FAVORITES_TEXTS = {
	button: "Compartir favoritos",
	title: "Comparte tus favoritos",
	linkLabel: "Enlace de tus favoritos",
	copy: "Copiar enlace",
	copied: "Enlace copiado",
	copyFailed: "Selecciona el enlace y cópialo",
	message: "Mira estos inmuebles que guardé:"
};
/** The share link of a list of saved cards, for this site's address. */
function shareLinkFor(cards, origin = window.location.origin) {
	return favoritesShareLink(cards.map((c) => ({ Codigo_Inmueble: c.code })), origin);
}
/**
* Spec §2 favorites share control: the detail links of every favorite joined by comma and URL-encoded
* (`/favoritos/?inmuebles=…`); copy it, send it by WhatsApp or mail, or use the device's share sheet.
*/
function ShareFavoritesButton({ favorites, variant = "icon" }) {
	const [anchor, setAnchor] = (0, import_react.useState)(null);
	const [status, setStatus] = (0, import_react.useState)(null);
	const inputRef = (0, import_react.useRef)(null);
	const id = (0, import_react.useId)();
	const link = anchor ? shareLinkFor(favorites) : "";
	const text = `${SHARE_FAVORITES_TEXTS.message} ${link}`;
	const canNativeShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
	const disabled = favorites.length === 0;
	const open = (event) => {
		setStatus(null);
		setAnchor(event.currentTarget);
	};
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(link);
			setStatus(SHARE_FAVORITES_TEXTS.copied);
		} catch {
			inputRef.current?.select();
			setStatus(SHARE_FAVORITES_TEXTS.copyFailed);
		}
	};
	const nativeShare = async () => {
		try {
			await navigator.share({
				title: `Favoritos | ${SITE.name}`,
				text: SHARE_FAVORITES_TEXTS.message,
				url: link
			});
		} catch {}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [variant === "icon" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyTooltip, {
		title: SHARE_FAVORITES_TEXTS.button,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			onClick: open,
			disabled,
			"aria-label": SHARE_FAVORITES_TEXTS.button,
			"aria-haspopup": "dialog",
			"aria-expanded": anchor !== null,
			color: "primary",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareOutlined_default, {})
		}) })
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "outlined",
		startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareOutlined_default, {}),
		onClick: open,
		disabled,
		"aria-haspopup": "dialog",
		"aria-expanded": anchor !== null,
		children: SHARE_FAVORITES_TEXTS.button
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Popover, {
		open: anchor !== null,
		anchorEl: anchor,
		onClose: () => setAnchor(null),
		anchorOrigin: {
			vertical: "bottom",
			horizontal: "right"
		},
		transformOrigin: {
			vertical: "top",
			horizontal: "right"
		},
		slotProps: { paper: {
			role: "dialog",
			"aria-labelledby": `${id}-title`,
			sx: {
				p: 2,
				width: 340,
				maxWidth: "calc(100vw - 32px)"
			}
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: `${id}-title`,
				variant: "h6",
				component: "h2",
				sx: { mb: 1.5 },
				children: SHARE_FAVORITES_TEXTS.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: SHARE_FAVORITES_TEXTS.linkLabel,
				value: link,
				size: "small",
				fullWidth: true,
				inputRef,
				onFocus: (e) => e.target.select(),
				slotProps: { htmlInput: { readOnly: true } }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				flexWrap: "wrap",
				useFlexGap: true,
				spacing: 1,
				sx: { mt: 1.5 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						variant: "contained",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContentCopy_default, {}),
						onClick: () => void copy(),
						children: SHARE_FAVORITES_TEXTS.copy
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						variant: "outlined",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WhatsApp_default, {}),
						href: `https://wa.me/?text=${encodeURIComponent(text)}`,
						target: "_blank",
						rel: "noopener noreferrer",
						children: "WhatsApp"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						variant: "outlined",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailOutlined_default, {}),
						href: `mailto:?subject=${encodeURIComponent(`Mis inmuebles favoritos | ${SITE.name}`)}&body=${encodeURIComponent(text)}`,
						children: "Correo"
					}),
					canNativeShare && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "small",
						variant: "outlined",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IosShare_default, {}),
						onClick: () => void nativeShare(),
						children: "Compartir"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				role: "status",
				"aria-live": "polite",
				sx: {
					minHeight: 24,
					mt: 1
				},
				children: status && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					color: status === SHARE_FAVORITES_TEXTS.copied ? "success.main" : "text.secondary",
					children: status
				})
			})
		]
	})] });
}
// src/features/favorites/components/favorites-drawer.tsx
var favorites_drawer_exports = /* @__PURE__ */ __exportAll({ FavoritesDrawer: () => FavoritesDrawer });
var FAVORITES_DRAWER_TITLE = "Tus inmuebles favoritos";
var NO_FAVORITES_TEXT = "No tienes inmuebles favoritos guardados.";
/** Sidebar listing the saved properties (spec §2 Favorites). */
function FavoritesDrawer({ open, onClose }) {
	const { favorites, remove } = useFavorites();
	const titleId = "favoritos-titulo";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
		anchor: "right",
		open,
		onClose,
		slotProps: { paper: {
			"aria-labelledby": titleId,
			sx: { width: {
				xs: "100%",
				sm: 400
			} }
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			alignItems: "center",
			sx: {
				px: 2.5,
				py: 2,
				borderBottom: 1,
				borderColor: "divider"
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: titleId,
					variant: "h3",
					component: "h2",
					sx: { flexGrow: 1 },
					children: FAVORITES_DRAWER_TITLE
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareFavoritesButton, { favorites }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					onClick: onClose,
					"aria-label": "Cerrar favoritos",
					edge: "end",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
				})
			]
		}), favorites.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			alignItems: "center",
			spacing: 2,
			sx: {
				px: 3,
				py: 6,
				textAlign: "center"
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeWorkOutlined_default, {
					sx: {
						fontSize: 56,
						color: "primary.light"
					},
					"aria-hidden": true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					children: NO_FAVORITES_TEXT
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					component: Link,
					to: PATHS.search,
					onClick: onClose,
					children: "Buscar inmuebles"
				})
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				m: 0,
				p: 2,
				display: "grid",
				gap: 1.5,
				overflowY: "auto"
			},
			children: favorites.map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "li",
				sx: {
					display: "flex",
					gap: 1.5,
					p: 1,
					borderRadius: 2,
					border: 1,
					borderColor: "divider"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							width: 96,
							flexShrink: 0,
							aspectRatio: "4 / 3",
							borderRadius: 1.5,
							bgcolor: "primary.light",
							backgroundImage: card.photo ? `url(${card.photo.small})` : void 0,
							backgroundSize: "cover",
							backgroundPosition: "center",
							display: "grid",
							placeItems: "center",
							color: "common.white"
						},
						"aria-hidden": true,
						children: !card.photo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeWorkOutlined_default, {})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							minWidth: 0,
							flexGrow: 1
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link$1, {
								component: Link,
								to: propertyPath(card.code),
								onClick: onClose,
								fontWeight: 700,
								color: "text.primary",
								children: [
									card.type,
									" en ",
									card.gestion.toLowerCase()
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								variant: "body2",
								color: "text.secondary",
								noWrap: true,
								children: [card.neighbourhood, card.city].filter(Boolean).join(", ")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								variant: "body2",
								fontWeight: 700,
								color: "primary",
								children: formatCop(card.price)
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
						onClick: () => remove(card.code),
						"aria-label": `Eliminar de favoritos el inmueble ${card.code}`,
						size: "small",
						sx: { alignSelf: "center" },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutline_default, { fontSize: "small" })
					})
				]
			}, card.code))
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				p: 2,
				mt: "auto",
				borderTop: 1,
				borderColor: "divider"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				fullWidth: true,
				variant: "contained",
				component: Link,
				to: PATHS.favorites,
				onClick: onClose,
				children: "Ver todos mis favoritos"
			})
		})] })]
	});
}
export { parseFavoritesShare as a, ShareFavoritesButton as i, NO_FAVORITES_TEXT as n, favorites_drawer_exports as r, FAVORITES_DRAWER_TITLE as t };
