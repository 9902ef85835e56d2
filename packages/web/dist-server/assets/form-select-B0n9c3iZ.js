import { o as UI_MESSAGES } from "./messages-CjVDmR-p.js";
import { t as TextField } from "./TextField-DrU_gQqD.js";
import { u as useController } from "./use-form-submit-DSfqHC4q.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// src/features/forms/components/form-select.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A select bound to react-hook-form; the value is kept as a string ('' = nothing chosen). The browser's
* own `<select>`: phones show their native picker, and there is no menu to render (MUI's menu select
* renders its Menu, Popover and Modal for each field and re-renders once more right after hydration).
*/
function FormSelect({ control, name, options, placeholder = "Selecciona una opción", hint, loading = false, onValueChange, ...props }) {
	const { field, fieldState } = useController({
		control,
		name
	});
	const value = field.value === void 0 || field.value === null ? "" : String(field.value);
	const error = fieldState.error?.message;
	const selected = options.some((o) => String(o.value) === value) ? value : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
		fullWidth: true,
		...props,
		disabled: props.disabled || loading,
		select: true,
		name: field.name,
		value: selected,
		onChange: (event) => {
			field.onChange(event.target.value);
			onValueChange?.(event.target.value);
		},
		onBlur: field.onBlur,
		inputRef: field.ref,
		error: Boolean(error),
		helperText: error ?? (loading ? UI_MESSAGES.loadingData : hint),
		sx: selected === "" ? {
			"& select": { color: "text.secondary" },
			"& option": { color: "text.primary" }
		} : void 0,
		slotProps: {
			select: { native: true },
			inputLabel: { shrink: true }
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: "",
			children: placeholder
		}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: String(option.value),
			children: option.label
		}, option.value))]
	});
}
export { FormSelect as t };
