import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as DirectionsCarOutlined_default, c as propertyQueryOptions, d as propertyAgeText, f as propertyDocumentTitle, i as SquareFootOutlined_default, l as useProperty, n as formatArea, o as BedOutlined_default, p as propertyGestionLabel, r as FavoriteToggle, s as BathtubOutlined_default, t as PropertyCard, u as advisorWhatsappText } from "./property-card-BAIVGM1a.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { A as CircularProgress, Ct as SITE, H as BRAND, I as PhoneOutlined_default, L as Facebook_default, M as Container, N as WhatsApp_default, O as Stack, Q as useParams, S as PATHS, V as Box, _ as Button, a as isApiError, c as useDocumentTitle, j as ButtonBase, k as IconButton, n as apiGet, p as LazyTooltip, q as Link, r as apiPost, u as refreshFavorite, wt as whatsappUrl, z as createSvgIcon } from "../entry-server.js";
import { t as formatCop } from "./money-idcLAbuq.js";
import { n as GESTION, o as PHOTO_HEIGHTS, s as PHOTO_WIDTHS } from "./constants-BK1M9iNp.js";
import { t as HomeWorkOutlined_default } from "./HomeWorkOutlined-BBQH-DOx.js";
import { t as SearchOff_default } from "./SearchOff-BkoyMxW5.js";
import { t as Alert } from "./Alert-CMdY8li_.js";
import { t as Chip } from "./Chip-BhK77FB4.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as toPropertyCard } from "./to-property-card-BGJ8tPLx.js";
import { t as ADVISOR_CONSENT, u as PROPERTY_CONTACT_CONSENT } from "./consent-Bu0A8Uiu.js";
import { c as object, u as string } from "./zod-jitless-QdzRbR37.js";
import { S as requiredEmail, a as FormErrorAlert, b as propertyCodeField, c as ConsentCheckbox, d as useForm, h as digitsOnly, i as FormTextField, l as u, m as consentField, n as SubmitButton, p as captchaField, r as DigitsField, s as FormSuccessDialog, t as useFormSubmit, w as requiredUpperText, x as requiredDigits } from "./use-form-submit-DSfqHC4q.js";
import { r as FORM_ERROR_MESSAGES } from "./messages-CjVDmR-p.js";
import { _ as generateUtilityClasses, a as styled, d as duration, f as composeClasses, i as useDefaultProps, t as memoTheme, v as generateUtilityClass, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { i as normalizedTransitionCallback, o as Transition, r as getTransitionProps } from "./Portal-BV2u77gH.js";
import { i as useTimeout } from "./useSlotProps-B-gFg24Z.js";
import { t as useTheme } from "./useTheme-D7se03VM.js";
import { n as useForkRef_default } from "./useLazyRef-D0Yq3GZd.js";
import { t as useSlot } from "./useSlot-BzGf8yFY.js";
import { t as ListItemIcon } from "./ListItemIcon-DPr18Lhv.js";
import { t as ListItemText } from "./ListItemText-P3NuoaT0.js";
import { r as Menu } from "./TextField-DrU_gQqD.js";
import { t as MenuItem } from "./MenuItem-Do57WUK9.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { t as useMutation } from "./useMutation-CdiEFhi3.js";
import { t as FormCaptchaField } from "./form-captcha-field-ByNebLPd.js";
import { i as photoSrcSet, n as knownFeatureKey } from "./helpers-xxtyV9hE.js";
import { t as CheckCircleOutline_default } from "./CheckCircleOutline-Byr9wAhr.js";
import { n as ChevronLeft_default, t as ChevronRight_default } from "./ChevronRight-Cr3bjN4X.js";
import { t as EmailOutlined_default } from "./EmailOutlined-CcPkXsTH.js";
import { t as ShareOutlined_default } from "./ShareOutlined-DUnSw0bp.js";
// ../contracts/src/forms/property-contact.schema.ts
/** Detail page form 'SOLICITA TU ASESORÍA' (contact_us with the property code). */
var propertyContactRequestSchema = object({
	fullname: requiredUpperText(50),
	cellphone: requiredDigits(10),
	email: requiredEmail(50),
	message: requiredUpperText(200),
	propertyCode: propertyCodeField,
	consent: consentField,
	captcha: captchaField()
});
// ../contracts/src/forms/advisor-consent.schema.ts
/** The advisor card's small data-treatment form, shown before 'Contactar Asesor' opens the menu. */
var advisorConsentRequestSchema = object({
	fullname: requiredUpperText(100),
	cellphone: requiredDigits(10),
	propertyCode: propertyCodeField,
	consent: consentField
});
// src/features/properties/api/get-similar-properties.ts
/** GET /api/properties/:code/similar: same city and neighbourhood, cheapest first (spec §7). */
function getSimilarProperties(code, signal) {
	return apiGet(`/properties/${encodeURIComponent(code)}/similar`, { signal });
}
function similarPropertiesQueryOptions(code) {
	return queryOptions({
		queryKey: [
			"properties",
			"similar",
			code
		],
		queryFn: ({ signal }) => getSimilarProperties(code, signal)
	});
}
function useSimilarProperties(code, options = {}) {
	return useQuery({
		...similarPropertiesQueryOptions(code),
		...options
	});
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/SupportAgentOutlined.js
var import_react = /* @__PURE__ */ __toESM(require_react());
var import_jsx_runtime = require_jsx_runtime();
var SupportAgentOutlined_default = createSvgIcon([
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M21 12.22C21 6.73 16.74 3 12 3c-4.69 0-9 3.65-9 9.28-.6.34-1 .98-1 1.72v2c0 1.1.9 2 2 2h1v-6.1c0-3.87 3.13-7 7-7s7 3.13 7 7V19h-8v2h8c1.1 0 2-.9 2-2v-1.22c.59-.31 1-.92 1-1.64v-2.3c0-.7-.41-1.31-1-1.62" }, "0"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "9",
		cy: "13",
		r: "1"
	}, "1"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "15",
		cy: "13",
		r: "1"
	}, "2"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 11.03C17.52 8.18 15.04 6 12.05 6c-3.03 0-6.29 2.51-6.03 6.45 2.47-1.01 4.33-3.21 4.86-5.89 1.31 2.63 4 4.44 7.12 4.47" }, "3")
], "SupportAgentOutlined");
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Collapse/collapseClasses.js
function getCollapseUtilityClass(slot) {
	return generateUtilityClass("MuiCollapse", slot);
}
generateUtilityClasses("MuiCollapse", [
	"root",
	"horizontal",
	"vertical",
	"entered",
	"hidden",
	"wrapper",
	"wrapperInner"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Collapse/Collapse.js
var useUtilityClasses = (ownerState) => {
	const { orientation, classes } = ownerState;
	return composeClasses({
		root: ["root", orientation],
		entered: ["entered"],
		hidden: ["hidden"],
		wrapper: ["wrapper", orientation],
		wrapperInner: ["wrapperInner", orientation]
	}, getCollapseUtilityClass, classes);
};
var CollapseRoot = styled("div", {
	name: "MuiCollapse",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.orientation],
			ownerState.state === "entered" && styles.entered,
			ownerState.state === "exited" && !ownerState.in && ownerState.collapsedSize === "0px" && styles.hidden
		];
	}
})(memoTheme(({ theme }) => ({
	height: 0,
	overflow: "hidden",
	transition: theme.transitions.create("height"),
	variants: [
		{
			props: { orientation: "horizontal" },
			style: {
				height: "auto",
				width: 0,
				transition: theme.transitions.create("width")
			}
		},
		{
			props: { state: "entered" },
			style: {
				height: "auto",
				overflow: "visible"
			}
		},
		{
			props: {
				state: "entered",
				orientation: "horizontal"
			},
			style: { width: "auto" }
		},
		{
			props: ({ ownerState }) => ownerState.state === "exited" && !ownerState.in && ownerState.collapsedSize === "0px",
			style: { visibility: "hidden" }
		}
	]
})));
var CollapseWrapper = styled("div", {
	name: "MuiCollapse",
	slot: "Wrapper"
})({
	display: "flex",
	width: "100%",
	variants: [{
		props: { orientation: "horizontal" },
		style: {
			width: "auto",
			height: "100%"
		}
	}]
});
var CollapseWrapperInner = styled("div", {
	name: "MuiCollapse",
	slot: "WrapperInner"
})({
	width: "100%",
	variants: [{
		props: { orientation: "horizontal" },
		style: {
			width: "auto",
			height: "100%"
		}
	}]
});
/**
* The Collapse transition is used by the
* [Vertical Stepper](/material-ui/react-stepper/#vertical-stepper) StepContent component.
* It uses [react-transition-group](https://github.com/reactjs/react-transition-group) internally.
*/
var Collapse = /*#__PURE__*/ import_react.forwardRef(function Collapse(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCollapse"
	});
	const { addEndListener, children, className, collapsedSize: collapsedSizeProp = "0px", component, easing, in: inProp, onEnter, onEntered, onEntering, onExit, onExited, onExiting, orientation = "vertical", slots = {}, slotProps = {}, style, timeout = duration.standard, TransitionComponent = Transition, ...other } = props;
	const ownerState = {
		...props,
		orientation,
		collapsedSize: collapsedSizeProp
	};
	const classes = useUtilityClasses(ownerState);
	const theme = useTheme();
	const timer = useTimeout();
	const wrapperRef = import_react.useRef(null);
	const autoTransitionDuration = import_react.useRef();
	const collapsedSize = typeof collapsedSizeProp === "number" ? `${collapsedSizeProp}px` : collapsedSizeProp;
	const isHorizontal = orientation === "horizontal";
	const size = isHorizontal ? "width" : "height";
	const nodeRef = import_react.useRef(null);
	const handleRef = useForkRef_default(ref, nodeRef);
	const getWrapperSize = () => wrapperRef.current ? wrapperRef.current[isHorizontal ? "clientWidth" : "clientHeight"] : 0;
	const handleEnter = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		if (wrapperRef.current && isHorizontal) wrapperRef.current.style.position = "absolute";
		node.style[size] = collapsedSize;
		if (onEnter) onEnter(node, isAppearing);
	});
	const handleEntering = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		const wrapperSize = getWrapperSize();
		if (wrapperRef.current && isHorizontal) wrapperRef.current.style.position = "";
		const { duration: transitionDuration, easing: transitionTimingFunction } = getTransitionProps({
			style,
			timeout,
			easing
		}, { mode: "enter" });
		if (timeout === "auto") {
			const duration2 = theme.transitions.getAutoHeightDuration(wrapperSize);
			node.style.transitionDuration = `${duration2}ms`;
			autoTransitionDuration.current = duration2;
		} else node.style.transitionDuration = typeof transitionDuration === "string" ? transitionDuration : `${transitionDuration}ms`;
		node.style[size] = `${wrapperSize}px`;
		node.style.transitionTimingFunction = transitionTimingFunction;
		if (onEntering) onEntering(node, isAppearing);
	});
	const handleEntered = normalizedTransitionCallback(nodeRef, (node, isAppearing) => {
		node.style[size] = "auto";
		if (onEntered) onEntered(node, isAppearing);
	});
	const handleExit = normalizedTransitionCallback(nodeRef, (node) => {
		node.style[size] = `${getWrapperSize()}px`;
		if (onExit) onExit(node);
	});
	const handleExited = normalizedTransitionCallback(nodeRef, onExited);
	const handleExiting = normalizedTransitionCallback(nodeRef, (node) => {
		const wrapperSize = getWrapperSize();
		const { duration: transitionDuration, easing: transitionTimingFunction } = getTransitionProps({
			style,
			timeout,
			easing
		}, { mode: "exit" });
		if (timeout === "auto") {
			const duration2 = theme.transitions.getAutoHeightDuration(wrapperSize);
			node.style.transitionDuration = `${duration2}ms`;
			autoTransitionDuration.current = duration2;
		} else node.style.transitionDuration = typeof transitionDuration === "string" ? transitionDuration : `${transitionDuration}ms`;
		node.style[size] = collapsedSize;
		node.style.transitionTimingFunction = transitionTimingFunction;
		if (onExiting) onExiting(node);
	});
	const handleAddEndListener = (next) => {
		if (timeout === "auto") timer.start(autoTransitionDuration.current || 0, next);
		if (addEndListener) addEndListener(nodeRef.current, next);
	};
	const externalForwardedProps = {
		slots,
		slotProps,
		component
	};
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref: handleRef,
		className: clsx(classes.root, className),
		elementType: CollapseRoot,
		externalForwardedProps,
		ownerState,
		additionalProps: { style: {
			[isHorizontal ? "minWidth" : "minHeight"]: collapsedSize,
			...style
		} }
	});
	const [WrapperSlot, wrapperSlotProps] = useSlot("wrapper", {
		ref: wrapperRef,
		className: classes.wrapper,
		elementType: CollapseWrapper,
		externalForwardedProps,
		ownerState
	});
	const [WrapperInnerSlot, wrapperInnerSlotProps] = useSlot("wrapperInner", {
		className: classes.wrapperInner,
		elementType: CollapseWrapperInner,
		externalForwardedProps,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TransitionComponent, {
		in: inProp,
		onEnter: handleEnter,
		onEntered: handleEntered,
		onEntering: handleEntering,
		onExit: handleExit,
		onExited: handleExited,
		onExiting: handleExiting,
		addEndListener: handleAddEndListener,
		nodeRef,
		timeout: timeout === "auto" ? null : timeout,
		...other,
		children: (state, { ownerState: incomingOwnerState, ...restChildProps }) => {
			const stateOwnerState = {
				...ownerState,
				state
			};
			return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
				...rootSlotProps,
				className: clsx(rootSlotProps.className, {
					"entered": classes.entered,
					"exited": !inProp && collapsedSize === "0px" && classes.hidden
				}[state]),
				ownerState: stateOwnerState,
				...restChildProps,
				children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(WrapperSlot, {
					...wrapperSlotProps,
					ownerState: stateOwnerState,
					children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(WrapperInnerSlot, {
						...wrapperInnerSlotProps,
						ownerState: stateOwnerState,
						children
					})
				})
			});
		}
	});
});
if (Collapse) Collapse.muiSupportAuto = true;
// src/features/property/api/send-advisor-consent.ts
var createdIdSchema$1 = object({ id: string() });
/** POST /api/advisor-consent: the advisor card's data-treatment form (customer and consent proof). */
function sendAdvisorConsent(body, idempotencyKey) {
	return apiPost("/advisor-consent", body, {
		schema: createdIdSchema$1,
		headers: { "Idempotency-Key": idempotencyKey }
	});
}
function useSendAdvisorConsent() {
	return useMutation({ mutationFn: ({ body, idempotencyKey }) => sendAdvisorConsent(body, idempotencyKey) });
}
// src/features/property/hooks/use-accepted-treatment-data.ts
/** Spec §3: local storage flag set once the advisor data-treatment form was accepted (default false). */
var ACCEPTED_TREATMENT_DATA_KEY = "acceptedTreatmentData";
var listeners = /* @__PURE__ */ new Set();
function read() {
	try {
		return window.localStorage.getItem(ACCEPTED_TREATMENT_DATA_KEY) === "true";
	} catch {
		return false;
	}
}
function subscribe(listener) {
	listeners.add(listener);
	const onStorage = (event) => {
		if (event.key === "acceptedTreatmentData" || event.key === null) listener();
	};
	window.addEventListener("storage", onStorage);
	return () => {
		listeners.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}
/** Whether the visitor already accepted the advisor data treatment, and a setter that remembers it. */
function useAcceptedTreatmentData() {
	return [(0, import_react.useSyncExternalStore)(subscribe, read, () => false), (0, import_react.useCallback)(() => {
		try {
			window.localStorage.setItem(ACCEPTED_TREATMENT_DATA_KEY, "true");
		} catch {}
		for (const listener of listeners) listener();
	}, [])];
}
// src/features/property/components/advisor-card.tsx
/** Shipped picture for advisors without a photo, or whose photo fails to load (spec §2). */
var DEFAULT_ADVISOR_PHOTO = "/img/asesor-default.svg";
function formatPhone(phone) {
	const d = digitsOnly(phone);
	return d.length === 10 ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : phone;
}
function AdvisorPhoto({ advisor }) {
	const [src, setSrc] = (0, import_react.useState)(advisor.photoUrl ?? "/img/asesor-default.svg");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "img",
		src,
		alt: `Foto de ${advisor.name}`,
		width: 72,
		height: 72,
		loading: "lazy",
		onError: () => setSrc(DEFAULT_ADVISOR_PHOTO),
		sx: {
			width: 72,
			height: 72,
			borderRadius: "50%",
			objectFit: "cover",
			flexShrink: 0,
			bgcolor: "primary.light"
		}
	});
}
/** The small data-treatment form shown before the first advisor contact (name up to 100, cellphone, consent). */
function AdvisorConsentForm({ propertyCode, onAccepted }) {
	const mutation = useSendAdvisorConsent();
	const form = useForm({
		resolver: u(advisorConsentRequestSchema),
		defaultValues: {
			fullname: "",
			cellphone: "",
			propertyCode,
			consent: false
		}
	});
	const submit = useFormSubmit({
		form,
		failureMessage: FORM_ERROR_MESSAGES.record,
		send: (body, { idempotencyKey }) => mutation.mutateAsync({
			body,
			idempotencyKey
		}),
		onSuccess: onAccepted
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		method: "post",
		noValidate: true,
		onSubmit: submit.onSubmit,
		"aria-label": "Autorización para contactar al asesor",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			sx: { mb: 1.5 },
			children: "Antes de contactar al asesor, déjanos tus datos y autoriza su tratamiento."
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 1.5,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
					control: form.control,
					name: "fullname",
					label: "Nombre completo",
					required: true,
					size: "small",
					maxLength: 100,
					autoComplete: "name"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DigitsField, {
					control: form.control,
					name: "cellphone",
					label: "Celular",
					required: true,
					size: "small",
					maxLength: 10,
					autoComplete: "tel-national"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
					control: form.control,
					name: "consent",
					consent: ADVISOR_CONSENT
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { message: submit.error }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
					sending: submit.sending,
					label: "Continuar",
					size: "medium"
				})
			]
		})]
	});
}
function AdvisorCard({ advisor, propertyCode }) {
	const [accepted, accept] = useAcceptedTreatmentData();
	const [formOpen, setFormOpen] = (0, import_react.useState)(false);
	const [menuOpen, setMenuOpen] = (0, import_react.useState)(false);
	const [anchorEl, setAnchorEl] = (0, import_react.useState)(null);
	const id = (0, import_react.useId)();
	if (!advisor) return null;
	const phone = digitsOnly(advisor.cellphone);
	const onContact = () => {
		if (accepted) setMenuOpen(true);
		else setFormOpen((open) => !open);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": `${id}-title`,
		sx: { p: 2.5 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: `${id}-title`,
				variant: "overline",
				color: "text.secondary",
				component: "h2",
				children: "Tu asesor"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 2,
				alignItems: "center",
				sx: {
					mt: 1,
					mb: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdvisorPhoto, { advisor }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { minWidth: 0 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h4",
						component: "p",
						children: advisor.name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: "Asesor inmobiliario"
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				ref: setAnchorEl,
				id: `${id}-button`,
				fullWidth: true,
				variant: "contained",
				color: "secondary",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SupportAgentOutlined_default, {}),
				onClick: onContact,
				"aria-haspopup": accepted ? "menu" : void 0,
				"aria-expanded": accepted ? menuOpen : formOpen,
				"aria-controls": accepted ? menuOpen ? `${id}-menu` : void 0 : `${id}-form`,
				children: "Contactar Asesor"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
				in: formOpen && !accepted,
				id: `${id}-form`,
				unmountOnExit: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { pt: 2 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdvisorConsentForm, {
						propertyCode,
						onAccepted: () => {
							accept();
							setFormOpen(false);
							setMenuOpen(true);
						}
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
				id: `${id}-menu`,
				anchorEl,
				open: menuOpen,
				onClose: () => setMenuOpen(false),
				slotProps: { list: { "aria-labelledby": `${id}-button` } },
				anchorOrigin: {
					vertical: "bottom",
					horizontal: "center"
				},
				transformOrigin: {
					vertical: "top",
					horizontal: "center"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
					component: "a",
					href: `tel:+57${phone}`,
					onClick: () => setMenuOpen(false),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneOutlined_default, { fontSize: "small" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
						primary: "Llamar",
						secondary: formatPhone(advisor.cellphone)
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
					component: "a",
					href: whatsappUrl(phone, advisorWhatsappText(propertyCode)),
					target: "_blank",
					rel: "noopener noreferrer",
					onClick: () => setMenuOpen(false),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WhatsApp_default, { fontSize: "small" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
						primary: "WhatsApp",
						secondary: "Escríbele al asesor"
					})]
				})]
			})
		]
	});
}
// src/features/property/api/send-property-contact.ts
var createdIdSchema = object({ id: string() });
/** POST /api/properties/:code/contact ('SOLICITA TU ASESORÍA'): the gateway runs the whole request pipeline. */
function sendPropertyContact(body, idempotencyKey) {
	return apiPost(`/properties/${encodeURIComponent(body.propertyCode)}/contact`, body, {
		schema: createdIdSchema,
		headers: { "Idempotency-Key": idempotencyKey }
	});
}
function useSendPropertyContact() {
	return useMutation({ mutationFn: ({ body, idempotencyKey }) => sendPropertyContact(body, idempotencyKey) });
}
// src/features/property/components/property-contact-form.tsx
var CONTACT_FORM_TITLE = "SOLICITA TU ASESORÍA";
/** Detail page form (spec §2): one POST through the request pipeline, 'Envio exitoso', then the home page. */
function PropertyContactForm({ propertyCode }) {
	const id = (0, import_react.useId)();
	const captcha = (0, import_react.useRef)(null);
	const mutation = useSendPropertyContact();
	const form = useForm({
		resolver: u(propertyContactRequestSchema),
		defaultValues: {
			fullname: "",
			cellphone: "",
			email: "",
			message: "",
			propertyCode,
			consent: false,
			captcha: ""
		}
	});
	const submit = useFormSubmit({
		form,
		captcha,
		failureMessage: FORM_ERROR_MESSAGES.record,
		send: (body, { idempotencyKey }) => mutation.mutateAsync({
			body,
			idempotencyKey
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": `${id}-title`,
		sx: { p: {
			xs: 2.5,
			md: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: `${id}-title`,
				variant: "h3",
				component: "h2",
				sx: {
					mb: .5,
					color: "primary.main"
				},
				children: CONTACT_FORM_TITLE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				color: "text.secondary",
				sx: { mb: 2 },
				children: [
					"Déjanos tus datos y un asesor te contactará sobre el inmueble ",
					propertyCode,
					"."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "form",
				method: "post",
				noValidate: true,
				onSubmit: submit.onSubmit,
				"aria-labelledby": `${id}-title`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					spacing: 1.75,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
							control: form.control,
							name: "fullname",
							label: "Nombre completo",
							required: true,
							size: "small",
							maxLength: 50,
							autoComplete: "name"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DigitsField, {
							control: form.control,
							name: "cellphone",
							label: "Celular",
							required: true,
							size: "small",
							maxLength: 10,
							autoComplete: "tel-national"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
							control: form.control,
							name: "email",
							label: "Correo electrónico",
							type: "email",
							required: true,
							size: "small",
							maxLength: 50,
							autoComplete: "email"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
							control: form.control,
							name: "message",
							label: "Mensaje",
							required: true,
							multiline: true,
							rows: 4,
							maxLength: 200,
							counter: true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
							control: form.control,
							name: "consent",
							consent: PROPERTY_CONTACT_CONSENT
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCaptchaField, {
							control: form.control,
							name: "captcha",
							ref: captcha
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { message: submit.error }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
							sending: submit.sending,
							label: "Enviar"
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSuccessDialog, {
				open: submit.succeeded,
				detail: `Recibimos tu solicitud sobre el inmueble ${propertyCode}. Te enviamos una confirmación a tu correo y un asesor te contactará pronto.`
			})
		]
	});
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/ChildCareOutlined.js
var ChildCareOutlined_default = createSvgIcon([
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "14.5",
		cy: "10.5",
		r: "1.25"
	}, "0"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "9.5",
		cy: "10.5",
		r: "1.25"
	}, "1"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M22.94 11.34c-.25-1.51-1.36-2.74-2.81-3.17-.53-1.12-1.28-2.1-2.19-2.91C16.36 3.85 14.28 3 12 3s-4.36.85-5.94 2.26c-.92.81-1.67 1.8-2.19 2.91-1.45.43-2.56 1.65-2.81 3.17Q1 11.655 1 12t.06.66c.25 1.51 1.36 2.74 2.81 3.17.52 1.11 1.27 2.09 2.17 2.89C7.62 20.14 9.71 21 12 21s4.38-.86 5.97-2.28c.9-.8 1.65-1.79 2.17-2.89 1.44-.43 2.55-1.65 2.8-3.17q.06-.315.06-.66t-.06-.66M19 14c-.1 0-.19-.02-.29-.03-.2.67-.49 1.29-.86 1.86C16.6 17.74 14.45 19 12 19s-4.6-1.26-5.85-3.17c-.37-.57-.66-1.19-.86-1.86-.1.01-.19.03-.29.03-1.1 0-2-.9-2-2s.9-2 2-2c.1 0 .19.02.29.03.2-.67.49-1.29.86-1.86C7.4 6.26 9.55 5 12 5s4.6 1.26 5.85 3.17c.37.57.66 1.19.86 1.86.1-.01.19-.03.29-.03 1.1 0 2 .9 2 2s-.9 2-2 2m-7 3c2.01 0 3.74-1.23 4.5-3h-9c.76 1.77 2.49 3 4.5 3" }, "2")
], "ChildCareOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/DeleteSweepOutlined.js
var DeleteSweepOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15 16h4v2h-4zm0-8h7v2h-7zm0 4h6v2h-6zM3 18c0 1.1.9 2 2 2h6c1.1 0 2-.9 2-2V8H3zm2-8h6v8H5zm5-6H6L5 5H2v2h12V5h-3z" }), "DeleteSweepOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/ElevatorOutlined.js
var ElevatorOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-9 15v-4h1v-2.5c0-1.1-.9-2-2-2H8c-1.1 0-2 .9-2 2V14h1v4zM8.5 8.5c.69 0 1.25-.56 1.25-1.25S9.19 6 8.5 6s-1.25.56-1.25 1.25S7.81 8.5 8.5 8.5M18 11l-2.5-4-2.5 4zm-5 2 2.5 4 2.5-4z" }), "ElevatorOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/FitnessCenterOutlined.js
var FitnessCenterOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20.57 14.86 22 13.43 20.57 12 17 15.57 8.43 7 12 3.43 10.57 2 9.14 3.43 7.71 2 5.57 4.14 4.14 2.71 2.71 4.14l1.43 1.43L2 7.71l1.43 1.43L2 10.57 3.43 12 7 8.43 15.57 17 12 20.57 13.43 22l1.43-1.43L16.29 22l2.14-2.14 1.43 1.43 1.43-1.43-1.43-1.43L22 16.29z" }), "FitnessCenterOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/GroupsOutlined.js
var GroupsOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zm-7.76-2.78c-1.17-.52-2.61-.9-4.24-.9s-3.07.39-4.24.9C6.68 14.13 6 15.21 6 16.39V18h12v-1.61c0-1.18-.68-2.26-1.76-2.74M8.07 16c.09-.23.13-.39.91-.69.97-.38 1.99-.56 3.02-.56s2.05.18 3.02.56c.77.3.81.46.91.69zM12 8c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m0-2c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3" }), "GroupsOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/HotTubOutlined.js
var HotTubOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
	cx: "7",
	cy: "6",
	r: "2"
}, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11.15 12c-.31-.22-.59-.46-.82-.72l-1.4-1.55c-.19-.21-.43-.38-.69-.5-.29-.14-.62-.23-.96-.23h-.03C6.01 9 5 10.01 5 11.25V12H2v8c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2v-8zM7 20H5v-6h2zm4 0H9v-6h2zm4 0h-2v-6h2zm4 0h-2v-6h2zM17.42 7.21c.57.62.82 1.41.67 2.2l-.11.59h1.91l.06-.43c.21-1.36-.27-2.71-1.3-3.71l-.07-.07c-.57-.62-.82-1.41-.67-2.2L18 3h-1.89l-.06.43c-.2 1.36.27 2.71 1.3 3.72zm-4 0c.57.62.82 1.41.67 2.2l-.11.59h1.91l.06-.43c.21-1.36-.27-2.71-1.3-3.71l-.07-.07c-.57-.62-.82-1.41-.67-2.2L14 3h-1.89l-.06.43c-.2 1.36.27 2.71 1.3 3.72z" }, "1")], "HotTubOutlined");
// src/features/property/components/property-features.tsx
/** Icons of the features the spec draws (spec §2). */
var FEATURE_ICONS = {
	"zonas-verdes": createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 12h2L12 2 5.05 12H7l-3.9 6h6.92v4h3.95v-4H21zM6.79 16l3.9-6H8.88l3.13-4.5 3.15 4.5h-1.9l4 6z" }), "ParkOutlined"),
	"salon-comunal": GroupsOutlined_default,
	"juegos-infantiles": ChildCareOutlined_default,
	gimnasio: FitnessCenterOutlined_default,
	sauna: HotTubOutlined_default,
	"bano-turco": createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.49 9.63c-.18-2.79-1.31-5.51-3.43-7.63-2.14 2.14-3.32 4.86-3.55 7.63 1.28.68 2.46 1.56 3.49 2.63 1.03-1.06 2.21-1.94 3.49-2.63m-3.44-4.44c.63 1.03 1.07 2.18 1.3 3.38-.47.3-.91.63-1.34.98-.42-.34-.87-.67-1.33-.97.25-1.2.71-2.35 1.37-3.39M12 15.45c-.82-1.25-1.86-2.34-3.06-3.2-.13-.09-.27-.16-.4-.26.13.09.27.17.39.25C6.98 10.83 4.59 10 2 10c0 5.32 3.36 9.82 8.03 11.49.63.23 1.29.4 1.97.51.68-.12 1.33-.29 1.97-.51C18.64 19.82 22 15.32 22 10c-4.18 0-7.85 2.17-10 5.45m1.32 4.15c-.44.15-.88.27-1.33.37-.44-.09-.87-.21-1.28-.36-3.29-1.18-5.7-3.99-6.45-7.35 1.1.26 2.15.71 3.12 1.33l-.02.01c.13.09.26.18.39.25l.07.04c.99.72 1.84 1.61 2.51 2.65L12 19.1l1.67-2.55c.69-1.05 1.55-1.95 2.53-2.66l.07-.05c.09-.05.18-.11.27-.17l-.01-.02c.98-.65 2.07-1.13 3.21-1.4-.75 3.37-3.15 6.18-6.42 7.35m-4.33-7.32c-.02-.01-.04-.03-.05-.04 0 0 .01 0 .01.01.01.01.02.02.04.03" }), "SpaOutlined"),
	ascensor: ElevatorOutlined_default,
	"shut-basuras": DeleteSweepOutlined_default,
	"cancha-multiple": createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 3.3 1.35-.95c1.82.56 3.37 1.76 4.38 3.34l-.39 1.34-1.35.46L13 6.7zm-3.35-.95L11 5.3v1.4L7.01 9.49l-1.35-.46-.39-1.34c1.01-1.57 2.56-2.77 4.38-3.34M7.08 17.11l-1.14.1C4.73 15.81 4 13.99 4 12c0-.12.01-.23.02-.35l1-.73 1.38.48 1.46 4.34zm7.42 2.48c-.79.26-1.63.41-2.5.41s-1.71-.15-2.5-.41l-.69-1.49.64-1.1h5.11l.64 1.11zM14.27 15H9.73l-1.35-4.02L12 8.44l3.63 2.54zm3.79 2.21-1.14-.1-.79-1.37 1.46-4.34 1.39-.47 1 .73c.01.11.02.22.02.34 0 1.99-.73 3.81-1.94 5.21" }), "SportsSoccerOutlined")
};
function iconKey(feature) {
	const key = feature.icon ?? knownFeatureKey(feature.name);
	return key && key in FEATURE_ICONS ? key : null;
}
/** Known features first get an icon (at most 4 per list); every other feature is listed by name. */
function splitFeatures(features) {
	const withIcon = [];
	const plain = [];
	for (const feature of features) {
		const key = iconKey(feature);
		if (key && withIcon.length < 4) withIcon.push({
			feature,
			key
		});
		else plain.push(feature);
	}
	return {
		withIcon,
		plain
	};
}
function FeatureList({ title, features }) {
	const { withIcon, plain } = splitFeatures(features);
	const id = `caracteristicas-${title.toLowerCase().replace(/\s+/g, "-")}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": id,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id,
				variant: "h4",
				component: "h3",
				sx: { mb: 1.5 },
				children: title
			}),
			withIcon.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				"data-testid": `${id}-iconos`,
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					mb: 1.5,
					display: "grid",
					gap: 1,
					gridTemplateColumns: {
						xs: "repeat(2, 1fr)",
						sm: "repeat(4, 1fr)"
					}
				},
				children: withIcon.map(({ feature, key }) => {
					const Icon = FEATURE_ICONS[key];
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						component: "li",
						alignItems: "center",
						spacing: .75,
						sx: {
							p: 1.5,
							borderRadius: 2,
							bgcolor: BRAND.petrolLight,
							border: 1,
							borderColor: "divider",
							textAlign: "center"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							color: "primary",
							"aria-hidden": true
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							sx: { fontWeight: 600 },
							children: feature.name
						})]
					}, feature.name);
				})
			}),
			plain.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					display: "grid",
					gap: .75,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "repeat(2, 1fr)"
					}
				},
				children: plain.map((feature) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					component: "li",
					direction: "row",
					spacing: 1,
					alignItems: "center",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutline_default, {
						sx: {
							fontSize: 18,
							color: "secondary.dark"
						},
						"aria-hidden": true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						children: feature.name
					})]
				}, feature.name))
			}),
			features.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				color: "text.secondary",
				children: "Sin información."
			})
		]
	});
}
function PropertyFeatures({ detail }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 3,
			gridTemplateColumns: {
				xs: "1fr",
				lg: "1fr 1fr"
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureList, {
			title: "Características internas",
			features: detail.internalFeatures
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureList, {
			title: "Características externas",
			features: detail.externalFeatures
		})]
	});
}
/** Icon strip: area (m²), bedrooms, bathrooms, parking. */
function PropertyFacts({ detail }) {
	const facts = [
		{
			label: "Área",
			value: formatArea(detail.builtArea ?? detail.lotArea) ?? "—",
			Icon: SquareFootOutlined_default
		},
		{
			label: "Habitaciones",
			value: String(detail.bedrooms),
			Icon: BedOutlined_default
		},
		{
			label: "Baños",
			value: String(detail.bathrooms),
			Icon: BathtubOutlined_default
		},
		{
			label: "Parqueaderos",
			value: String(detail.parking),
			Icon: DirectionsCarOutlined_default
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		"aria-label": "Datos principales",
		sx: {
			listStyle: "none",
			m: 0,
			p: 0,
			display: "grid",
			gridTemplateColumns: {
				xs: "repeat(2, 1fr)",
				sm: "repeat(4, 1fr)"
			},
			gap: 1.5
		},
		children: facts.map(({ label, value, Icon }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			component: "li",
			direction: "row",
			spacing: 1.5,
			alignItems: "center",
			sx: {
				p: 1.5,
				borderRadius: 2.5,
				bgcolor: "background.paper",
				border: 1,
				borderColor: "divider"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					width: 40,
					height: 40,
					borderRadius: "50%",
					display: "grid",
					placeItems: "center",
					bgcolor: "primary.main",
					color: "common.white",
					flexShrink: 0
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					fontSize: "small",
					"aria-hidden": true
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: { minWidth: 0 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "caption",
					color: "text.secondary",
					component: "p",
					children: label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { fontWeight: 800 },
					"data-testid": `dato-${label}`,
					children: value
				})]
			})]
		}, label))
	});
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/PhotoLibraryOutlined.js
var PhotoLibraryOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 4v12H8V4zm0-2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-8.5 9.67 1.69 2.26 2.48-3.1L19 15H9zM2 6v14c0 1.1.9 2 2 2h14v-2H4V6z" }), "PhotoLibraryOutlined");
// src/features/property/components/property-gallery.tsx
var PhotoLightbox = (0, import_react.lazy)(() => import("./photo-lightbox-j21G5FCg.js").then((m) => ({ default: m.PhotoLightbox })));
var PHOTO_RATIO = "4 / 3";
/** The banner: the first photo, loaded first (`fetchpriority="high"`), opening the lightbox. */
function PropertyBanner({ photos, alt, onOpen }) {
	const first = photos[0];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			position: "relative",
			bgcolor: "primary.dark",
			aspectRatio: {
				xs: PHOTO_RATIO,
				md: "21 / 8"
			},
			maxHeight: 520,
			width: "100%",
			overflow: "hidden"
		},
		children: [first && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonBase, {
			onClick: () => onOpen(0),
			"aria-label": `Ver las ${photos.length} fotos en grande`,
			sx: {
				position: "absolute",
				inset: 0,
				display: "block"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "img",
				src: first.large,
				srcSet: photoSrcSet(first),
				sizes: "100vw",
				alt,
				width: first.width ?? 1600,
				height: first.height ?? 1200,
				fetchPriority: "high",
				loading: "eager",
				decoding: "async",
				sx: {
					width: "100%",
					height: "100%",
					objectFit: "cover",
					display: "block"
				}
			})
		}), photos.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			onClick: () => onOpen(0),
			variant: "contained",
			color: "inherit",
			size: "small",
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotoLibraryOutlined_default, {}),
			tabIndex: -1,
			"aria-hidden": true,
			sx: {
				position: "absolute",
				right: 16,
				bottom: 16,
				bgcolor: "rgba(255,255,255,0.92)",
				color: "text.primary",
				pointerEvents: "none"
			},
			children: [photos.length, " fotos"]
		})]
	});
}
/** Horizontal photo slider (scroll snap: native swipe) with previous/next buttons; each photo opens the lightbox. */
function PhotoSlider({ photos, alt, onOpen }) {
	const track = (0, import_react.useRef)(null);
	const scroll = (direction) => {
		const el = track.current;
		if (el) el.scrollBy({
			left: direction * el.clientWidth * .8,
			behavior: "smooth"
		});
	};
	if (photos.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: { position: "relative" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			ref: track,
			"aria-label": "Fotos del inmueble",
			sx: {
				listStyle: "none",
				m: 0,
				p: 0,
				display: "grid",
				gridAutoFlow: "column",
				gridAutoColumns: {
					xs: "78%",
					sm: "45%",
					md: "32%"
				},
				gap: "10px",
				overflowX: "auto",
				scrollSnapType: "x mandatory",
				scrollbarWidth: "thin",
				pb: 1
			},
			children: photos.map((photo, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "li",
				sx: { scrollSnapAlign: "start" },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ButtonBase, {
					onClick: () => onOpen(i),
					"aria-label": `Ampliar foto ${i + 1} de ${photos.length}`,
					sx: {
						display: "block",
						width: "100%",
						borderRadius: 2,
						overflow: "hidden",
						aspectRatio: PHOTO_RATIO
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "img",
						src: photo.small,
						alt: `${alt} (foto ${i + 1})`,
						width: PHOTO_WIDTHS.small,
						height: PHOTO_HEIGHTS.small,
						loading: "lazy",
						decoding: "async",
						sx: {
							width: "100%",
							height: "100%",
							objectFit: "cover",
							display: "block",
							bgcolor: "primary.light"
						}
					})
				})
			}, `${photo.small}-${i}`))
		}), photos.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			spacing: 1,
			justifyContent: "flex-end",
			sx: { mt: 1 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": "Fotos anteriores",
				onClick: () => scroll(-1),
				size: "small",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft_default, {})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": "Fotos siguientes",
				onClick: () => scroll(1),
				size: "small",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight_default, {})
			})]
		})]
	});
}
/** Holds the lightbox state for the banner and the slider; the lightbox code loads on first open. */
function useLightbox(photos, alt) {
	const [index, setIndex] = (0, import_react.useState)(null);
	return {
		open: setIndex,
		lightbox: index === null ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "status",
				sx: {
					position: "fixed",
					inset: 0,
					display: "grid",
					placeItems: "center",
					zIndex: 2e3,
					bgcolor: "rgba(0,0,0,0.8)",
					color: "common.white"
				},
				children: "Cargando fotos..."
			}),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotoLightbox, {
				photos,
				index,
				alt,
				onClose: () => setIndex(null),
				onIndexChange: setIndex
			})
		})
	};
}
// src/features/property/components/property-share-menu.tsx
/** The three share targets of the detail page (spec §2), each carrying the page's URL. */
function shareTargets(url, title) {
	return [
		{
			key: "whatsapp",
			label: "WhatsApp",
			Icon: WhatsApp_default,
			href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`
		},
		{
			key: "facebook",
			label: "Facebook",
			Icon: Facebook_default,
			href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`
		},
		{
			key: "correo",
			label: "Correo",
			Icon: EmailOutlined_default,
			href: `mailto:${SITE.emails.marketing}?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`
		}
	];
}
function PropertyShareMenu({ title }) {
	const [anchor, setAnchor] = (0, import_react.useState)(null);
	const id = (0, import_react.useId)();
	const url = anchor ? window.location.href : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LazyTooltip, {
		title: "Compartir",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			id: `${id}-button`,
			"aria-label": "Compartir inmueble",
			"aria-haspopup": "menu",
			"aria-controls": anchor ? `${id}-menu` : void 0,
			"aria-expanded": anchor !== null,
			onClick: (e) => setAnchor(e.currentTarget),
			sx: {
				bgcolor: "background.paper",
				boxShadow: 1,
				"&:hover": { bgcolor: "common.white" }
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareOutlined_default, { fontSize: "small" })
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
		id: `${id}-menu`,
		anchorEl: anchor,
		open: anchor !== null,
		onClose: () => setAnchor(null),
		slotProps: { list: { "aria-labelledby": `${id}-button` } },
		anchorOrigin: {
			vertical: "bottom",
			horizontal: "right"
		},
		transformOrigin: {
			vertical: "top",
			horizontal: "right"
		},
		children: shareTargets(url, title).map(({ key, label, Icon, href }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
			component: "a",
			href,
			target: key === "correo" ? void 0 : "_blank",
			rel: "noopener noreferrer",
			onClick: () => setAnchor(null),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { fontSize: "small" }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { children: label })]
		}, key))
	})] });
}
// src/features/property/components/property-page.tsx
var SIMILAR_TITLE = "Propiedades Similares";
function Loading() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1.5,
		alignItems: "center",
		justifyContent: "center",
		sx: { py: 12 },
		role: "status",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { size: 28 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Cargando..." })]
	});
}
/** A missing code (the gateway's 404, e.g. 'No se encontró el inmueble: 919-…'). */
function PropertyNotFound({ message }) {
	useDocumentTitle("Inmueble no encontrado");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxWidth: "sm",
		sx: {
			py: {
				xs: 8,
				md: 12
			},
			textAlign: "center"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchOff_default, {
				sx: {
					fontSize: 64,
					color: "primary.light",
					mb: 2
				},
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h1",
				sx: { mb: 2 },
				children: "Inmueble no encontrado"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				color: "text.secondary",
				sx: { mb: 4 },
				children: [message, ". Puede que ya no esté disponible; te ayudamos a encontrar otro."]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: {
					xs: "column",
					sm: "row"
				},
				spacing: 1.5,
				justifyContent: "center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: PATHS.search,
					variant: "contained",
					children: "Buscar inmuebles"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					to: PATHS.home,
					variant: "outlined",
					children: "Volver al inicio"
				})]
			})
		]
	});
}
function SimilarProperties({ code }) {
	const similar = useSimilarProperties(code);
	const items = similar.data?.items ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "similares",
		sx: { mt: {
			xs: 5,
			md: 7
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "similares",
			variant: "h2",
			sx: { mb: 2.5 },
			children: SIMILAR_TITLE
		}), similar.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.secondary",
			children: "Cargando..."
		}) : items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.secondary",
			children: "No encontramos propiedades similares en este momento."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				m: 0,
				p: 0,
				display: "grid",
				gap: 3,
				gridTemplateColumns: {
					xs: "1fr",
					sm: "repeat(2, 1fr)",
					lg: "repeat(3, 1fr)"
				}
			},
			children: items.map((card) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyCard, { card }) }, card.code))
		})]
	});
}
function PropertyDetailView({ detail }) {
	const title = propertyDocumentTitle(detail);
	useDocumentTitle(title);
	const card = (0, import_react.useMemo)(() => toPropertyCard(detail), [detail]);
	const photoAlt = `${detail.type} en ${detail.gestion.toLowerCase()} en ${detail.neighbourhood}, ${detail.city}`;
	const { open, lightbox } = useLightbox(detail.photos, photoAlt);
	const age = propertyAgeText(detail.age);
	const isRent = detail.gestionId === GESTION.ARRIENDO;
	(0, import_react.useEffect)(() => refreshFavorite(card), [card]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyBanner, {
			photos: detail.photos,
			alt: photoAlt,
			onOpen: open
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			sx: { py: {
				xs: 3,
				md: 5
			} },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: {
						xs: "column",
						md: "row"
					},
					spacing: 2,
					justifyContent: "space-between",
					alignItems: {
						xs: "flex-start",
						md: "flex-end"
					},
					sx: { mb: 3 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: { minWidth: 0 },
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								direction: "row",
								spacing: 1,
								alignItems: "center",
								sx: { mb: 1 },
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
									label: propertyGestionLabel(detail.gestionId),
									size: "small",
									color: isRent ? "primary" : "secondary",
									sx: {
										fontWeight: 750,
										letterSpacing: "0.08em"
									}
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									variant: "overline",
									color: "text.secondary",
									sx: { lineHeight: 1.5 },
									children: detail.type
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								variant: "h1",
								sx: { fontSize: {
									xs: "1.625rem",
									md: "2.25rem"
								} },
								children: [
									detail.department,
									detail.city,
									detail.neighbourhood
								].filter(Boolean).join(", ")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
								sx: {
									mt: 1,
									fontSize: {
										xs: "1.375rem",
										md: "1.625rem"
									},
									fontWeight: 800,
									color: "primary.main"
								},
								children: [
									formatCop(detail.price),
									isRent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
										component: "span",
										color: "text.secondary",
										sx: { fontWeight: 500 },
										children: [" ", "/ mes"]
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
										component: "span",
										color: "text.secondary",
										sx: {
											fontWeight: 600,
											fontSize: "1rem",
											ml: 1.5
										},
										children: ["Código ", detail.code]
									})
								]
							}),
							detail.adminFee ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
								variant: "body2",
								color: "text.secondary",
								children: ["Administración: ", formatCop(detail.adminFee)]
							}) : null
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						spacing: 1.5,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavoriteToggle, { card }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyShareMenu, { title })]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "grid",
						gap: {
							xs: 3,
							md: 4
						},
						gridTemplateColumns: {
							xs: "minmax(0, 1fr)",
							md: "minmax(0, 1fr) 360px"
						},
						alignItems: "start"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						spacing: 4,
						sx: { minWidth: 0 },
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyFacts, { detail }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
								component: "section",
								"aria-labelledby": "fotos",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									id: "fotos",
									variant: "h2",
									sx: { mb: 2 },
									children: "Fotos"
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotoSlider, {
									photos: detail.photos,
									alt: photoAlt,
									onOpen: open
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
								component: "section",
								"aria-labelledby": "acerca",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
										id: "acerca",
										variant: "h2",
										sx: { mb: 1.5 },
										children: "Acerca de la propiedad"
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
										sx: {
											whiteSpace: "pre-line",
											lineHeight: 1.75
										},
										children: detail.description
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
										direction: "row",
										spacing: 1,
										flexWrap: "wrap",
										useFlexGap: true,
										sx: { mt: 2 },
										children: [
											age && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
												variant: "outlined",
												label: age
											}),
											detail.estrato !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
												variant: "outlined",
												label: `Estrato ${detail.estrato}`
											}),
											detail.branch && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
												variant: "outlined",
												label: `Sede ${detail.branch}`
											})
										]
									})
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
								component: "section",
								"aria-labelledby": "caracteristicas",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									id: "caracteristicas",
									variant: "h2",
									sx: { mb: 2 },
									children: "Características"
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyFeatures, { detail })]
							})
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						spacing: 3,
						sx: {
							position: { md: "sticky" },
							top: { md: 96 }
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdvisorCard, {
							advisor: detail.advisor,
							propertyCode: detail.code
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyContactForm, { propertyCode: detail.code })]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimilarProperties, { code: detail.code })
			]
		}),
		lightbox
	] });
}
/** Property detail (`/inmueble/:Cod_Inmueble`). */
function PropertyPage() {
	const { Cod_Inmueble: code = "" } = useParams();
	const query = useProperty(code);
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loading, {});
	if (query.isError) {
		if (isApiError(query.error) && query.error.status === 404) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyNotFound, { message: query.error.message });
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: "sm",
			sx: { py: 10 },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeWorkOutlined_default, {}),
				action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "inherit",
					size: "small",
					onClick: () => void query.refetch(),
					children: "Reintentar"
				}),
				children: query.error.message
			})
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyDetailView, { detail: query.data }, query.data.code);
}
// src/app/routes/property.route.tsx
var handle = { prefetch: async ({ queryClient, params }) => {
	const code = params.Cod_Inmueble ?? "";
	await Promise.all([queryClient.prefetchQuery(propertyQueryOptions(code)), queryClient.prefetchQuery(similarPropertiesQueryOptions(code))]);
} };
export { PropertyPage as Component, handle };
