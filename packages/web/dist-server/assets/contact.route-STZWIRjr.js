import { B as Link, Ct as SITE, I as PhoneOutlined_default, N as WhatsApp_default, O as Stack, P as ScheduleOutlined_default, V as Box, q as Link$1, r as apiPost, wt as whatsappUrl } from "../entry-server.js";
import { t as EmailOutlined_default } from "./EmailOutlined-CcPkXsTH.js";
import { t as Divider } from "./Divider-C2AeKiSX.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { i as RequiredFieldsNote, n as FormCard, r as FormPageLayout, t as NameAndCellphoneFields } from "./name-and-cellphone-fields-dvC106kC.js";
import { i as CONTACT_CONSENT } from "./consent-Bu0A8Uiu.js";
import { c as object, u as string } from "./zod-jitless-QdzRbR37.js";
import { i as FORM_MESSAGES, r as FORM_ERROR_MESSAGES } from "./messages-CjVDmR-p.js";
import { a as FormErrorAlert, c as ConsentCheckbox, d as useForm, g as optionalEmail, i as FormTextField, l as u, m as consentField, n as SubmitButton, o as FormSuccessAlert, s as FormSuccessDialog, t as useFormSubmit, v as optionalText, w as requiredUpperText, x as requiredDigits } from "./use-form-submit-DSfqHC4q.js";
import { t as useMutation } from "./useMutation-CdiEFhi3.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// ../contracts/src/forms/contact.schema.ts
/**
* Basic contact form (no captcha per the spec; rate-limited, and `website` is a hidden honeypot that
* a person never fills).
*/
var contactRequestSchema = object({
	fullname: requiredUpperText(50),
	cellphone: requiredDigits(10),
	email: optionalEmail(50),
	message: optionalText(500, { uppercase: true }),
	consent: consentField,
	website: string().max(0, FORM_MESSAGES.honeypot).optional()
});
// src/features/contact/api/send-contact.ts
var createdSchema = object({ id: string() });
/** POST /api/contact: the basic contact form (no captcha; rate-limited; `website` is the honeypot). */
function sendContact(values, idempotencyKey) {
	return apiPost("/contact", values, {
		schema: createdSchema,
		headers: { "Idempotency-Key": idempotencyKey }
	});
}
function useSendContact() {
	return useMutation({ mutationFn: ({ values, idempotencyKey }) => sendContact(values, idempotencyKey) });
}
// src/features/contact/components/contact-form.tsx
var import_jsx_runtime = require_jsx_runtime();
var DEFAULTS = {
	fullname: "",
	cellphone: "",
	email: "",
	message: "",
	consent: false,
	website: ""
};
/** The basic contact form (spec §4): no captcha; the gateway rate-limits it and checks the honeypot. */
function ContactForm({ variant = "page" }) {
	const mutation = useSendContact();
	const form = useForm({
		resolver: u(contactRequestSchema),
		defaultValues: DEFAULTS,
		mode: "onTouched"
	});
	const submit = useFormSubmit({
		form,
		failureMessage: FORM_ERROR_MESSAGES.record,
		send: (values, { idempotencyKey }) => mutation.mutateAsync({
			values,
			idempotencyKey
		}),
		onSuccess: () => {
			if (variant === "embedded") form.reset(DEFAULTS);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "form",
		method: "post",
		noValidate: true,
		onSubmit: submit.onSubmit,
		"aria-label": "Formulario de contacto",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequiredFieldsNote, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2.25,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							display: "grid",
							gap: 2.25,
							gridTemplateColumns: {
								xs: "1fr",
								sm: "1fr 1fr"
							}
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameAndCellphoneFields, { control: form.control })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						control: form.control,
						name: "email",
						label: "Correo electrónico",
						type: "email",
						maxLength: 50,
						autoComplete: "email",
						hint: "Opcional: te enviamos allí una copia de tu mensaje."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
						control: form.control,
						name: "message",
						label: "Mensaje",
						multiline: true,
						rows: 4,
						maxLength: 500,
						counter: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-hidden": true,
						sx: {
							position: "absolute",
							left: "-10000px",
							width: 1,
							height: 1,
							overflow: "hidden"
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: ["No llenes este campo", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							...form.register("website"),
							type: "text",
							tabIndex: -1,
							autoComplete: "off"
						})] })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConsentCheckbox, {
						control: form.control,
						name: "consent",
						consent: CONTACT_CONSENT
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormErrorAlert, { message: submit.error }),
					variant === "embedded" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSuccessAlert, {
						show: submit.succeeded && !form.formState.isDirty,
						detail: "Recibimos tu mensaje; un asesor te contactará pronto."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						sending: submit.sending,
						sx: { width: {
							xs: "100%",
							sm: "auto"
						} }
					}) })
				]
			}),
			variant === "page" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormSuccessDialog, {
				open: submit.succeeded,
				detail: "Recibimos tu mensaje. Un asesor te contactará pronto."
			})
		]
	});
}
// src/features/contact/components/contact-page.tsx
function Channel({ icon, title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			gap: 1.5,
			alignItems: "flex-start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				color: "primary.main",
				mt: .25
			},
			"aria-hidden": true,
			children: icon
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "subtitle2",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			color: "text.secondary",
			component: "div",
			children
		})] })]
	});
}
/** `/contacto/`: the basic contact form and the agency's channels. */
function ContactPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormPageLayout, {
		title: "Contacto",
		intro: "Escríbenos y te responderemos lo antes posible. También puedes visitarnos en cualquiera de nuestras sedes.",
		aside: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			sx: {
				p: {
					xs: 2.5,
					md: 3
				},
				display: "grid",
				gap: 2
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h3",
					component: "h2",
					sx: { fontSize: "1.125rem" },
					children: "Otros canales"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Channel, {
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneOutlined_default, {}),
					title: "Teléfono",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						underline: "always",
						href: `tel:${SITE.phone.tel}`,
						children: SITE.phone.display
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Channel, {
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WhatsApp_default, {}),
					title: "WhatsApp",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						underline: "always",
						href: whatsappUrl(SITE.whatsapp.number),
						target: "_blank",
						rel: "noopener noreferrer",
						children: SITE.whatsapp.display
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Channel, {
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailOutlined_default, {}),
					title: "Correo electrónico",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						underline: "always",
						href: `mailto:${SITE.emails.contact}`,
						sx: { wordBreak: "break-all" },
						children: SITE.emails.contact
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Channel, {
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScheduleOutlined_default, {}),
					title: "Horario",
					children: SITE.hours
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "body2",
					color: "text.secondary",
					children: [
						"¿Tienes una petición, queja, reclamo o sugerencia? Radícala en",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							underline: "always",
							component: Link$1,
							to: SITE.pqrsPath,
							children: "PQRS"
						}),
						" ",
						"y recibe un número de radicado."
					]
				})
			]
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormCard, {
			title: "Escríbenos",
			subtitle: "Déjanos tus datos y un asesor te contactará.",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactForm, {})
		})
	});
}
export { ContactPage as Component };
