import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { a as styled, f as composeClasses, i as useDefaultProps, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { n as typographyClasses, t as Typography } from "./Typography-C0uzoc2g.js";
import { n as ListContext } from "./List-BjtjzjVH.js";
import { n as listItemTextClasses, t as getListItemTextUtilityClass } from "./listItemTextClasses-DqvWBQms.js";
import { t as useSlot } from "./useSlot-BzGf8yFY.js";
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/ListItemText/ListItemText.js
var import_react = /* @__PURE__ */ __toESM(require_react());
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes, inset, primary, secondary, dense } = ownerState;
	return composeClasses({
		root: [
			"root",
			inset && "inset",
			dense && "dense",
			primary && secondary && "multiline"
		],
		primary: ["primary"],
		secondary: ["secondary"]
	}, getListItemTextUtilityClass, classes);
};
var ListItemTextRoot = styled("div", {
	name: "MuiListItemText",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${listItemTextClasses.primary}`]: styles.primary },
			{ [`& .${listItemTextClasses.secondary}`]: styles.secondary },
			styles.root,
			ownerState.inset && styles.inset,
			ownerState.primary && ownerState.secondary && styles.multiline,
			ownerState.dense && styles.dense
		];
	}
})({
	flex: "1 1 auto",
	minWidth: 0,
	marginTop: 4,
	marginBottom: 4,
	[`.${typographyClasses.root}:where(& .${listItemTextClasses.primary})`]: { display: "block" },
	[`.${typographyClasses.root}:where(& .${listItemTextClasses.secondary})`]: { display: "block" },
	variants: [{
		props: ({ ownerState }) => ownerState.primary && ownerState.secondary,
		style: {
			marginTop: 6,
			marginBottom: 6
		}
	}, {
		props: ({ ownerState }) => ownerState.inset,
		style: { paddingLeft: 56 }
	}]
});
var ListItemText = /*#__PURE__*/ import_react.forwardRef(function ListItemText(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiListItemText"
	});
	const { children, className, disableTypography = false, inset = false, primary: primaryProp, primaryTypographyProps, secondary: secondaryProp, secondaryTypographyProps, slots = {}, slotProps = {}, ...other } = props;
	const { dense } = import_react.useContext(ListContext);
	let primary = primaryProp != null ? primaryProp : children;
	let secondary = secondaryProp;
	const ownerState = {
		...props,
		disableTypography,
		inset,
		primary: !!primary,
		secondary: !!secondary,
		dense
	};
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots,
		slotProps: {
			primary: primaryTypographyProps,
			secondary: secondaryTypographyProps,
			...slotProps
		}
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		className: clsx(classes.root, className),
		elementType: ListItemTextRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		ownerState,
		ref
	});
	const [PrimarySlot, primarySlotProps] = useSlot("primary", {
		className: classes.primary,
		elementType: Typography,
		externalForwardedProps,
		ownerState
	});
	const [SecondarySlot, secondarySlotProps] = useSlot("secondary", {
		className: classes.secondary,
		elementType: Typography,
		externalForwardedProps,
		ownerState
	});
	if (primary != null && primary.type !== Typography && !disableTypography) primary = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PrimarySlot, {
		variant: dense ? "body2" : "body1",
		component: primarySlotProps?.variant ? void 0 : "span",
		...primarySlotProps,
		children: primary
	});
	if (secondary != null && secondary.type !== Typography && !disableTypography) secondary = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(SecondarySlot, {
		variant: "body2",
		color: "textSecondary",
		...secondarySlotProps,
		children: secondary
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RootSlot, {
		...rootSlotProps,
		children: [primary, secondary]
	});
});
export { ListItemText as t };
