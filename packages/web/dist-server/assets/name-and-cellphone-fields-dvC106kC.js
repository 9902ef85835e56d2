import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { i as FormTextField, r as DigitsField } from "./use-form-submit-DSfqHC4q.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { M as Container, V as Box, c as useDocumentTitle } from "../entry-server.js";
import { t as PageHero } from "./page-hero-Bl5ZKqC-.js";
// src/features/forms/components/form-page-layout.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A form page: the coloured hero, then the form card beside an optional aside. */
function FormPageLayout({ title, documentTitle, overline, intro, aside, children }) {
	useDocumentTitle(documentTitle ?? title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		title,
		overline,
		intro
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		maxWidth: "lg",
		sx: { py: {
			xs: 3,
			md: 6
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: {
					xs: 3,
					md: 4
				},
				alignItems: "start",
				gridTemplateColumns: {
					xs: "1fr",
					md: aside ? "minmax(0, 1.6fr) minmax(0, 1fr)" : "1fr"
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { minWidth: 0 },
				children
			}), aside && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "aside",
				sx: {
					minWidth: 0,
					position: { md: "sticky" },
					top: { md: 96 }
				},
				children: aside
			})]
		})
	})] });
}
/** The card around a form, labelled by its heading. */
function FormCard({ title, subtitle, children }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "section",
		variant: "outlined",
		"aria-labelledby": `${id}-title`,
		sx: { p: {
			xs: 2.5,
			sm: 3,
			md: 4
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: `${id}-title`,
				variant: "h2",
				sx: {
					fontSize: {
						xs: "1.375rem",
						md: "1.625rem"
					},
					color: "primary.main"
				},
				children: title
			}),
			subtitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { mt: .75 },
				children: subtitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: {
					xs: 2.5,
					md: 3
				} },
				children
			})
		]
	});
}
/** Small note about required fields, shown above the fields. */
function RequiredFieldsNote() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		color: "text.secondary",
		sx: { mb: 2 },
		children: "Los campos marcados con * son obligatorios."
	});
}
// src/features/forms/components/name-and-cellphone-fields.tsx
/** 'Nombres y apellidos' and 'Celular', both required, as the contact, promote and work-with-us forms ask them. */
function NameAndCellphoneFields({ control }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
		control,
		name: "fullname",
		label: "Nombres y apellidos",
		required: true,
		maxLength: 50,
		autoComplete: "name"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DigitsField, {
		control,
		name: "cellphone",
		label: "Celular",
		required: true,
		maxLength: 10,
		autoComplete: "tel-national"
	})] });
}
export { RequiredFieldsNote as i, FormCard as n, FormPageLayout as r, NameAndCellphoneFields as t };
