import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { r as FORM_ERROR_MESSAGES } from "./messages-CjVDmR-p.js";
import { c as PQRS_CONSENT } from "./consent-Bu0A8Uiu.js";
import { i as PQRS_DOCUMENT_TYPE_IDS, r as PQRS_DOCUMENT_TYPES } from "./document-types-hMOUlAgN.js";
import { c as object } from "./zod-jitless-QdzRbR37.js";
import { E as selectOption, S as requiredEmail, T as selectId, a as FormErrorAlert, c as ConsentCheckbox, d as useForm, i as FormTextField, l as u, m as consentField, n as SubmitButton, p as captchaField, r as DigitsField, t as useFormSubmit, w as requiredUpperText, x as requiredDigits } from "./use-form-submit-DSfqHC4q.js";
import { M as Container, O as Stack, V as Box, Z as useNavigate, c as useDocumentTitle, r as apiPost, w as pqrsExportPath } from "../entry-server.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as PageHero } from "./page-hero-Bl5ZKqC-.js";
import { t as FormCaptchaField } from "./form-captcha-field-ByNebLPd.js";
import { t as FormSelect } from "./form-select-B0n9c3iZ.js";
import { n as savePqrsAccess, r as pqrsCreatedSchema } from "./pqrs-access-hVSm6Qq7.js";
import { n as useAreas } from "./get-areas-D3HnoNtp.js";
var PQRS_AREA_IDS = [
	{
		id: 1,
		name: "Arrendamientos"
	},
	{
		id: 2,
		name: "Ventas"
	},
	{
		id: 3,
		name: "Contabilidad"
	},
	{
		id: 4,
		name: "Servicio al cliente"
	},
	{
		id: 5,
		name: "Mantenimientos"
	},
	{
		id: 6,
		name: "Jurídica"
	}
].map((a) => a.id);
// ../contracts/src/forms/pqrs.schema.ts
/** 'Formulario Peticiones Quejas y Reclamos'. */
var pqrsRequestSchema = object({
	idArea: selectId(PQRS_AREA_IDS),
	documentType: selectOption(PQRS_DOCUMENT_TYPE_IDS),
	document: requiredDigits(10),
	fullname: requiredUpperText(50),
	cellphone: requiredDigits(10),
	email: requiredEmail(50),
	message: requiredUpperText(180),
	consent: consentField,
	captcha: captchaField()
});
// src/features/pqrs/api/create-pqrs.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** POST /api/pqrs: the gateway files it and answers {id, radicado, accessToken}. */
function createPqrs(body, idempotencyKey) {
	return apiPost("/pqrs", body, {
		schema: pqrsCreatedSchema,
		headers: { "Idempotency-Key": idempotencyKey }
	});
}
// src/features/pqrs/components/pqrs-create-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var PQRS_FORM_TITLE = "Formulario Peticiones Quejas y Reclamos";
var DOCUMENT_OPTIONS = PQRS_DOCUMENT_TYPES.map((d) => ({
	value: d.id,
	label: `${d.id} - ${d.label}`
}));
var DEFAULTS = {
	idArea: "",
	documentType: "",
	document: "",
	fullname: "",
	cellphone: "",
	email: "",
	message: "",
	consent: false,
	captcha: ""
};
/** `/pqrs/crear/`: files a PQRS through the gateway, then opens its export (spec §2, §4). */
function PqrsCreatePage() {
	useDocumentTitle("PQRS");
	const navigate = useNavigate();
	const areas = useAreas();
	const captcha = (0, import_react.useRef)(null);
	const form = useForm({
		resolver: u(pqrsRequestSchema),
		defaultValues: DEFAULTS
	});
	const { control } = form;
	const submit = useFormSubmit({
		form,
		captcha,
		failureMessage: FORM_ERROR_MESSAGES.pqrs,
		send: (values, { idempotencyKey }) => createPqrs(values, idempotencyKey),
		onSuccess: (created) => {
			savePqrsAccess(created.id, created.accessToken);
			navigate(pqrsExportPath(created.id), { state: { created: true } });
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		overline: "Peticiones · Quejas · Reclamos · Sugerencias",
		title: PQRS_FORM_TITLE,
		intro: `Radica tu solicitud y recibe el número de radicado en tu correo. Respondemos dentro de los 15 días hábiles siguientes (Ley 1755 de 2015).`
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		maxWidth: "md",
		sx: { py: {
			xs: 3,
			md: 5
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
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
				"aria-label": PQRS_FORM_TITLE,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					spacing: 2.5,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							color: "text.secondary",
							children: "Los campos marcados con * son obligatorios."
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "grid",
								gap: 2.5,
								gridTemplateColumns: {
									xs: "1fr",
									sm: "1fr 1fr"
								}
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSelect, {
									control,
									name: "idArea",
									label: "Área",
									required: true,
									loading: areas.isPending,
									options: (areas.data ?? []).map((a) => ({
										value: a.id,
										label: a.name
									}))
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSelect, {
									control,
									name: "documentType",
									label: "Tipo de documento",
									required: true,
									options: DOCUMENT_OPTIONS
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DigitsField, {
									control,
									name: "document",
									label: "Número de documento",
									required: true,
									maxLength: 10
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
									control,
									name: "fullname",
									label: "Nombres y Apellidos",
									required: true,
									maxLength: 50,
									slotProps: { htmlInput: { autoComplete: "name" } }
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DigitsField, {
									control,
									name: "cellphone",
									label: "Teléfono",
									required: true,
									maxLength: 10,
									slotProps: { htmlInput: { autoComplete: "tel-national" } }
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
									control,
									name: "email",
									label: "Correo electrónico",
									type: "email",
									required: true,
									maxLength: 50,
									slotProps: { htmlInput: { autoComplete: "email" } }
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
							control,
							name: "message",
							label: "Mensaje",
							required: true,
							multiline: true,
							rows: 3,
							maxLength: 180,
							counter: true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
							control,
							name: "consent",
							consent: PQRS_CONSENT
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCaptchaField, {
							control,
							name: "captcha",
							ref: captcha
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { message: submit.error }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
							sending: submit.sending,
							sx: { minWidth: { sm: 200 } }
						}) })
					]
				})
			})
		})
	})] });
}
export { PqrsCreatePage as Component };
