import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as CheckCircleOutline_default } from "./CheckCircleOutline-Byr9wAhr.js";
import { t as List } from "./List-BjtjzjVH.js";
import { t as ListItem } from "./ListItem-BGGdV769.js";
import { t as ListItemIcon } from "./ListItemIcon-DPr18Lhv.js";
import { t as ListItemText } from "./ListItemText-P3NuoaT0.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { r as createSimplePaletteValueFilter, t as Typography } from "./Typography-C0uzoc2g.js";
import { i as RequiredFieldsNote, n as FormCard, r as FormPageLayout, t as NameAndCellphoneFields } from "./name-and-cellphone-fields-dvC106kC.js";
import { o as UI_MESSAGES, r as FORM_ERROR_MESSAGES } from "./messages-CjVDmR-p.js";
import { t as formatCop } from "./money-idcLAbuq.js";
import { c as object, u as string } from "./zod-jitless-QdzRbR37.js";
import { n as GESTION, r as GESTION_LABELS } from "./constants-BK1M9iNp.js";
import { E as selectOption, S as requiredEmail, T as selectId, _ as optionalId, a as FormErrorAlert, c as ConsentCheckbox, d as useForm, f as useWatch, i as FormTextField, l as u, m as consentField, n as SubmitButton, p as captchaField, r as DigitsField, s as FormSuccessDialog, t as useFormSubmit, u as useController, w as requiredUpperText, x as requiredDigits, y as positiveId } from "./use-form-submit-DSfqHC4q.js";
import { l as PROMOTE_PROPERTY_CONSENT } from "./consent-Bu0A8Uiu.js";
import { O as Stack, R as useId_default, V as Box, n as apiGet, r as apiPost, z as createSvgIcon } from "../entry-server.js";
import { S as useFormControl, b as FormControl, s as FormLabel, v as FormHelperText, y as formControlState } from "./ArrowDropDown-B3zTD2rU.js";
import { r as SwitchBase, t as FormControlLabel } from "./FormControlLabel-Byal06Es.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { _ as generateUtilityClasses, a as styled, f as composeClasses, i as useDefaultProps, n as capitalize_default, o as rootShouldForwardProp, t as memoTheme, v as generateUtilityClass, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { u as createChainedFunction } from "./Modal-BoGXT4CK.js";
import { t as useSlot } from "./useSlot-BzGf8yFY.js";
import { n as useForkRef_default } from "./useLazyRef-D0Yq3GZd.js";
import { a as useControlled_default } from "./useSlotProps-B-gFg24Z.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { n as LOCATIONS_STALE_TIME, r as useDepartments, t as useNeighbourhoods } from "./get-neighbourhoods-DzTukDG5.js";
import { t as FormCaptchaField } from "./form-captcha-field-ByNebLPd.js";
import { t as FormSelect } from "./form-select-B0n9c3iZ.js";
import { t as useMutation } from "./useMutation-CdiEFhi3.js";
import { t as Autocomplete } from "./Autocomplete-hulRKDc1.js";
import { t as TextField } from "./TextField-DrU_gQqD.js";
// ../contracts/src/lookups/promote-types.ts
/** The 17 property types of the promote-your-property form (spec §3), in the spec's order. */
var PROMOTE_PROPERTY_TYPES = [
	"Apartaestudio",
	"Apartamento",
	"Bodega",
	"Casa",
	"Casa-campestre",
	"Casa-local",
	"Casa-lote",
	"Casa-oficina",
	"Consultorio",
	"Edificio",
	"Finca-productiva",
	"Finca-recreativa",
	"Local",
	"Lote-rural",
	"Lote-urbano",
	"Oficina",
	"Penthouse"
];
// ../contracts/src/forms/promote-property.schema.ts
/** Management the owner wants (spec gestion ids); decides the internal mailbox (rent: city group, sale: sales). */
var PROMOTE_GESTIONS = [{
	id: GESTION.ARRIENDO,
	label: GESTION_LABELS[GESTION.ARRIENDO]
}, {
	id: GESTION.VENTA,
	label: GESTION_LABELS[GESTION.VENTA]
}];
var promotePropertyRequestSchema = object({
	fullname: requiredUpperText(50),
	cellphone: requiredDigits(10),
	email: requiredEmail(50),
	typeProperty: selectOption(PROMOTE_PROPERTY_TYPES),
	gestion: selectId(PROMOTE_GESTIONS.map((g) => g.id)),
	/** Approximate value in pesos, digits only; a number on output. */
	valueArriving: requiredDigits(13).transform(Number),
	address: requiredUpperText(50),
	neighborhood: requiredUpperText(50),
	/** Neighbourhood id when the name is one of the list's (routes rent mail by neighbourhood group); '' when typed. */
	idNeighborhood: optionalId(),
	department: positiveId(),
	city: positiveId(),
	aboutYou: requiredUpperText(200),
	consent: consentField,
	captcha: captchaField()
});
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/utils/createChainedFunction.js
var createChainedFunction_default = createChainedFunction;
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/internal/svg-icons/RadioButtonUnchecked.js
var import_jsx_runtime = require_jsx_runtime();
var RadioButtonUnchecked_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" }), "RadioButtonUnchecked");
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/internal/svg-icons/RadioButtonChecked.js
/**
* @ignore - internal component.
*/
var RadioButtonChecked_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z" }), "RadioButtonChecked");
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Radio/RadioButtonIcon.js
var RadioButtonIconRoot = styled("span", {
	name: "MuiRadioButtonIcon",
	shouldForwardProp: rootShouldForwardProp
})({
	position: "relative",
	display: "flex"
});
var RadioButtonIconBackground = styled(RadioButtonUnchecked_default, { name: "MuiRadioButtonIcon" })({ transform: "scale(1)" });
var RadioButtonIconDot = styled(RadioButtonChecked_default, { name: "MuiRadioButtonIcon" })(memoTheme(({ theme }) => ({
	left: 0,
	position: "absolute",
	transform: "scale(0)",
	transition: theme.transitions.create("transform", {
		easing: theme.transitions.easing.easeIn,
		duration: theme.transitions.duration.shortest
	}),
	variants: [{
		props: { checked: true },
		style: {
			transform: "scale(1)",
			transition: theme.transitions.create("transform", {
				easing: theme.transitions.easing.easeOut,
				duration: theme.transitions.duration.shortest
			})
		}
	}]
})));
/**
* @ignore - internal component.
*/
function RadioButtonIcon(props) {
	const { checked = false, classes = {}, fontSize } = props;
	const ownerState = {
		...props,
		checked
	};
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(RadioButtonIconRoot, {
		className: classes.root,
		ownerState,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIconBackground, {
			fontSize,
			className: classes.background,
			ownerState
		}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIconDot, {
			fontSize,
			className: classes.dot,
			ownerState
		})]
	});
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/RadioGroup/RadioGroupContext.js
var import_react = /* @__PURE__ */ __toESM(require_react());
/**
* @ignore - internal component.
*/
var RadioGroupContext = /*#__PURE__*/ import_react.createContext(void 0);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/RadioGroup/useRadioGroup.js
function useRadioGroup() {
	return import_react.useContext(RadioGroupContext);
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Radio/radioClasses.js
function getRadioUtilityClass(slot) {
	return generateUtilityClass("MuiRadio", slot);
}
var radioClasses = generateUtilityClasses("MuiRadio", [
	"root",
	"checked",
	"disabled",
	"colorPrimary",
	"colorSecondary",
	"sizeSmall"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Radio/Radio.js
var useUtilityClasses$2 = (ownerState) => {
	const { classes, color, size } = ownerState;
	const slots = { root: [
		"root",
		`color${capitalize_default(color)}`,
		size !== "medium" && `size${capitalize_default(size)}`
	] };
	return {
		...classes,
		...composeClasses(slots, getRadioUtilityClass, classes)
	};
};
var RadioRoot = styled(SwitchBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiRadio",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.size !== "medium" && styles[`size${capitalize_default(ownerState.size)}`],
			styles[`color${capitalize_default(ownerState.color)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	[`&.${radioClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled },
	variants: [
		{
			props: {
				color: "default",
				disabled: false,
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette.action.active, (theme.vars || theme).palette.action.hoverOpacity) } }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				disabled: false,
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.hoverOpacity) } }
		})),
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				disabled: false
			},
			style: { [`&.${radioClasses.checked}`]: { color: (theme.vars || theme).palette[color].main } }
		})),
		{
			props: { disableRipple: false },
			style: { "&:hover": { "@media (hover: none)": { backgroundColor: "transparent" } } }
		}
	]
})));
function areEqualValues(a, b) {
	if (typeof b === "object" && b !== null) return a === b;
	return String(a) === String(b);
}
var defaultCheckedIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIcon, { checked: true });
var defaultIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioButtonIcon, {});
var Radio = /*#__PURE__*/ import_react.forwardRef(function Radio(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiRadio"
	});
	const { checked: checkedProp, checkedIcon = defaultCheckedIcon, color = "primary", icon = defaultIcon, name: nameProp, onChange: onChangeProp, size = "medium", className, disabled: disabledProp, disableRipple = false, slots = {}, slotProps = {}, inputProps, ...other } = props;
	const muiFormControl = useFormControl();
	let disabled = disabledProp;
	if (muiFormControl) {
		if (typeof disabled === "undefined") disabled = muiFormControl.disabled;
	}
	disabled ??= false;
	const ownerState = {
		...props,
		disabled,
		disableRipple,
		color,
		size
	};
	const classes = useUtilityClasses$2(ownerState);
	const radioGroup = useRadioGroup();
	let checked = checkedProp;
	const onChange = createChainedFunction_default(onChangeProp, radioGroup && radioGroup.onChange);
	let name = nameProp;
	if (radioGroup) {
		if (typeof checked === "undefined") checked = areEqualValues(radioGroup.value, props.value);
		if (typeof name === "undefined") name = radioGroup.name;
	}
	const externalInputProps = slotProps.input ?? inputProps;
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		elementType: RadioRoot,
		className: clsx(classes.root, className),
		shouldForwardComponentProp: true,
		externalForwardedProps: {
			slots,
			slotProps,
			...other
		},
		getSlotProps: (handlers) => ({
			...handlers,
			onChange: (event, ...args) => {
				handlers.onChange?.(event, ...args);
				onChange(event, ...args);
			}
		}),
		ownerState,
		additionalProps: {
			type: "radio",
			icon: /*#__PURE__*/ import_react.cloneElement(icon, { fontSize: icon.props.fontSize ?? size }),
			checkedIcon: /*#__PURE__*/ import_react.cloneElement(checkedIcon, { fontSize: checkedIcon.props.fontSize ?? size }),
			disabled,
			name,
			checked,
			slots,
			slotProps: { input: typeof externalInputProps === "function" ? externalInputProps(ownerState) : externalInputProps }
		}
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		classes
	});
});
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/FormGroup/formGroupClasses.js
function getFormGroupUtilityClass(slot) {
	return generateUtilityClass("MuiFormGroup", slot);
}
generateUtilityClasses("MuiFormGroup", [
	"root",
	"row",
	"error"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/FormGroup/FormGroup.js
var useUtilityClasses$1 = (ownerState) => {
	const { classes, row, error } = ownerState;
	return composeClasses({ root: [
		"root",
		row && "row",
		error && "error"
	] }, getFormGroupUtilityClass, classes);
};
var FormGroupRoot = styled("div", {
	name: "MuiFormGroup",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, ownerState.row && styles.row];
	}
})({
	display: "flex",
	flexDirection: "column",
	flexWrap: "wrap",
	variants: [{
		props: { row: true },
		style: { flexDirection: "row" }
	}]
});
/**
* `FormGroup` wraps controls such as `Checkbox` and `Switch`.
* It provides compact row layout.
* For the `Radio`, you should be using the `RadioGroup` component instead of this one.
*/
var FormGroup = /*#__PURE__*/ import_react.forwardRef(function FormGroup(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiFormGroup"
	});
	const { className, row = false, ...other } = props;
	const muiFormControl = useFormControl();
	const fcs = formControlState({
		props,
		muiFormControl,
		states: ["error"]
	});
	const ownerState = {
		...props,
		row,
		error: fcs.error
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FormGroupRoot, {
		className: clsx(classes.root, className),
		ownerState,
		ref,
		...other
	});
});
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/RadioGroup/radioGroupClasses.js
function getRadioGroupUtilityClass(slot) {
	return generateUtilityClass("MuiRadioGroup", slot);
}
generateUtilityClasses("MuiRadioGroup", [
	"root",
	"row",
	"error"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/RadioGroup/RadioGroup.js
var useUtilityClasses = (props) => {
	const { classes, row, error } = props;
	return composeClasses({ root: [
		"root",
		row && "row",
		error && "error"
	] }, getRadioGroupUtilityClass, classes);
};
var RadioGroup = /*#__PURE__*/ import_react.forwardRef(function RadioGroup(props, ref) {
	const { actions, children, className, defaultValue, name: nameProp, onChange, value: valueProp, ...other } = props;
	const rootRef = import_react.useRef(null);
	const classes = useUtilityClasses(props);
	const [value, setValueState] = useControlled_default({
		controlled: valueProp,
		default: defaultValue,
		name: "RadioGroup"
	});
	import_react.useImperativeHandle(actions, () => ({ focus: () => {
		let input = rootRef.current.querySelector("input:not(:disabled):checked");
		if (!input) input = rootRef.current.querySelector("input:not(:disabled)");
		if (input) input.focus();
	} }), []);
	const handleRef = useForkRef_default(ref, rootRef);
	const name = useId_default(nameProp);
	const contextValue = import_react.useMemo(() => ({
		name,
		onChange(event) {
			setValueState(event.target.value);
			if (onChange) onChange(event, event.target.value);
		},
		value
	}), [
		name,
		onChange,
		setValueState,
		value
	]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RadioGroupContext.Provider, {
		value: contextValue,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FormGroup, {
			role: "radiogroup",
			ref: handleRef,
			className: clsx(classes.root, className),
			...other,
			children
		})
	});
});
// src/features/properties/api/get-department-cities.ts
/** GET /api/locations/departments/:id/cities. */
function getDepartmentCities(departmentId, signal) {
	return apiGet(`/locations/departments/${departmentId}/cities`, { signal });
}
function departmentCitiesQueryOptions(departmentId) {
	return queryOptions({
		queryKey: [
			"locations",
			"departments",
			departmentId,
			"cities"
		],
		queryFn: ({ signal }) => getDepartmentCities(departmentId, signal),
		staleTime: LOCATIONS_STALE_TIME
	});
}
/** Disabled until a department is chosen (id 0). */
function useDepartmentCities(departmentId) {
	return useQuery({
		...departmentCitiesQueryOptions(departmentId),
		enabled: departmentId > 0
	});
}
// src/features/promote-property/api/send-promote-property.ts
var createdSchema = object({ id: string() });
/**
* POST /api/promote-property with the form's parsed values (uppercased as §5 asks). The approximate value
* travels as the digits the schema reads.
*/
function sendPromoteProperty(values, idempotencyKey) {
	return apiPost("/promote-property", {
		...values,
		valueArriving: String(values.valueArriving)
	}, {
		schema: createdSchema,
		headers: { "Idempotency-Key": idempotencyKey }
	});
}
function useSendPromoteProperty() {
	return useMutation({ mutationFn: ({ values, idempotencyKey }) => sendPromoteProperty(values, idempotencyKey) });
}
// src/features/promote-property/components/neighbourhood-field.tsx
function sameName(a, b) {
	return a.localeCompare(b, "es", { sensitivity: "base" }) === 0;
}
/** 'Barrio': suggestions from the city's neighbourhoods, or any name the owner types. */
function NeighbourhoodField({ control, name, idName, options, loading, maxLength, disabled }) {
	const { field, fieldState } = useController({
		control,
		name
	});
	const { field: idField } = useController({
		control,
		name: idName
	});
	const text = typeof field.value === "string" ? field.value : "";
	const match = options.find((o) => sameName(o.name, text.trim()));
	const matchId = match ? String(match.id) : "";
	const idValue = idField.value;
	const setId = idField.onChange;
	(0, import_react.useEffect)(() => {
		if (idValue !== matchId) setId(matchId);
	}, [
		idValue,
		matchId,
		setId
	]);
	const setText = (value) => field.onChange(value.slice(0, maxLength));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
		freeSolo: true,
		disabled,
		options: options.map((o) => o.name),
		loading,
		loadingText: UI_MESSAGES.loadingData,
		inputValue: text,
		onInputChange: (_event, value, reason) => {
			if (reason !== "reset" || value) setText(value);
		},
		renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			...params,
			label: "Barrio",
			required: true,
			name: field.name,
			inputRef: field.ref,
			onBlur: field.onBlur,
			error: Boolean(fieldState.error),
			helperText: fieldState.error?.message ?? "Elige de la lista o escríbelo.",
			slotProps: { htmlInput: {
				...params.inputProps,
				maxLength
			} }
		})
	});
}
// src/features/promote-property/components/promote-property-form.tsx
var DEFAULTS = {
	fullname: "",
	cellphone: "",
	email: "",
	typeProperty: "",
	gestion: "",
	valueArriving: "",
	address: "",
	neighborhood: "",
	idNeighborhood: "",
	department: "",
	city: "",
	aboutYou: "",
	consent: false,
	captcha: ""
};
var TYPE_OPTIONS = PROMOTE_PROPERTY_TYPES.map((t) => ({
	value: t,
	label: t.replace("-", " ")
}));
var GESTION_CHOICES = PROMOTE_GESTIONS.map((g) => ({
	value: String(g.id),
	label: g.id === 1 ? "Arrendarlo" : "Venderlo"
}));
function toId(value) {
	const n = Number(value);
	return Number.isInteger(n) && n > 0 ? n : 0;
}
/** 'Promociona tu inmueble' (spec §2/§3): one POST, 'Envio exitoso', then back to the home page. */
function PromotePropertyForm() {
	const captcha = (0, import_react.useRef)(null);
	const mutation = useSendPromoteProperty();
	const form = useForm({
		resolver: u(promotePropertyRequestSchema),
		defaultValues: DEFAULTS,
		mode: "onTouched"
	});
	const submit = useFormSubmit({
		form,
		captcha,
		failureMessage: FORM_ERROR_MESSAGES.record,
		send: (values, { idempotencyKey }) => mutation.mutateAsync({
			values,
			idempotencyKey
		})
	});
	const [departmentId, cityId, value] = useWatch({
		control: form.control,
		name: [
			"department",
			"city",
			"valueArriving"
		]
	});
	const departments = useDepartments();
	const cities = useDepartmentCities(toId(departmentId));
	const neighbourhoods = useNeighbourhoods(toId(cityId));
	const amount = typeof value === "string" && value ? formatCop(Number(value)) : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		method: "post",
		noValidate: true,
		onSubmit: submit.onSubmit,
		"aria-label": "Promociona tu inmueble",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequiredFieldsNote, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2.25,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GestionChoice, { control: form.control }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "grid",
							gap: 2.25,
							gridTemplateColumns: {
								xs: "1fr",
								sm: "1fr 1fr"
							}
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameAndCellphoneFields, { control: form.control }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
								control: form.control,
								name: "email",
								label: "Correo electrónico",
								type: "email",
								required: true,
								maxLength: 50,
								autoComplete: "email"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSelect, {
								control: form.control,
								name: "typeProperty",
								label: "Tipo de inmueble",
								required: true,
								options: TYPE_OPTIONS
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DigitsField, {
								control: form.control,
								name: "valueArriving",
								label: "Valor aproximado",
								required: true,
								maxLength: 13,
								hint: amount ?? "Solo números, en pesos colombianos."
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
								control: form.control,
								name: "address",
								label: "Dirección del inmueble",
								required: true,
								maxLength: 50,
								autoComplete: "street-address"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSelect, {
								control: form.control,
								name: "department",
								label: "Departamento",
								required: true,
								options: (departments.data ?? []).map((d) => ({
									value: d.id,
									label: d.name
								})),
								hint: departments.isPending ? UI_MESSAGES.loadingData : departments.isError ? "Hubo un problema al cargar los datos" : void 0,
								onValueChange: () => {
									form.setValue("city", "");
									form.setValue("idNeighborhood", "");
								}
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSelect, {
								control: form.control,
								name: "city",
								label: "Ciudad",
								required: true,
								disabled: !toId(departmentId),
								options: (cities.data ?? []).map((c) => ({
									value: c.id,
									label: c.name
								})),
								placeholder: toId(departmentId) ? "Selecciona una ciudad" : "Primero elige el departamento",
								hint: cities.isFetching ? UI_MESSAGES.loadingData : void 0,
								onValueChange: () => form.setValue("idNeighborhood", "")
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NeighbourhoodField, {
						control: form.control,
						name: "neighborhood",
						idName: "idNeighborhood",
						options: neighbourhoods.data ?? [],
						loading: neighbourhoods.isFetching,
						maxLength: 50
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						control: form.control,
						name: "aboutYou",
						label: "Cuéntanos sobre ti y tu inmueble",
						required: true,
						multiline: true,
						rows: 4,
						maxLength: 200,
						counter: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
						control: form.control,
						name: "consent",
						consent: PROMOTE_PROPERTY_CONSENT
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCaptchaField, {
						control: form.control,
						name: "captcha",
						ref: captcha
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { message: submit.error }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						sending: submit.sending,
						sx: { width: {
							xs: "100%",
							sm: "auto"
						} }
					}) })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSuccessDialog, {
				open: submit.succeeded,
				detail: "Recibimos los datos de tu inmueble. Te enviamos una confirmación a tu correo y un asesor te contactará pronto."
			})
		]
	});
}
/** Rent or sale: decides who receives the request (spec §9 routing). */
function GestionChoice({ control }) {
	const { field, fieldState } = useController({
		control,
		name: "gestion"
	});
	const error = fieldState.error?.message;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		error: Boolean(error),
		required: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
				id: "promote-gestion-label",
				sx: {
					fontWeight: 600,
					color: "text.primary"
				},
				children: "¿Qué quieres hacer con tu inmueble?"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioGroup, {
				row: true,
				"aria-labelledby": "promote-gestion-label",
				name: field.name,
				value: typeof field.value === "string" || typeof field.value === "number" ? String(field.value) : "",
				onChange: (event) => field.onChange(event.target.value),
				onBlur: field.onBlur,
				children: GESTION_CHOICES.map((choice, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					value: choice.value,
					label: choice.label,
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, { inputRef: index === 0 ? field.ref : void 0 })
				}, choice.value))
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: error })
		]
	});
}
// src/features/promote-property/components/promote-property-page.tsx
var REASONS = [
	"Publicamos tu inmueble en nuestro sitio y en los principales portales.",
	"Un asesor de la sede más cercana te acompaña en todo el proceso.",
	"Estudiamos a los arrendatarios y administramos el contrato por ti.",
	"Te ayudamos a fijar un precio de acuerdo con el mercado de tu zona."
];
/** `/Forms/formPromoteProperty/`. */
function PromotePropertyPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPageLayout, {
		title: "Promociona tu inmueble",
		overline: "Propietarios",
		intro: "Cuéntanos sobre tu propiedad y un asesor te contactará para arrendarla o venderla.",
		aside: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			sx: {
				p: {
					xs: 2.5,
					md: 3
				},
				bgcolor: "background.default"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h3",
				component: "h2",
				sx: {
					fontSize: "1.125rem",
					mb: 1
				},
				children: "¿Por qué con nosotros?"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
				dense: true,
				disablePadding: true,
				children: REASONS.map((reason) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItem, {
					disableGutters: true,
					alignItems: "flex-start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
						sx: {
							minWidth: 32,
							mt: .5
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutline_default, {
							color: "secondary",
							fontSize: "small",
							"aria-hidden": true
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, { primary: reason })]
				}, reason))
			})]
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCard, {
			title: "Datos de tu inmueble",
			subtitle: "Con esta información preparamos una propuesta para arrendar o vender tu propiedad.",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromotePropertyForm, {})
		})
	});
}
export { PromotePropertyPage as Component };
