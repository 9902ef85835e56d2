import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { Ct as SITE, I as PhoneOutlined_default, J as NavLink, N as WhatsApp_default, O as Stack, V as Box, _ as Button, b as ALL_NAV, j as ButtonBase, k as IconButton, wt as whatsappUrl, x as SERVICE_NAV, y as BrandLogo } from "../entry-server.js";
import { n as Close_default, t as Drawer } from "./Drawer-COqsLCWK.js";
import { t as Divider } from "./Divider-C2AeKiSX.js";
import { n as ListContext, t as List } from "./List-BjtjzjVH.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { a as styled, f as composeClasses, i as useDefaultProps, o as rootShouldForwardProp, t as memoTheme, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { n as useEnhancedEffect_default } from "./getActiveElement-Du5A07lK.js";
import { n as useForkRef_default } from "./useLazyRef-D0Yq3GZd.js";
import { n as listItemButtonClasses, t as getListItemButtonUtilityClass } from "./listItemButtonClasses-w2HlIlFr.js";
import { t as ListItemText } from "./ListItemText-P3NuoaT0.js";
import { t as ListSubheader } from "./ListSubheader-Brxo9vui.js";
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/ListItemButton/ListItemButton.js
var import_react = /* @__PURE__ */ __toESM(require_react());
var import_jsx_runtime = require_jsx_runtime();
var overridesResolver = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		ownerState.dense && styles.dense,
		ownerState.alignItems === "flex-start" && styles.alignItemsFlexStart,
		ownerState.divider && styles.divider,
		!ownerState.disableGutters && styles.gutters
	];
};
var useUtilityClasses = (ownerState) => {
	const { alignItems, classes, dense, disabled, disableGutters, divider, selected } = ownerState;
	const composedClasses = composeClasses({ root: [
		"root",
		dense && "dense",
		!disableGutters && "gutters",
		divider && "divider",
		disabled && "disabled",
		alignItems === "flex-start" && "alignItemsFlexStart",
		selected && "selected"
	] }, getListItemButtonUtilityClass, classes);
	return {
		...classes,
		...composedClasses
	};
};
var ListItemButtonRoot = styled(ButtonBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiListItemButton",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	display: "flex",
	flexGrow: 1,
	justifyContent: "flex-start",
	alignItems: "center",
	position: "relative",
	textDecoration: "none",
	minWidth: 0,
	boxSizing: "border-box",
	textAlign: "left",
	paddingTop: 8,
	paddingBottom: 8,
	transition: theme.transitions.create("background-color", { duration: theme.transitions.duration.shortest }),
	"&:hover": {
		textDecoration: "none",
		backgroundColor: (theme.vars || theme).palette.action.hover,
		"@media (hover: none)": { backgroundColor: "transparent" }
	},
	[`&.${listItemButtonClasses.selected}`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
		[`&.${listItemButtonClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) }
	},
	[`&.${listItemButtonClasses.selected}:hover`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
		"@media (hover: none)": { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity) }
	},
	[`&.${listItemButtonClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus },
	[`&.${listItemButtonClasses.disabled}`]: { opacity: (theme.vars || theme).palette.action.disabledOpacity },
	variants: [
		{
			props: ({ ownerState }) => ownerState.divider,
			style: {
				borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
				backgroundClip: "padding-box"
			}
		},
		{
			props: { alignItems: "flex-start" },
			style: { alignItems: "flex-start" }
		},
		{
			props: ({ ownerState }) => !ownerState.disableGutters,
			style: {
				paddingLeft: 16,
				paddingRight: 16
			}
		},
		{
			props: ({ ownerState }) => ownerState.dense,
			style: {
				paddingTop: 4,
				paddingBottom: 4
			}
		}
	]
})));
var ListItemButton = /*#__PURE__*/ import_react.forwardRef(function ListItemButton(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListItemButton"
	});
	const { alignItems = "center", autoFocus = false, component = "div", children, dense = false, disableGutters = false, divider = false, focusVisibleClassName, selected = false, className, ...other } = props;
	const context = import_react.useContext(ListContext);
	const childContext = import_react.useMemo(() => ({
		dense: dense || context.dense || false,
		alignItems,
		disableGutters
	}), [
		alignItems,
		context.dense,
		dense,
		disableGutters
	]);
	const listItemRef = import_react.useRef(null);
	useEnhancedEffect_default(() => {
		if (autoFocus) {
			if (listItemRef.current) listItemRef.current.focus();
		}
	}, [autoFocus]);
	const ownerState = {
		...props,
		alignItems,
		dense: childContext.dense,
		disableGutters,
		divider,
		selected
	};
	const classes = useUtilityClasses(ownerState);
	const { root, ...forwardedClasses } = classes;
	const handleRef = useForkRef_default(listItemRef, ref);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListContext.Provider, {
		value: childContext,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListItemButtonRoot, {
			ref: handleRef,
			href: other.href || other.to,
			component: (other.href || other.to) && component === "div" ? "button" : component,
			focusVisibleClassName: clsx(classes.focusVisible, focusVisibleClassName),
			ownerState,
			className: clsx(classes.root, className),
			...other,
			classes: forwardedClasses,
			children
		})
	});
});
// src/components/layout/mobile-nav-drawer.tsx
var serviceLinks = new Set(SERVICE_NAV.map((i) => i.to));
function NavList({ items, onClose }) {
	return items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemButton, {
		component: NavLink,
		to: item.to,
		end: true,
		onClick: onClose,
		sx: {
			borderRadius: 2,
			mx: 1,
			minHeight: 44,
			"&.active": {
				bgcolor: "primary.light",
				color: "common.white"
			},
			"&.active:hover": { bgcolor: "primary.main" }
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
			primary: item.label,
			slotProps: { primary: { fontWeight: 600 } }
		})
	}, item.to));
}
/** Phone and tablet menu with every part of the site. */
function MobileNavDrawer({ open, onClose }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Drawer, {
		anchor: "right",
		open,
		onClose,
		slotProps: { paper: {
			"aria-label": "Menú",
			sx: { width: {
				xs: "88%",
				sm: 360
			} }
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				alignItems: "center",
				justifyContent: "space-between",
				sx: {
					px: 2,
					py: 1.5
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrandLogo, { sx: { height: 34 } }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					onClick: onClose,
					"aria-label": "Cerrar menú",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "nav",
				"aria-label": "Menú del sitio",
				sx: { overflowY: "auto" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
					component: "div",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavList, {
						items: ALL_NAV.filter((i) => !serviceLinks.has(i.to)),
						onClose
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
					component: "div",
					subheader: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListSubheader, {
						component: "div",
						disableSticky: true,
						children: "Servicio al cliente"
					}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavList, {
						items: SERVICE_NAV,
						onClose
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 1,
				sx: {
					p: 2,
					mt: "auto",
					borderTop: 1,
					borderColor: "divider"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "outlined",
					href: `tel:${SITE.phone.tel}`,
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneOutlined_default, {}),
					children: ["Llamar ", SITE.phone.display]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					href: whatsappUrl(SITE.whatsapp.number),
					target: "_blank",
					rel: "noopener noreferrer",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WhatsApp_default, {}),
					children: "Escríbenos por WhatsApp"
				})]
			})
		]
	});
}
export { MobileNavDrawer };
