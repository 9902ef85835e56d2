import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { O as Stack, V as Box, i as apiPostForm } from "../entry-server.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { i as RequiredFieldsNote, n as FormCard, r as FormPageLayout, t as NameAndCellphoneFields } from "./name-and-cellphone-fields-dvC106kC.js";
import { i as CV_UPLOAD, n as UploadProgress, o as checkUploadFiles, r as FileDropZone, t as useUploadProgress } from "./use-upload-progress-Djtpb3I3.js";
import { r as FORM_ERROR_MESSAGES } from "./messages-CjVDmR-p.js";
import { d as WORK_WITH_US_CONSENT } from "./consent-Bu0A8Uiu.js";
import { c as object, n as _instanceof, r as array, u as string } from "./zod-jitless-QdzRbR37.js";
import { S as requiredEmail, a as FormErrorAlert, c as ConsentCheckbox, d as useForm, i as FormTextField, l as u, m as consentField, n as SubmitButton, p as captchaField, s as FormSuccessDialog, t as useFormSubmit, w as requiredUpperText, x as requiredDigits } from "./use-form-submit-DSfqHC4q.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as FormCaptchaField } from "./form-captcha-field-ByNebLPd.js";
import { t as useMutation } from "./useMutation-CdiEFhi3.js";
// ../contracts/src/forms/work-with-us.schema.ts
/** Text fields of 'Trabaja con nosotros'; the CV files travel as multipart parts (see CV_UPLOAD). */
var workWithUsRequestSchema = object({
	fullname: requiredUpperText(50),
	cellphone: requiredDigits(10),
	email: requiredEmail(50),
	vacant: requiredUpperText(100),
	aboutYou: requiredUpperText(200),
	consent: consentField,
	captcha: captchaField()
});
// src/features/work-with-us/api/send-work-with-us.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var createdSchema = object({ id: string() });
/** POST /api/work-with-us as multipart: the text fields plus each CV under `archivo`, with upload progress. */
function sendWorkWithUs({ values, files, idempotencyKey, onProgress }) {
	const form = new FormData();
	for (const [name, value] of Object.entries(values)) form.append(name, String(value));
	for (const file of files) form.append(CV_UPLOAD.fieldName, file, file.name);
	return apiPostForm("/work-with-us", form, {
		schema: createdSchema,
		headers: { "Idempotency-Key": idempotencyKey },
		onProgress
	});
}
function useSendWorkWithUs() {
	return useMutation({ mutationFn: sendWorkWithUs });
}
// src/features/work-with-us/components/work-with-us-form.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The contracts' schema plus the CV files, checked with the same rules the gateway applies. */
var formSchema = workWithUsRequestSchema.extend({ files: array(_instanceof(File)).superRefine((files, ctx) => {
	const problem = checkUploadFiles(CV_UPLOAD, files.map((f) => ({
		name: f.name,
		size: f.size,
		mime: f.type || void 0
	})));
	if (problem) ctx.addIssue({
		code: "custom",
		message: problem.message
	});
}) });
var DEFAULTS = {
	fullname: "",
	cellphone: "",
	email: "",
	vacant: "",
	aboutYou: "",
	files: [],
	consent: false,
	captcha: ""
};
var MAX_MB = Math.max(...CV_UPLOAD.types.map((t) => t.maxBytes)) / 1048576;
/** '¡ENVÍANOS TU SOLICITUD!': the application with the CV (PDF), sent with upload progress. */
function WorkWithUsForm() {
	const captcha = (0, import_react.useRef)(null);
	const { progress, track } = useUploadProgress();
	const mutation = useSendWorkWithUs();
	const form = useForm({
		resolver: u(formSchema),
		defaultValues: DEFAULTS,
		mode: "onTouched"
	});
	const submit = useFormSubmit({
		form,
		captcha,
		failureMessage: FORM_ERROR_MESSAGES.workWithUs,
		send: ({ files, ...values }, { idempotencyKey }) => track((onProgress) => mutation.mutateAsync({
			values,
			files,
			idempotencyKey,
			onProgress
		}))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		method: "post",
		noValidate: true,
		onSubmit: submit.onSubmit,
		"aria-label": "Trabaja con nosotros",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequiredFieldsNote, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2.25,
				children: [
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
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
								control: form.control,
								name: "vacant",
								label: "Vacante a la que aspiras",
								required: true,
								maxLength: 100,
								hint: "Por ejemplo: asesor comercial, auxiliar contable."
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						control: form.control,
						name: "aboutYou",
						label: "Cuéntanos sobre ti",
						required: true,
						multiline: true,
						rows: 4,
						maxLength: 200,
						counter: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FileDropZone, {
						control: form.control,
						name: "files",
						rules: CV_UPLOAD,
						label: "Hoja de vida",
						required: true,
						disabled: submit.sending,
						hint: `Solo archivos PDF: hasta ${CV_UPLOAD.maxFiles} archivos de ${MAX_MB} MB cada uno.`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
						control: form.control,
						name: "consent",
						consent: WORK_WITH_US_CONSENT
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCaptchaField, {
						control: form.control,
						name: "captcha",
						ref: captcha
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadProgress, { progress }),
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
				detail: "Recibimos tu hoja de vida. Te enviamos una confirmación a tu correo; nuestro equipo de talento humano te contactará si tu perfil se ajusta a la vacante."
			})
		]
	});
}
// src/features/work-with-us/components/work-with-us-page.tsx
var STEPS = [
	["Envía tu solicitud", "Completa el formulario y adjunta tu hoja de vida en PDF."],
	["Revisamos tu perfil", "Talento humano compara tu experiencia con las vacantes abiertas."],
	["Te contactamos", "Si tu perfil se ajusta, te llamamos para una entrevista."]
];
/** `/trabaja-con-nosotros/`: the work-with-us page ('¡ENVÍANOS TU SOLICITUD!'). */
function WorkWithUsPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPageLayout, {
		title: "Trabaja con nosotros",
		overline: "Talento humano",
		intro: "Buscamos personas que quieran crecer con nosotros en el sector inmobiliario.",
		aside: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			sx: { p: {
				xs: 2.5,
				md: 3
			} },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h3",
				component: "h2",
				sx: {
					fontSize: "1.125rem",
					mb: 2
				},
				children: "Así es nuestro proceso"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ol",
				sx: {
					m: 0,
					p: 0,
					listStyle: "none",
					display: "grid",
					gap: 2
				},
				children: STEPS.map(([title, text], index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: {
						display: "flex",
						gap: 1.5
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": true,
						sx: {
							flexShrink: 0,
							width: 32,
							height: 32,
							borderRadius: "50%",
							display: "grid",
							placeItems: "center",
							bgcolor: "secondary.main",
							color: "secondary.contrastText",
							fontWeight: 700
						},
						children: index + 1
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: { fontWeight: 650 },
						children: title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: text
					})] })]
				}, title))
			})]
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCard, {
			title: "¡ENVÍANOS TU SOLICITUD!",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WorkWithUsForm, {})
		})
	});
}
export { WorkWithUsPage as Component };
