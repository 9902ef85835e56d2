import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { c as fileTooLargeMessage, i as FORM_MESSAGES, s as UPLOAD_MESSAGES } from "./messages-CjVDmR-p.js";
import { u as useController } from "./use-form-submit-DSfqHC4q.js";
import { _ as generateUtilityClasses, a as styled, f as composeClasses, i as useDefaultProps, n as capitalize_default, t as memoTheme, v as generateUtilityClass, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { c as css, l as keyframes, r as createSimplePaletteValueFilter, t as Typography } from "./Typography-C0uzoc2g.js";
import { v as FormHelperText } from "./ArrowDropDown-B3zTD2rU.js";
import { G as useRtl, V as Box, _ as Button, k as IconButton, z as createSvgIcon } from "../entry-server.js";
import { t as List } from "./List-BjtjzjVH.js";
import { t as DeleteOutline_default } from "./DeleteOutline-TbGk3Yu0.js";
import { t as ListItem } from "./ListItem-BGGdV769.js";
import { t as ListItemIcon } from "./ListItemIcon-DPr18Lhv.js";
import { t as ListItemText } from "./ListItemText-P3NuoaT0.js";
// ../contracts/src/forms/upload-rules.ts
var MB = 1048576;
/** Maintenance images (spec §5): jpg, jpeg, pdf, doc/docx, mp4; at most 10; 1 MB each, 20 MB for video. */
var MAINTENANCE_UPLOAD = {
	fieldName: "archivo",
	minFiles: 1,
	maxFiles: 10,
	types: [
		{
			kind: "image",
			extensions: ["jpg", "jpeg"],
			mimeTypes: ["image/jpeg"],
			maxBytes: 1 * MB
		},
		{
			kind: "pdf",
			extensions: ["pdf"],
			mimeTypes: ["application/pdf"],
			maxBytes: 1 * MB
		},
		{
			kind: "word",
			extensions: ["doc", "docx"],
			mimeTypes: [
				"application/msword",
				"application/vnd.openxmlformats-officedocument.wordprocessingml.document",
				"application/x-cfb"
			],
			maxBytes: 1 * MB
		},
		{
			kind: "video",
			extensions: ["mp4"],
			mimeTypes: ["video/mp4"],
			maxBytes: 20 * MB
		}
	],
	messages: {
		required: UPLOAD_MESSAGES.imageRequired,
		tooMany: UPLOAD_MESSAGES.tooManyFiles,
		notAllowed: UPLOAD_MESSAGES.notAllowedType
	}
};
/**
* Work-with-us CV (spec: PDF only, at least one). Our choice: up to 3 PDFs of 5 MB each, enough for
* a CV plus certificates while keeping mail attachments small.
*/
var CV_UPLOAD = {
	fieldName: "archivo",
	minFiles: 1,
	maxFiles: 3,
	types: [{
		kind: "pdf",
		extensions: ["pdf"],
		mimeTypes: ["application/pdf"],
		maxBytes: 5 * MB
	}],
	messages: {
		required: FORM_MESSAGES.cvRequired,
		tooMany: UPLOAD_MESSAGES.cvTooManyFiles,
		notAllowed: UPLOAD_MESSAGES.cvPdfOnly
	}
};
function extensionOf(name) {
	const dot = name.lastIndexOf(".");
	return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}
/**
* The rule a file falls under. With `mime` only (e.g. what file-type sniffed), the MIME decides; with a
* name as well, both the extension and the MIME must belong to the same rule.
*/
function findUploadRule(rules, file) {
	const ext = file.name === void 0 ? void 0 : extensionOf(file.name);
	const mime = file.mime?.toLowerCase();
	return rules.types.find((t) => (ext === void 0 || t.extensions.includes(ext)) && (mime === void 0 || t.mimeTypes.includes(mime)));
}
/**
* Checks a list of files against the rules, in the order a visitor would fix them: count, type, size.
* Used by the form before sending and by the gateway (there with the sniffed MIME, not the declared one).
*/
function checkUploadFiles(rules, files) {
	if (files.length < rules.minFiles) return {
		code: "required",
		status: 400,
		message: rules.messages.required
	};
	if (files.length > rules.maxFiles) return {
		code: "too-many",
		status: 400,
		message: rules.messages.tooMany
	};
	for (const file of files) {
		const rule = findUploadRule(rules, file);
		if (!rule) return {
			code: "type",
			status: 415,
			message: rules.messages.notAllowed,
			fileName: file.name
		};
		if (file.size > rule.maxBytes) return {
			code: "size",
			status: 413,
			message: fileTooLargeMessage(rule.kind, rule.maxBytes),
			fileName: file.name
		};
	}
	return null;
}
/** `accept` attribute for the file input. */
function acceptAttribute(rules) {
	return rules.types.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(",");
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/CloudUploadOutlined.js
var import_jsx_runtime = require_jsx_runtime();
var CloudUploadOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96M19 18H6c-2.21 0-4-1.79-4-4 0-2.05 1.53-3.76 3.56-3.97l1.07-.11.5-.95C8.08 7.14 9.94 6 12 6c2.62 0 4.88 1.86 5.39 4.43l.3 1.5 1.53.11c1.56.1 2.78 1.41 2.78 2.96 0 1.65-1.35 3-3 3M8 13h2.55v3h2.9v-3H16l-4-4z" }), "CloudUploadOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/InsertDriveFileOutlined.js
var InsertDriveFileOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zM6 20V4h7v5h5v11z" }), "InsertDriveFileOutlined");
// src/features/forms/components/file-drop-zone.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function formatFileSize(bytes) {
	if (bytes < 1048576) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
	return `${(bytes / 1048576).toLocaleString("es-CO", { maximumFractionDigits: 1 })} MB`;
}
function asFiles(value) {
	return Array.isArray(value) ? value.filter((v) => v instanceof File) : [];
}
/**
* Files by drag and drop or the file picker. A file that breaks the rules (type, size, count) is refused
* at once with the spec's message; the list can be edited before sending.
*/
function FileDropZone({ control, name, rules, label, required = false, hint, disabled = false }) {
	const id = (0, import_react.useId)();
	const input = (0, import_react.useRef)(null);
	const [dragging, setDragging] = (0, import_react.useState)(false);
	const [refused, setRefused] = (0, import_react.useState)(null);
	const { field, fieldState } = useController({
		control,
		name
	});
	const files = asFiles(field.value);
	const error = refused ?? fieldState.error?.message;
	const add = (incoming) => {
		if (incoming.length === 0) return;
		const next = [...files, ...incoming];
		const problem = checkUploadFiles(rules, next.map((f) => ({
			name: f.name,
			size: f.size,
			mime: f.type || void 0
		})));
		if (problem && problem.code !== "required") {
			setRefused(problem.message);
			return;
		}
		setRefused(null);
		field.onChange(next);
	};
	const remove = (index) => {
		setRefused(null);
		field.onChange(files.filter((_, i) => i !== index));
	};
	const onDrop = (event) => {
		event.preventDefault();
		setDragging(false);
		if (!disabled) add(Array.from(event.dataTransfer.files));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			component: "label",
			htmlFor: `${id}-input`,
			variant: "subtitle2",
			sx: {
				display: "block",
				mb: 1
			},
			children: [label, required && " *"]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			"data-testid": "file-drop-zone",
			onDragOver: (event) => {
				event.preventDefault();
				if (!disabled) setDragging(true);
			},
			onDragLeave: () => setDragging(false),
			onDrop,
			sx: {
				border: 2,
				borderStyle: "dashed",
				borderColor: error ? "error.main" : dragging ? "primary.main" : "divider",
				bgcolor: dragging ? "action.hover" : "background.default",
				borderRadius: 2,
				p: {
					xs: 2.5,
					sm: 3
				},
				textAlign: "center",
				transition: "border-color 120ms, background-color 120ms"
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloudUploadOutlined_default, {
					color: "primary",
					sx: { fontSize: 40 },
					"aria-hidden": true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: { mt: .5 },
					children: "Arrastra y suelta aquí tus archivos o"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					size: "small",
					sx: { mt: 1 },
					disabled,
					onClick: () => input.current?.click(),
					"aria-describedby": `${id}-hint`,
					children: "Seleccionar archivos"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					ref: (element) => {
						input.current = element;
						field.ref(element);
					},
					id: `${id}-input`,
					name: field.name,
					type: "file",
					multiple: rules.maxFiles > 1,
					accept: acceptAttribute(rules),
					hidden: true,
					disabled,
					onChange: (event) => {
						add(Array.from(event.target.files ?? []));
						event.target.value = "";
					},
					onBlur: field.onBlur
				}),
				hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: `${id}-hint`,
					variant: "caption",
					color: "text.secondary",
					sx: {
						display: "block",
						mt: 1
					},
					children: hint
				})
			]
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
			error: true,
			role: "alert",
			children: error
		}),
		files.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
			dense: true,
			"aria-label": "Archivos seleccionados",
			sx: { mt: 1 },
			children: files.map((file, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ListItem, {
				disableGutters: true,
				secondaryAction: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					edge: "end",
					"aria-label": `Quitar ${file.name}`,
					onClick: () => remove(index),
					disabled,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutline_default, {})
				}),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemIcon, {
					sx: { minWidth: 36 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InsertDriveFileOutlined_default, {
						color: "action",
						"aria-hidden": true
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListItemText, {
					primary: file.name,
					secondary: formatFileSize(file.size),
					slotProps: { primary: { sx: { overflowWrap: "anywhere" } } }
				})]
			}, `${file.name}-${file.size}-${index}`))
		})
	] });
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/LinearProgress/linearProgressClasses.js
function getLinearProgressUtilityClass(slot) {
	return generateUtilityClass("MuiLinearProgress", slot);
}
generateUtilityClasses("MuiLinearProgress", [
	"root",
	"colorPrimary",
	"colorSecondary",
	"determinate",
	"indeterminate",
	"buffer",
	"query",
	"dashed",
	"dashedColorPrimary",
	"dashedColorSecondary",
	"bar",
	"bar1",
	"bar2",
	"barColorPrimary",
	"barColorSecondary",
	"bar1Indeterminate",
	"bar1Determinate",
	"bar1Buffer",
	"bar2Indeterminate",
	"bar2Buffer"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/LinearProgress/LinearProgress.js
var TRANSITION_DURATION = 4;
var indeterminate1Keyframe = keyframes`
  0% {
    left: -35%;
    right: 100%;
  }

  60% {
    left: 100%;
    right: -90%;
  }

  100% {
    left: 100%;
    right: -90%;
  }
`;
var indeterminate1Animation = typeof indeterminate1Keyframe !== "string" ? css`
        animation: ${indeterminate1Keyframe} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite;
      ` : null;
var indeterminate2Keyframe = keyframes`
  0% {
    left: -200%;
    right: 100%;
  }

  60% {
    left: 107%;
    right: -8%;
  }

  100% {
    left: 107%;
    right: -8%;
  }
`;
var indeterminate2Animation = typeof indeterminate2Keyframe !== "string" ? css`
        animation: ${indeterminate2Keyframe} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite;
      ` : null;
var bufferKeyframe = keyframes`
  0% {
    opacity: 1;
    background-position: 0 -23px;
  }

  60% {
    opacity: 0;
    background-position: 0 -23px;
  }

  100% {
    opacity: 1;
    background-position: -200px -23px;
  }
`;
var bufferAnimation = typeof bufferKeyframe !== "string" ? css`
        animation: ${bufferKeyframe} 3s infinite linear;
      ` : null;
var useUtilityClasses = (ownerState) => {
	const { classes, variant, color } = ownerState;
	const slots = {
		root: [
			"root",
			`color${capitalize_default(color)}`,
			variant
		],
		dashed: ["dashed", `dashedColor${capitalize_default(color)}`],
		bar1: [
			"bar",
			"bar1",
			`barColor${capitalize_default(color)}`,
			(variant === "indeterminate" || variant === "query") && "bar1Indeterminate",
			variant === "determinate" && "bar1Determinate",
			variant === "buffer" && "bar1Buffer"
		],
		bar2: [
			"bar",
			"bar2",
			variant !== "buffer" && `barColor${capitalize_default(color)}`,
			variant === "buffer" && `color${capitalize_default(color)}`,
			(variant === "indeterminate" || variant === "query") && "bar2Indeterminate",
			variant === "buffer" && "bar2Buffer"
		]
	};
	return composeClasses(slots, getLinearProgressUtilityClass, classes);
};
var getColorShade = (theme, color) => {
	if (theme.vars) return theme.vars.palette.LinearProgress[`${color}Bg`];
	return theme.palette.mode === "light" ? theme.lighten(theme.palette[color].main, .62) : theme.darken(theme.palette[color].main, .5);
};
var LinearProgressRoot = styled("span", {
	name: "MuiLinearProgress",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[`color${capitalize_default(ownerState.color)}`],
			styles[ownerState.variant]
		];
	}
})(memoTheme(({ theme }) => ({
	position: "relative",
	overflow: "hidden",
	display: "block",
	height: 4,
	zIndex: 0,
	"@media print": { colorAdjust: "exact" },
	variants: [
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: { backgroundColor: getColorShade(theme, color) }
		})),
		{
			props: ({ ownerState }) => ownerState.color === "inherit" && ownerState.variant !== "buffer",
			style: { "&::before": {
				content: "\"\"",
				position: "absolute",
				left: 0,
				top: 0,
				right: 0,
				bottom: 0,
				backgroundColor: "currentColor",
				opacity: .3
			} }
		},
		{
			props: { variant: "buffer" },
			style: { backgroundColor: "transparent" }
		},
		{
			props: { variant: "query" },
			style: { transform: "rotate(180deg)" }
		}
	]
})));
var LinearProgressDashed = styled("span", {
	name: "MuiLinearProgress",
	slot: "Dashed",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.dashed, styles[`dashedColor${capitalize_default(ownerState.color)}`]];
	}
})(memoTheme(({ theme }) => ({
	position: "absolute",
	marginTop: 0,
	height: "100%",
	width: "100%",
	backgroundSize: "10px 10px",
	backgroundPosition: "0 -23px",
	variants: [{
		props: { color: "inherit" },
		style: {
			opacity: .3,
			backgroundImage: `radial-gradient(currentColor 0%, currentColor 16%, transparent 42%)`
		}
	}, ...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => {
		const backgroundColor = getColorShade(theme, color);
		return {
			props: { color },
			style: { backgroundImage: `radial-gradient(${backgroundColor} 0%, ${backgroundColor} 16%, transparent 42%)` }
		};
	})]
})), bufferAnimation || { animation: `${bufferKeyframe} 3s infinite linear` });
var LinearProgressBar1 = styled("span", {
	name: "MuiLinearProgress",
	slot: "Bar1",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.bar,
			styles.bar1,
			styles[`barColor${capitalize_default(ownerState.color)}`],
			(ownerState.variant === "indeterminate" || ownerState.variant === "query") && styles.bar1Indeterminate,
			ownerState.variant === "determinate" && styles.bar1Determinate,
			ownerState.variant === "buffer" && styles.bar1Buffer
		];
	}
})(memoTheme(({ theme }) => ({
	width: "100%",
	position: "absolute",
	left: 0,
	bottom: 0,
	top: 0,
	transition: "transform 0.2s linear",
	transformOrigin: "left",
	variants: [
		{
			props: { color: "inherit" },
			style: { backgroundColor: "currentColor" }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: { backgroundColor: (theme.vars || theme).palette[color].main }
		})),
		{
			props: { variant: "determinate" },
			style: { transition: `transform .${TRANSITION_DURATION}s linear` }
		},
		{
			props: { variant: "buffer" },
			style: {
				zIndex: 1,
				transition: `transform .${TRANSITION_DURATION}s linear`
			}
		},
		{
			props: ({ ownerState }) => ownerState.variant === "indeterminate" || ownerState.variant === "query",
			style: { width: "auto" }
		},
		{
			props: ({ ownerState }) => ownerState.variant === "indeterminate" || ownerState.variant === "query",
			style: indeterminate1Animation || { animation: `${indeterminate1Keyframe} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite` }
		}
	]
})));
var LinearProgressBar2 = styled("span", {
	name: "MuiLinearProgress",
	slot: "Bar2",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.bar,
			styles.bar2,
			styles[`barColor${capitalize_default(ownerState.color)}`],
			(ownerState.variant === "indeterminate" || ownerState.variant === "query") && styles.bar2Indeterminate,
			ownerState.variant === "buffer" && styles.bar2Buffer
		];
	}
})(memoTheme(({ theme }) => ({
	width: "100%",
	position: "absolute",
	left: 0,
	bottom: 0,
	top: 0,
	transition: "transform 0.2s linear",
	transformOrigin: "left",
	variants: [
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: { "--LinearProgressBar2-barColor": (theme.vars || theme).palette[color].main }
		})),
		{
			props: ({ ownerState }) => ownerState.variant !== "buffer" && ownerState.color !== "inherit",
			style: { backgroundColor: "var(--LinearProgressBar2-barColor, currentColor)" }
		},
		{
			props: ({ ownerState }) => ownerState.variant !== "buffer" && ownerState.color === "inherit",
			style: { backgroundColor: "currentColor" }
		},
		{
			props: { color: "inherit" },
			style: { opacity: .3 }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				variant: "buffer"
			},
			style: {
				backgroundColor: getColorShade(theme, color),
				transition: `transform .${TRANSITION_DURATION}s linear`
			}
		})),
		{
			props: ({ ownerState }) => ownerState.variant === "indeterminate" || ownerState.variant === "query",
			style: { width: "auto" }
		},
		{
			props: ({ ownerState }) => ownerState.variant === "indeterminate" || ownerState.variant === "query",
			style: indeterminate2Animation || { animation: `${indeterminate2Keyframe} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite` }
		}
	]
})));
/**
* ## ARIA
*
* If the progress bar is describing the loading progress of a particular region of a page,
* you should use `aria-describedby` to point to the progress bar, and set the `aria-busy`
* attribute to `true` on that region until it has finished loading.
*/
var LinearProgress = /*#__PURE__*/ import_react.forwardRef(function LinearProgress(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiLinearProgress"
	});
	const { className, color = "primary", value, valueBuffer, variant = "indeterminate", ...other } = props;
	const ownerState = {
		...props,
		color,
		variant
	};
	const classes = useUtilityClasses(ownerState);
	const isRtl = useRtl();
	const rootProps = {};
	const inlineStyles = {
		bar1: {},
		bar2: {}
	};
	if (variant === "determinate" || variant === "buffer") {
		if (value !== void 0) {
			rootProps["aria-valuenow"] = Math.round(value);
			rootProps["aria-valuemin"] = 0;
			rootProps["aria-valuemax"] = 100;
			let transform = value - 100;
			if (isRtl) transform = -transform;
			inlineStyles.bar1.transform = `translateX(${transform}%)`;
		}
	}
	if (variant === "buffer") {
		if (valueBuffer !== void 0) {
			let transform = (valueBuffer || 0) - 100;
			if (isRtl) transform = -transform;
			inlineStyles.bar2.transform = `translateX(${transform}%)`;
		}
	}
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(LinearProgressRoot, {
		className: clsx(classes.root, className),
		ownerState,
		role: "progressbar",
		...rootProps,
		ref,
		...other,
		children: [
			variant === "buffer" ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LinearProgressDashed, {
				className: classes.dashed,
				ownerState
			}) : null,
			/*#__PURE__*/ (0, import_jsx_runtime.jsx)(LinearProgressBar1, {
				className: classes.bar1,
				ownerState,
				style: inlineStyles.bar1
			}),
			variant === "determinate" ? null : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LinearProgressBar2, {
				className: classes.bar2,
				ownerState,
				style: inlineStyles.bar2
			})
		]
	});
});
// src/features/forms/components/upload-progress.tsx
/** Upload progress of a multipart submit (XMLHttpRequest upload events). */
function UploadProgress({ progress }) {
	if (!progress) return null;
	const done = progress.percent === 100;
	const text = progress.percent === null ? "Subiendo archivos..." : done ? "Archivos subidos. Procesando la solicitud..." : `Subiendo archivos... ${progress.percent} %`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		color: "text.secondary",
		sx: { mb: .5 },
		"aria-live": "polite",
		children: text
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinearProgress, {
		variant: progress.percent === null || done ? "indeterminate" : "determinate",
		value: progress.percent ?? 0,
		"aria-label": "Progreso de la subida"
	})] });
}
// src/features/forms/hooks/use-upload-progress.ts
/**
* Progress of a multipart submit for `<UploadProgress>`: shown from the start of `track` (size not yet
* known) and hidden again when the upload ends, whatever its outcome.
*/
function useUploadProgress() {
	const [progress, setProgress] = (0, import_react.useState)(null);
	return {
		progress,
		track: (0, import_react.useCallback)(async (upload) => {
			setProgress({
				loaded: 0,
				total: 0,
				percent: null
			});
			try {
				return await upload(setProgress);
			} finally {
				setProgress(null);
			}
		}, [])
	};
}
export { MAINTENANCE_UPLOAD as a, CV_UPLOAD as i, UploadProgress as n, checkUploadFiles as o, FileDropZone as r, useUploadProgress as t };
