import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as headquarterListSchema, i as categoryListSchema, r as LOOKUP_ROUTES, t as LOOKUPS_STALE_TIME } from "./get-areas-D3HnoNtp.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { C as maintenanceExportPath, M as Container, O as Stack, V as Box, X as useLocation, Z as useNavigate, bt as BRANCHES, c as useDocumentTitle, i as apiPostForm, n as apiGet } from "../entry-server.js";
import { c as object, n as _instanceof, r as array, u as string } from "./zod-jitless-QdzRbR37.js";
import { i as FORM_MESSAGES, l as maxLengthMessage, o as UI_MESSAGES, r as FORM_ERROR_MESSAGES } from "./messages-CjVDmR-p.js";
import { s as MAINTENANCE_CONSENT } from "./consent-Bu0A8Uiu.js";
import { n as MAINTENANCE_DOCUMENT_TYPE_IDS, t as MAINTENANCE_DOCUMENT_TYPES } from "./document-types-hMOUlAgN.js";
import { a as MAINTENANCE_UPLOAD, n as UploadProgress, o as checkUploadFiles, r as FileDropZone, t as useUploadProgress } from "./use-upload-progress-Djtpb3I3.js";
import { C as requiredText, E as selectOption, S as requiredEmail, T as selectId, a as FormErrorAlert, c as ConsentCheckbox, d as useForm, i as FormTextField, l as u, m as consentField, n as SubmitButton, p as captchaField, r as DigitsField, t as useFormSubmit, u as useController, w as requiredUpperText, x as requiredDigits } from "./use-form-submit-DSfqHC4q.js";
import { t as Alert } from "./Alert-CMdY8li_.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as PageHero } from "./page-hero-Bl5ZKqC-.js";
import { t as FormCaptchaField } from "./form-captcha-field-ByNebLPd.js";
import { t as FormSelect } from "./form-select-B0n9c3iZ.js";
import { n as saveLastCreatedMaintenance, r as maintenanceCreatedSchema } from "./last-created-maintenance-2k1s1r_Z.js";
import { n as createFilterOptions, t as Autocomplete } from "./Autocomplete-hulRKDc1.js";
import { t as TextField } from "./TextField-DrU_gQqD.js";
var MAINTENANCE_CATEGORY_IDS = [
	{
		id: 1,
		category: "Plomería"
	},
	{
		id: 2,
		category: "Electricidad"
	},
	{
		id: 3,
		category: "Cerrajería"
	},
	{
		id: 4,
		category: "Pintura"
	},
	{
		id: 5,
		category: "Humedades y filtraciones"
	},
	{
		id: 6,
		category: "Carpintería"
	},
	{
		id: 7,
		category: "Gas"
	},
	{
		id: 8,
		category: "Electrodomésticos"
	},
	{
		id: 9,
		category: "Techos y cubiertas"
	},
	{
		id: 10,
		category: "Otro"
	}
].map((c) => c.id);
var HEADQUARTER_IDS = BRANCHES.map((b) => ({
	id: b.id,
	headquarter: b.nombre
})).map((h) => h.id);
// ../contracts/src/lookups/countries.ts
/**
* One country of 'Pais o Indicativo' as `GET /api/lookups/countries` serves it (spec §3: name,
* translations.common, callingCode, suffixes, flag), from the maintained `world-countries` data.
*/
var countrySchema = object({
	/** ISO 3166-1 alpha-2, e.g. 'CO'. */
	code: string().length(2),
	/** English common name. */
	name: string().min(1),
	/** Spanish common name (translations.spa.common). */
	spanishName: string().min(1),
	/** International dialling root, e.g. '+5' for Colombia, '+1' for the North American plan. */
	callingCode: string().regex(/^\+\d+$/),
	/** What follows the root, e.g. ['7'] for Colombia, area codes for the United States. */
	suffixes: array(string().regex(/^\d+$/)),
	/** Flag emoji. */
	flag: string()
});
var countryListSchema = array(countrySchema);
/** Shared plans where the suffixes are area codes, not part of the country code (+1 NANP, +7 Russia/Kazakhstan). */
var AREA_CODE_ROOTS = ["+1", "+7"];
/**
* The dialling codes a visitor may pick for a country: root + suffix when the suffix completes the
* country code ('+57'), the root alone in the shared +1/+7 plans, and the root alone when there are no suffixes.
*/
function countryCallingCodes(country) {
	const { callingCode: root, suffixes } = country;
	if (suffixes.length === 0 || AREA_CODE_ROOTS.includes(root)) return [root];
	return [...new Set(suffixes.map((s) => `${root}${s}`))];
}
/** '57', '+57 ', '+1-809' → '+57', '+1-809': the shape the extension field stores. */
function normalizeCallingCode(value) {
	const trimmed = value.replace(/\s+/g, "");
	if (!trimmed) return "";
	return trimmed.startsWith("+") ? trimmed : `+${trimmed}`;
}
/** Whether an extension is a known dialling code; '+1-809' counts as '+1' (the area code is part of the number). */
function isKnownCallingCode(value, known) {
	const code = normalizeCallingCode(value);
	return known.has(code) || known.has(code.split("-")[0] ?? "");
}
// ../contracts/src/forms/maintenance.schema.ts
/**
* 'Formulario Mantenimientos y Reparaciones' text fields; images travel as multipart parts
* (see MAINTENANCE_UPLOAD). Passports and permits carry letters, so the document is alphanumeric.
*/
var maintenanceRequestSchema = object({
	idHeadquarter: selectId(HEADQUARTER_IDS),
	documentType: selectOption(MAINTENANCE_DOCUMENT_TYPE_IDS),
	document: requiredText(10).regex(/^[0-9A-Za-z]+$/, "Solo se permiten letras y números.").transform((v) => v.toUpperCase()),
	fullname: requiredUpperText(50),
	/** Country calling code such as '+57' or '+1-809'. */
	extension: string({ error: FORM_MESSAGES.required }).trim().min(1, FORM_MESSAGES.required).max(10, maxLengthMessage(10)).regex(/^\+?\d+(-\d+)?$/, FORM_MESSAGES.invalidCallingCode).transform((v) => v.startsWith("+") ? v : `+${v}`),
	cellphone: requiredDigits(10),
	email: requiredEmail(50),
	address: requiredUpperText(50),
	idCategory: selectId(MAINTENANCE_CATEGORY_IDS),
	description: requiredUpperText(2500),
	consent: consentField,
	captcha: captchaField(FORM_MESSAGES.captchaError)
});
// src/features/maintenance/api/get-categories.ts
/** GET /api/lookups/categories: maintenance categories ('Categoría *'). */
function getCategories(signal) {
	return apiGet(LOOKUP_ROUTES.categories, {
		signal,
		schema: categoryListSchema
	});
}
function categoriesQueryOptions() {
	return queryOptions({
		queryKey: ["lookups", "categories"],
		queryFn: ({ signal }) => getCategories(signal),
		staleTime: LOOKUPS_STALE_TIME
	});
}
function useCategories() {
	return useQuery(categoriesQueryOptions());
}
// src/features/maintenance/api/get-countries.ts
/** GET /api/lookups/countries: countries with Spanish names, calling codes and flags ('Pais o Indicativo'). */
function getCountries(signal) {
	return apiGet(LOOKUP_ROUTES.countries, {
		signal,
		schema: countryListSchema
	});
}
function countriesQueryOptions() {
	return queryOptions({
		queryKey: ["lookups", "countries"],
		queryFn: ({ signal }) => getCountries(signal),
		staleTime: LOOKUPS_STALE_TIME
	});
}
function useCountries() {
	return useQuery(countriesQueryOptions());
}
// src/features/maintenance/api/get-headquarters.ts
/** GET /api/lookups/headquarters: the 12 branches ('Reportar a *'). */
function getHeadquarters(signal) {
	return apiGet(LOOKUP_ROUTES.headquarters, {
		signal,
		schema: headquarterListSchema
	});
}
function headquartersQueryOptions() {
	return queryOptions({
		queryKey: ["lookups", "headquarters"],
		queryFn: ({ signal }) => getHeadquarters(signal),
		staleTime: LOOKUPS_STALE_TIME
	});
}
function useHeadquarters() {
	return useQuery(headquartersQueryOptions());
}
// src/features/maintenance/api/create-maintenance.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** POST /api/maintenance (multipart): the fields, then each file as an `archivo` part. */
function createMaintenance(values, files, options) {
	const form = new FormData();
	for (const [key, value] of Object.entries(values)) form.append(key, String(value));
	for (const file of files) form.append(MAINTENANCE_UPLOAD.fieldName, file, file.name);
	return apiPostForm("/maintenance", form, {
		schema: maintenanceCreatedSchema,
		headers: { "Idempotency-Key": options.idempotencyKey },
		onProgress: options.onProgress
	});
}
// src/features/maintenance/lib/maintenance-form.schema.ts
/**
* The form: the contracts' request schema (the gateway parses the same one) plus the files, checked by the
* contracts' upload rules (count, type, size, with the spec's messages) before anything is sent.
*/
var maintenanceFormSchema = maintenanceRequestSchema.extend({ archivo: array(_instanceof(File)).superRefine((files, ctx) => {
	const problem = checkUploadFiles(MAINTENANCE_UPLOAD, files.map((f) => ({
		name: f.name,
		size: f.size,
		mime: f.type || void 0
	})));
	if (problem) ctx.addIssue({
		code: "custom",
		message: problem.message
	});
}) });
// src/features/maintenance/lib/flag-emoji.ts
var supported;
/**
* Whether this device draws flag emoji in colour (Windows and Linux without an emoji font draw two letters
* or empty boxes). Checked once by drawing Colombia's flag on a canvas and looking for colour.
*/
function flagEmojiSupported() {
	if (supported !== void 0) return supported;
	supported = false;
	try {
		const canvas = document.createElement("canvas");
		canvas.width = canvas.height = 32;
		const g = canvas.getContext("2d", { willReadFrequently: true });
		if (!g) return supported;
		g.textBaseline = "top";
		g.font = "28px sans-serif";
		g.fillText("🇨🇴", 0, 0);
		const { data } = g.getImageData(0, 0, 32, 32);
		for (let i = 0; i < data.length; i += 4) {
			const [r = 0, gr = 0, b = 0, a = 0] = [
				data[i],
				data[i + 1],
				data[i + 2],
				data[i + 3]
			];
			if (a > 0 && (Math.abs(r - gr) > 40 || Math.abs(gr - b) > 40)) {
				supported = true;
				break;
			}
		}
	} catch {}
	return supported;
}
// src/features/maintenance/components/country-code-field.tsx
var import_jsx_runtime = require_jsx_runtime();
var filterOptions = createFilterOptions({
	limit: 10,
	stringify: (o) => `${o.country.spanishName} ${o.country.name} ${o.code} ${o.code.slice(1)}`
});
/**
* 'Pais o Indicativo': type a country or a code, pick one of at most 10 suggestions. On leaving the field,
* a value that is no known calling code is cleared (spec §5).
*/
function CountryCodeField({ control, name, label }) {
	const countries = useCountries();
	const { field, fieldState } = useController({
		control,
		name
	});
	const value = typeof field.value === "string" ? field.value : "";
	const [input, setInput] = (0, import_react.useState)(value);
	const latest = (0, import_react.useRef)(value);
	const options = (0, import_react.useMemo)(() => (countries.data ?? []).flatMap((country) => countryCallingCodes(country).map((code) => ({
		key: `${country.code}${code}`,
		code,
		country
	}))), [countries.data]);
	const known = (0, import_react.useMemo)(() => new Set(options.map((o) => o.code)), [options]);
	const selected = input === value ? options.find((o) => o.code === value) : void 0;
	const [showFlags] = (0, import_react.useState)(flagEmojiSupported);
	const commit = (next) => {
		latest.current = next;
		field.onChange(next);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
		freeSolo: true,
		options,
		filterOptions,
		loading: countries.isPending,
		loadingText: UI_MESSAGES.loadingData,
		noOptionsText: "Sin resultados",
		getOptionLabel: (option) => typeof option === "string" ? option : option.code,
		isOptionEqualToValue: (option, v) => option.code === (typeof v === "string" ? v : v.code),
		value: value || null,
		inputValue: input,
		onInputChange: (_event, next) => {
			setInput(next);
			latest.current = next;
		},
		onChange: (_event, next) => commit(typeof next === "string" ? next : next?.code ?? ""),
		onBlur: () => {
			const code = normalizeCallingCode(latest.current);
			const keep = known.size > 0 && isKnownCallingCode(code, known) ? code : "";
			commit(keep);
			setInput(keep);
			field.onBlur();
		},
		renderOption: (props, option) => {
			const { key: _key, ...rest } = props;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "li",
				...rest,
				sx: { gap: 1.25 },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryMark, {
						country: option.country,
						showFlag: showFlags
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: { flexGrow: 1 },
						children: option.country.spanishName
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: {
							color: "text.secondary",
							fontVariantNumeric: "tabular-nums"
						},
						children: option.code
					})
				]
			}, option.key);
		},
		renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			...params,
			label,
			name: field.name,
			inputRef: field.ref,
			error: Boolean(fieldState.error),
			helperText: fieldState.error?.message ?? (countries.isPending ? UI_MESSAGES.loadingData : selected ? selected.country.spanishName : "Ej.: Colombia o +57"),
			slotProps: {
				inputLabel: params.InputLabelProps,
				input: {
					...params.InputProps,
					startAdornment: selected ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: {
							pl: .5,
							display: "inline-flex"
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryMark, {
							country: selected.country,
							showFlag: showFlags
						})
					}) : void 0
				},
				htmlInput: {
					...params.inputProps,
					maxLength: 10,
					autoComplete: "off"
				}
			}
		})
	});
}
/** The flag emoji, or the ISO code where the device cannot draw flags. */
function CountryMark({ country, showFlag }) {
	if (showFlag && country.flag) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		"aria-hidden": true,
		sx: {
			fontSize: "1.25rem",
			lineHeight: 1,
			width: 24
		},
		children: country.flag
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		"aria-hidden": true,
		sx: {
			fontSize: "0.6875rem",
			fontWeight: 700,
			letterSpacing: "0.04em",
			lineHeight: 1,
			px: .5,
			py: .375,
			borderRadius: .75,
			bgcolor: "primary.50",
			color: "primary.main",
			border: 1,
			borderColor: "divider",
			minWidth: 26,
			textAlign: "center"
		},
		children: country.code
	});
}
// src/features/maintenance/components/maintenance-create-page.tsx
var MAINTENANCE_FORM_TITLE = "Formulario Mantenimientos y Reparaciones";
var DOCUMENT_OPTIONS = MAINTENANCE_DOCUMENT_TYPES.map((d) => ({
	value: d.id,
	label: `${d.id} - ${d.label}`
}));
var DEFAULTS = {
	idHeadquarter: "",
	documentType: "",
	document: "",
	fullname: "",
	extension: "+57",
	cellphone: "",
	email: "",
	address: "",
	idCategory: "",
	description: "",
	archivo: [],
	consent: false,
	captcha: ""
};
var alphanumeric = (value) => value.replace(/[^0-9A-Za-z]/g, "");
function Section({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "fieldset",
		sx: {
			border: 0,
			p: 0,
			m: 0,
			minWidth: 0
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "legend",
			variant: "overline",
			sx: {
				color: "primary.main",
				mb: 1.5,
				display: "block",
				p: 0
			},
			children: title
		}), children]
	});
}
var twoColumns = {
	display: "grid",
	gap: 2.5,
	gridTemplateColumns: {
		xs: "1fr",
		sm: "1fr 1fr"
	}
};
/** `/mantenimientos/crear/`: the maintenance request with its files, through one multipart POST. */
function MaintenanceCreatePage() {
	useDocumentTitle("Mantenimientos");
	const navigate = useNavigate();
	const notice = useLocation().state?.notice;
	const headquarters = useHeadquarters();
	const categories = useCategories();
	const loading = headquarters.isPending || categories.isPending;
	const captcha = (0, import_react.useRef)(null);
	const { progress, track } = useUploadProgress();
	const form = useForm({
		resolver: u(maintenanceFormSchema),
		defaultValues: DEFAULTS
	});
	const { control } = form;
	const submit = useFormSubmit({
		form,
		captcha,
		failureMessage: FORM_ERROR_MESSAGES.maintenance,
		send: ({ archivo, ...values }, { idempotencyKey }) => track((onProgress) => createMaintenance(values, archivo, {
			idempotencyKey,
			onProgress
		})),
		onSuccess: (created) => {
			saveLastCreatedMaintenance(created.id, created.accessToken);
			navigate(maintenanceExportPath(created.id), { state: { created: true } });
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		overline: "Mantenimientos",
		title: MAINTENANCE_FORM_TITLE,
		intro: "Cuéntanos qué necesita reparación en el inmueble que tienes con nosotros. Adjunta fotos o videos del daño y te contactaremos para coordinar la visita."
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		maxWidth: "md",
		sx: { py: {
			xs: 3,
			md: 5
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 2.5,
			children: [
				notice && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "warning",
					role: "alert",
					children: notice
				}),
				loading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "info",
					icon: false,
					role: "status",
					children: UI_MESSAGES.loadingData
				}),
				(headquarters.isError || categories.isError) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "error",
					children: "Hubo un problema al cargar los datos iniciales"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
					variant: "outlined",
					sx: { p: {
						xs: 2.5,
						sm: 3,
						md: 4
					} },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "form",
						method: "post",
						noValidate: true,
						onSubmit: submit.onSubmit,
						"aria-label": MAINTENANCE_FORM_TITLE,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							spacing: 3.5,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
									variant: "body2",
									color: "text.secondary",
									children: "Los campos marcados con * son obligatorios."
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
									title: "Solicitud",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
										sx: twoColumns,
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSelect, {
											control,
											name: "idHeadquarter",
											label: "Reportar a",
											required: true,
											loading: headquarters.isPending,
											options: (headquarters.data ?? []).map((h) => ({
												value: h.id,
												label: h.headquarter
											}))
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSelect, {
											control,
											name: "idCategory",
											label: "Categoría",
											required: true,
											loading: categories.isPending,
											options: (categories.data ?? []).map((c) => ({
												value: c.id,
												label: c.category
											}))
										})]
									})
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
									title: "Tus datos",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
										sx: twoColumns,
										children: [
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSelect, {
												control,
												name: "documentType",
												label: "Tipo de Identificación",
												required: true,
												options: DOCUMENT_OPTIONS
											}),
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
												control,
												name: "document",
												label: "Número de Identificación",
												maxLength: 10,
												sanitize: alphanumeric
											}),
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
												sx: { gridColumn: { sm: "1 / -1" } },
												children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
													control,
													name: "fullname",
													label: "Nombres y Apellidos",
													maxLength: 50,
													slotProps: { htmlInput: { autoComplete: "name" } }
												})
											}),
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountryCodeField, {
												control,
												name: "extension",
												label: "Pais o Indicativo"
											}),
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DigitsField, {
												control,
												name: "cellphone",
												label: "Número de Contacto",
												maxLength: 10,
												slotProps: { htmlInput: { autoComplete: "tel-national" } }
											}),
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
												control,
												name: "email",
												label: "Correo electrónico",
												type: "email",
												maxLength: 50,
												slotProps: { htmlInput: { autoComplete: "email" } }
											}),
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
												control,
												name: "address",
												label: "Dirección",
												maxLength: 50,
												slotProps: { htmlInput: { autoComplete: "street-address" } }
											})
										]
									})
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
									title: "Descripción del daño",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
										spacing: 2.5,
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
											control,
											name: "description",
											label: "Descripción",
											placeholder: "Describe el daño o la reparación que necesitas",
											multiline: true,
											rows: 5,
											maxLength: 2500,
											counter: true
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDropZone, {
											control,
											name: "archivo",
											rules: MAINTENANCE_UPLOAD,
											label: "Cargar Imagen",
											required: true,
											disabled: submit.sending,
											hint: "Formatos jpg, jpeg, pdf, docx y mp4 · hasta 10 archivos · 1 MB por imagen o documento, 20 MB por video."
										})]
									})
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
									control,
									name: "consent",
									consent: MAINTENANCE_CONSENT
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCaptchaField, {
									control,
									name: "captcha",
									ref: captcha,
									message: FORM_MESSAGES.captchaError
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadProgress, { progress }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { message: submit.error }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
									sending: submit.sending,
									sx: { minWidth: { sm: 200 } }
								}) })
							]
						})
					})
				})
			]
		})
	})] });
}
// src/app/routes/maintenance-create.route.tsx
var handle = { prefetch: ({ queryClient }) => Promise.all([
	queryClient.prefetchQuery(headquartersQueryOptions()),
	queryClient.prefetchQuery(categoriesQueryOptions()),
	queryClient.prefetchQuery(countriesQueryOptions())
]) };
export { MaintenanceCreatePage as Component, handle };
