import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { _ as generateUtilityClasses, a as styled, f as composeClasses, i as useDefaultProps, n as capitalize_default, r as isFocusVisible, t as memoTheme, v as generateUtilityClass, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { a as useControlled_default, i as useTimeout, n as Grow, r as Timeout } from "./useSlotProps-B-gFg24Z.js";
import { G as useRtl, R as useId_default } from "../entry-server.js";
import { s as getReactElementRef } from "./Portal-BV2u77gH.js";
import { t as useTheme } from "./useTheme-D7se03VM.js";
import { t as Popper } from "./Popper-CrtwmFZO.js";
import { i as useEventCallback_default, n as useForkRef_default } from "./useLazyRef-D0Yq3GZd.js";
import { t as useSlot } from "./useSlot-BzGf8yFY.js";
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Tooltip/tooltipClasses.js
var import_react = /* @__PURE__ */ __toESM(require_react());
function getTooltipUtilityClass(slot) {
	return generateUtilityClass("MuiTooltip", slot);
}
var tooltipClasses = generateUtilityClasses("MuiTooltip", [
	"popper",
	"popperInteractive",
	"popperArrow",
	"popperClose",
	"tooltip",
	"tooltipArrow",
	"touch",
	"tooltipPlacementLeft",
	"tooltipPlacementRight",
	"tooltipPlacementTop",
	"tooltipPlacementBottom",
	"arrow"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Tooltip/Tooltip.js
var import_jsx_runtime = require_jsx_runtime();
function round(value) {
	return Math.round(value * 1e5) / 1e5;
}
var useUtilityClasses = (ownerState) => {
	const { classes, disableInteractive, arrow, touch, placement } = ownerState;
	const slots = {
		popper: [
			"popper",
			!disableInteractive && "popperInteractive",
			arrow && "popperArrow"
		],
		tooltip: [
			"tooltip",
			arrow && "tooltipArrow",
			touch && "touch",
			`tooltipPlacement${capitalize_default(placement.split("-")[0])}`
		],
		arrow: ["arrow"]
	};
	return composeClasses(slots, getTooltipUtilityClass, classes);
};
var TooltipPopper = styled(Popper, {
	name: "MuiTooltip",
	slot: "Popper",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.popper,
			!ownerState.disableInteractive && styles.popperInteractive,
			ownerState.arrow && styles.popperArrow,
			!ownerState.open && styles.popperClose
		];
	}
})(memoTheme(({ theme }) => ({
	zIndex: (theme.vars || theme).zIndex.tooltip,
	pointerEvents: "none",
	variants: [
		{
			props: ({ ownerState }) => !ownerState.disableInteractive,
			style: { pointerEvents: "auto" }
		},
		{
			props: ({ open }) => !open,
			style: { pointerEvents: "none" }
		},
		{
			props: ({ ownerState }) => ownerState.arrow,
			style: {
				[`&[data-popper-placement*="bottom"] .${tooltipClasses.arrow}`]: {
					top: 0,
					marginTop: "-0.71em",
					"&::before": { transformOrigin: "0 100%" }
				},
				[`&[data-popper-placement*="top"] .${tooltipClasses.arrow}`]: {
					bottom: 0,
					marginBottom: "-0.71em",
					"&::before": { transformOrigin: "100% 0" }
				},
				[`&[data-popper-placement*="right"] .${tooltipClasses.arrow}`]: {
					height: "1em",
					width: "0.71em",
					"&::before": { transformOrigin: "100% 100%" }
				},
				[`&[data-popper-placement*="left"] .${tooltipClasses.arrow}`]: {
					height: "1em",
					width: "0.71em",
					"&::before": { transformOrigin: "0 0" }
				}
			}
		},
		{
			props: ({ ownerState }) => ownerState.arrow && !ownerState.isRtl,
			style: { [`&[data-popper-placement*="right"] .${tooltipClasses.arrow}`]: {
				left: 0,
				marginLeft: "-0.71em"
			} }
		},
		{
			props: ({ ownerState }) => ownerState.arrow && !!ownerState.isRtl,
			style: { [`&[data-popper-placement*="right"] .${tooltipClasses.arrow}`]: {
				right: 0,
				marginRight: "-0.71em"
			} }
		},
		{
			props: ({ ownerState }) => ownerState.arrow && !ownerState.isRtl,
			style: { [`&[data-popper-placement*="left"] .${tooltipClasses.arrow}`]: {
				right: 0,
				marginRight: "-0.71em"
			} }
		},
		{
			props: ({ ownerState }) => ownerState.arrow && !!ownerState.isRtl,
			style: { [`&[data-popper-placement*="left"] .${tooltipClasses.arrow}`]: {
				left: 0,
				marginLeft: "-0.71em"
			} }
		}
	]
})));
var TooltipTooltip = styled("div", {
	name: "MuiTooltip",
	slot: "Tooltip",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.tooltip,
			ownerState.touch && styles.touch,
			ownerState.arrow && styles.tooltipArrow,
			styles[`tooltipPlacement${capitalize_default(ownerState.placement.split("-")[0])}`]
		];
	}
})(memoTheme(({ theme }) => ({
	backgroundColor: theme.vars ? theme.vars.palette.Tooltip.bg : theme.alpha(theme.palette.grey[700], .92),
	borderRadius: (theme.vars || theme).shape.borderRadius,
	color: (theme.vars || theme).palette.common.white,
	fontFamily: theme.typography.fontFamily,
	padding: "4px 8px",
	fontSize: theme.typography.pxToRem(11),
	maxWidth: 300,
	margin: 2,
	wordWrap: "break-word",
	fontWeight: theme.typography.fontWeightMedium,
	[`.${tooltipClasses.popper}[data-popper-placement*="left"] &`]: { transformOrigin: "right center" },
	[`.${tooltipClasses.popper}[data-popper-placement*="right"] &`]: { transformOrigin: "left center" },
	[`.${tooltipClasses.popper}[data-popper-placement*="top"] &`]: {
		transformOrigin: "center bottom",
		marginBottom: "14px"
	},
	[`.${tooltipClasses.popper}[data-popper-placement*="bottom"] &`]: {
		transformOrigin: "center top",
		marginTop: "14px"
	},
	variants: [
		{
			props: ({ ownerState }) => ownerState.arrow,
			style: {
				position: "relative",
				margin: 0
			}
		},
		{
			props: ({ ownerState }) => ownerState.touch,
			style: {
				padding: "8px 16px",
				fontSize: theme.typography.pxToRem(14),
				lineHeight: `${round(16 / 14)}em`,
				fontWeight: theme.typography.fontWeightRegular
			}
		},
		{
			props: ({ ownerState }) => !ownerState.isRtl,
			style: {
				[`.${tooltipClasses.popper}[data-popper-placement*="left"] &`]: { marginRight: "14px" },
				[`.${tooltipClasses.popper}[data-popper-placement*="right"] &`]: { marginLeft: "14px" }
			}
		},
		{
			props: ({ ownerState }) => !ownerState.isRtl && ownerState.touch,
			style: {
				[`.${tooltipClasses.popper}[data-popper-placement*="left"] &`]: { marginRight: "24px" },
				[`.${tooltipClasses.popper}[data-popper-placement*="right"] &`]: { marginLeft: "24px" }
			}
		},
		{
			props: ({ ownerState }) => !!ownerState.isRtl,
			style: {
				[`.${tooltipClasses.popper}[data-popper-placement*="left"] &`]: { marginLeft: "14px" },
				[`.${tooltipClasses.popper}[data-popper-placement*="right"] &`]: { marginRight: "14px" }
			}
		},
		{
			props: ({ ownerState }) => !!ownerState.isRtl && ownerState.touch,
			style: {
				[`.${tooltipClasses.popper}[data-popper-placement*="left"] &`]: { marginLeft: "24px" },
				[`.${tooltipClasses.popper}[data-popper-placement*="right"] &`]: { marginRight: "24px" }
			}
		},
		{
			props: ({ ownerState }) => ownerState.touch,
			style: { [`.${tooltipClasses.popper}[data-popper-placement*="top"] &`]: { marginBottom: "24px" } }
		},
		{
			props: ({ ownerState }) => ownerState.touch,
			style: { [`.${tooltipClasses.popper}[data-popper-placement*="bottom"] &`]: { marginTop: "24px" } }
		}
	]
})));
var TooltipArrow = styled("span", {
	name: "MuiTooltip",
	slot: "Arrow"
})(memoTheme(({ theme }) => ({
	overflow: "hidden",
	position: "absolute",
	width: "1em",
	height: "0.71em",
	boxSizing: "border-box",
	color: theme.vars ? theme.vars.palette.Tooltip.bg : theme.alpha(theme.palette.grey[700], .9),
	"&::before": {
		content: "\"\"",
		margin: "auto",
		display: "block",
		width: "100%",
		height: "100%",
		backgroundColor: "currentColor",
		transform: "rotate(45deg)"
	}
})));
var hystersisOpen = false;
var hystersisTimer = new Timeout();
var cursorPosition = {
	x: 0,
	y: 0
};
function composeEventHandler(handler, eventHandler) {
	return (event, ...params) => {
		if (eventHandler) eventHandler(event, ...params);
		handler(event, ...params);
	};
}
var Tooltip = /*#__PURE__*/ import_react.forwardRef(function Tooltip(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTooltip"
	});
	const { arrow = false, children: childrenProp, classes: classesProp, components = {}, componentsProps = {}, describeChild = false, disableFocusListener = false, disableHoverListener = false, disableInteractive: disableInteractiveProp = false, disableTouchListener = false, enterDelay = 100, enterNextDelay = 0, enterTouchDelay = 700, followCursor = false, id: idProp, leaveDelay = 0, leaveTouchDelay = 1500, onClose, onOpen, open: openProp, placement = "bottom", PopperComponent: PopperComponentProp, PopperProps = {}, slotProps = {}, slots = {}, title, TransitionComponent: TransitionComponentProp, TransitionProps, ...other } = props;
	const children = /*#__PURE__*/ import_react.isValidElement(childrenProp) ? childrenProp : /*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", { children: childrenProp });
	const theme = useTheme();
	const isRtl = useRtl();
	const [childNode, setChildNode] = import_react.useState();
	const [arrowRef, setArrowRef] = import_react.useState(null);
	const ignoreNonTouchEvents = import_react.useRef(false);
	const disableInteractive = disableInteractiveProp || followCursor;
	const closeTimer = useTimeout();
	const enterTimer = useTimeout();
	const leaveTimer = useTimeout();
	const touchTimer = useTimeout();
	const [openState, setOpenState] = useControlled_default({
		controlled: openProp,
		default: false,
		name: "Tooltip",
		state: "open"
	});
	let open = openState;
	const id = useId_default(idProp);
	const prevUserSelect = import_react.useRef();
	const stopTouchInteraction = useEventCallback_default(() => {
		if (prevUserSelect.current !== void 0) {
			document.body.style.WebkitUserSelect = prevUserSelect.current;
			prevUserSelect.current = void 0;
		}
		touchTimer.clear();
	});
	import_react.useEffect(() => stopTouchInteraction, [stopTouchInteraction]);
	const handleOpen = (event) => {
		hystersisTimer.clear();
		hystersisOpen = true;
		setOpenState(true);
		if (onOpen && !open) onOpen(event);
	};
	const handleClose = useEventCallback_default(
		/**
		* @param {React.SyntheticEvent | Event} event
		*/
		(event) => {
			hystersisTimer.start(800 + leaveDelay, () => {
				hystersisOpen = false;
			});
			setOpenState(false);
			if (onClose && open) onClose(event);
			closeTimer.start(theme.transitions.duration.shortest, () => {
				ignoreNonTouchEvents.current = false;
			});
		}
	);
	const handleMouseOver = (event) => {
		if (ignoreNonTouchEvents.current && event.type !== "touchstart") return;
		if (childNode) childNode.removeAttribute("title");
		enterTimer.clear();
		leaveTimer.clear();
		if (enterDelay || hystersisOpen && enterNextDelay) enterTimer.start(hystersisOpen ? enterNextDelay : enterDelay, () => {
			handleOpen(event);
		});
		else handleOpen(event);
	};
	const handleMouseLeave = (event) => {
		enterTimer.clear();
		leaveTimer.start(leaveDelay, () => {
			handleClose(event);
		});
	};
	const [, setChildIsFocusVisible] = import_react.useState(false);
	const handleBlur = (event) => {
		const target = event?.target ?? childNode;
		if (!target || !isFocusVisible(target)) {
			setChildIsFocusVisible(false);
			const closeEvent = event ?? new Event("blur");
			if (!event && target) {
				Object.defineProperty(closeEvent, "target", { value: target });
				Object.defineProperty(closeEvent, "currentTarget", { value: target });
			}
			handleMouseLeave(closeEvent);
		}
	};
	const handleFocus = (event) => {
		if (!childNode) setChildNode(event.currentTarget);
		if (isFocusVisible(event.target)) {
			setChildIsFocusVisible(true);
			handleMouseOver(event);
		}
	};
	const detectTouchStart = (event) => {
		ignoreNonTouchEvents.current = true;
		const childrenProps = children.props;
		if (childrenProps.onTouchStart) childrenProps.onTouchStart(event);
	};
	const handleTouchStart = (event) => {
		detectTouchStart(event);
		leaveTimer.clear();
		closeTimer.clear();
		stopTouchInteraction();
		prevUserSelect.current = document.body.style.WebkitUserSelect;
		document.body.style.WebkitUserSelect = "none";
		touchTimer.start(enterTouchDelay, () => {
			document.body.style.WebkitUserSelect = prevUserSelect.current;
			handleMouseOver(event);
		});
	};
	const handleTouchEnd = (event) => {
		if (children.props.onTouchEnd) children.props.onTouchEnd(event);
		stopTouchInteraction();
		leaveTimer.start(leaveTouchDelay, () => {
			handleClose(event);
		});
	};
	import_react.useEffect(() => {
		if (!open) return;
		/**
		* @param {KeyboardEvent} nativeEvent
		*/
		function handleKeyDown(nativeEvent) {
			if (nativeEvent.key === "Escape") handleClose(nativeEvent);
		}
		document.addEventListener("keydown", handleKeyDown);
		return () => {
			document.removeEventListener("keydown", handleKeyDown);
		};
	}, [handleClose, open]);
	const handleRef = useForkRef_default(getReactElementRef(children), setChildNode, ref);
	if (!title && title !== 0) open = false;
	const popperRef = import_react.useRef();
	const handleMouseMove = (event) => {
		const childrenProps = children.props;
		if (childrenProps.onMouseMove) childrenProps.onMouseMove(event);
		cursorPosition = {
			x: event.clientX,
			y: event.clientY
		};
		if (popperRef.current) popperRef.current.update();
	};
	const nameOrDescProps = {};
	const titleIsString = typeof title === "string";
	if (describeChild) {
		nameOrDescProps.title = !open && titleIsString && !disableHoverListener ? title : null;
		nameOrDescProps["aria-describedby"] = open ? id : null;
	} else {
		nameOrDescProps["aria-label"] = titleIsString ? title : null;
		nameOrDescProps["aria-labelledby"] = open && !titleIsString ? id : null;
	}
	const childrenProps = {
		...nameOrDescProps,
		...other,
		...children.props,
		className: clsx(other.className, children.props.className),
		onTouchStart: detectTouchStart,
		ref: handleRef,
		...followCursor ? { onMouseMove: handleMouseMove } : {}
	};
	const interactiveWrapperListeners = {};
	if (!disableTouchListener) {
		childrenProps.onTouchStart = handleTouchStart;
		childrenProps.onTouchEnd = handleTouchEnd;
	}
	if (!disableHoverListener) {
		childrenProps.onMouseOver = composeEventHandler(handleMouseOver, childrenProps.onMouseOver);
		childrenProps.onMouseLeave = composeEventHandler(handleMouseLeave, childrenProps.onMouseLeave);
		if (!disableInteractive) {
			interactiveWrapperListeners.onMouseOver = handleMouseOver;
			interactiveWrapperListeners.onMouseLeave = handleMouseLeave;
		}
	}
	if (!disableFocusListener) {
		childrenProps.onFocus = composeEventHandler(handleFocus, childrenProps.onFocus);
		childrenProps.onBlur = composeEventHandler(handleBlur, childrenProps.onBlur);
		if (!disableInteractive) {
			interactiveWrapperListeners.onFocus = handleFocus;
			interactiveWrapperListeners.onBlur = handleBlur;
		}
	}
	const ownerState = {
		...props,
		isRtl,
		arrow,
		disableInteractive,
		placement,
		PopperComponentProp,
		touch: ignoreNonTouchEvents.current
	};
	const resolvedPopperProps = typeof slotProps.popper === "function" ? slotProps.popper(ownerState) : slotProps.popper;
	const popperOptions = import_react.useMemo(() => {
		let tooltipModifiers = [{
			name: "arrow",
			enabled: Boolean(arrowRef),
			options: {
				element: arrowRef,
				padding: 4
			}
		}];
		if (PopperProps.popperOptions?.modifiers) tooltipModifiers = tooltipModifiers.concat(PopperProps.popperOptions.modifiers);
		if (resolvedPopperProps?.popperOptions?.modifiers) tooltipModifiers = tooltipModifiers.concat(resolvedPopperProps.popperOptions.modifiers);
		return {
			...PopperProps.popperOptions,
			...resolvedPopperProps?.popperOptions,
			modifiers: tooltipModifiers
		};
	}, [
		arrowRef,
		PopperProps.popperOptions,
		resolvedPopperProps?.popperOptions
	]);
	const classes = useUtilityClasses(ownerState);
	const resolvedTransitionProps = typeof slotProps.transition === "function" ? slotProps.transition(ownerState) : slotProps.transition;
	const externalForwardedProps = {
		slots: {
			popper: components.Popper,
			transition: components.Transition ?? TransitionComponentProp,
			tooltip: components.Tooltip,
			arrow: components.Arrow,
			...slots
		},
		slotProps: {
			arrow: slotProps.arrow ?? componentsProps.arrow,
			popper: {
				...PopperProps,
				...resolvedPopperProps ?? componentsProps.popper
			},
			tooltip: slotProps.tooltip ?? componentsProps.tooltip,
			transition: {
				...TransitionProps,
				...resolvedTransitionProps ?? componentsProps.transition
			}
		}
	};
	const [PopperSlot, popperSlotProps] = useSlot("popper", {
		elementType: TooltipPopper,
		externalForwardedProps,
		ownerState,
		className: clsx(classes.popper, PopperProps?.className)
	});
	const [TransitionSlot, transitionSlotProps] = useSlot("transition", {
		elementType: Grow,
		externalForwardedProps,
		ownerState
	});
	const [TooltipSlot, tooltipSlotProps] = useSlot("tooltip", {
		elementType: TooltipTooltip,
		className: classes.tooltip,
		externalForwardedProps,
		ownerState
	});
	const [ArrowSlot, arrowSlotProps] = useSlot("arrow", {
		elementType: TooltipArrow,
		className: classes.arrow,
		externalForwardedProps,
		ownerState,
		ref: setArrowRef
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ import_react.cloneElement(children, childrenProps), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PopperSlot, {
		as: PopperComponentProp ?? Popper,
		placement,
		anchorEl: followCursor ? { getBoundingClientRect: () => ({
			top: cursorPosition.y,
			left: cursorPosition.x,
			right: cursorPosition.x,
			bottom: cursorPosition.y,
			width: 0,
			height: 0
		}) } : childNode,
		popperRef,
		open: childNode ? open : false,
		id,
		transition: true,
		...interactiveWrapperListeners,
		...popperSlotProps,
		popperOptions,
		children: ({ TransitionProps: TransitionPropsInner }) => /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TransitionSlot, {
			timeout: theme.transitions.duration.shorter,
			...TransitionPropsInner,
			...transitionSlotProps,
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(TooltipSlot, {
				...tooltipSlotProps,
				children: [title, arrow ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ArrowSlot, { ...arrowSlotProps }) : null]
			})
		})
	})] });
});
export { Tooltip as default, getTooltipUtilityClass, tooltipClasses };
