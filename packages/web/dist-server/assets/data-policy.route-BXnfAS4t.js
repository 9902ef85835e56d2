import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { B as Link, Ct as SITE, M as Container, V as Box, bt as BRANCHES, c as useDocumentTitle, q as Link$1 } from "../entry-server.js";
import { a as DATA_POLICY, n as CONSENTS, o as FORM_IDS, r as CONSENT_PURPOSES } from "./consent-Bu0A8Uiu.js";
import { t as formatDateEs } from "./dates-C_Z5u-HR.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { a as Table, i as Tablelvl2Context, n as TableCell, r as TableBody, t as TableRow } from "./TableRow-rOmeWmIP.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { _ as generateUtilityClasses, a as styled, f as composeClasses, i as useDefaultProps, v as generateUtilityClass, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { t as PageHero } from "./page-hero-Bl5ZKqC-.js";
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/TableHead/tableHeadClasses.js
function getTableHeadUtilityClass(slot) {
	return generateUtilityClass("MuiTableHead", slot);
}
generateUtilityClasses("MuiTableHead", ["root"]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/TableHead/TableHead.js
var import_react = /* @__PURE__ */ __toESM(require_react());
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableHeadUtilityClass, classes);
};
var TableHeadRoot = styled("thead", {
	name: "MuiTableHead",
	slot: "Root"
})({ display: "table-header-group" });
var tablelvl2 = { variant: "head" };
var defaultComponent = "thead";
var TableHead = /*#__PURE__*/ import_react.forwardRef(function TableHead(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableHead"
	});
	const { className, component = defaultComponent, ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tablelvl2Context.Provider, {
		value: tablelvl2,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableHeadRoot, {
			as: component,
			className: clsx(classes.root, className),
			ref,
			role: component === defaultComponent ? null : "rowgroup",
			ownerState,
			...other
		})
	});
});
// src/features/policy/components/data-policy-content.ts
/** What each form collects, in the policy's words; the purposes come from the consents the forms record. */
var FORM_TREATMENTS = [
	{
		form: FORM_IDS.contact,
		name: "Formulario de contacto",
		data: "nombres y apellidos, celular, correo electrónico (opcional) y el mensaje que escribes."
	},
	{
		form: FORM_IDS.propertyContact,
		name: "Solicitud de asesoría sobre un inmueble («SOLICITA TU ASESORÍA»)",
		data: "nombres y apellidos, celular, correo electrónico, mensaje y el código del inmueble consultado."
	},
	{
		form: FORM_IDS.advisorConsent,
		name: "Contacto con el asesor de un inmueble",
		data: "nombres y apellidos, celular y el código del inmueble."
	},
	{
		form: FORM_IDS.promoteProperty,
		name: "Promociona tu inmueble",
		data: "nombres y apellidos, celular, correo electrónico, tipo de inmueble, gestión deseada (arriendo o venta), valor aproximado, dirección, barrio, departamento, ciudad y la descripción que nos das sobre ti y tu inmueble."
	},
	{
		form: FORM_IDS.workWithUs,
		name: "Trabaja con nosotros",
		data: "nombres y apellidos, celular, correo electrónico, vacante, la descripción que nos das sobre ti y tu hoja de vida con sus anexos (PDF)."
	},
	{
		form: FORM_IDS.pqrs,
		name: "Peticiones, quejas, reclamos y sugerencias (PQRS)",
		data: "tipo y número de documento, nombres y apellidos, celular, correo electrónico, área y el contenido de tu solicitud."
	},
	{
		form: FORM_IDS.maintenance,
		name: "Mantenimientos y reparaciones",
		data: "sede, tipo y número de documento, nombres y apellidos, indicativo y celular, correo electrónico, dirección del inmueble, categoría, descripción del daño y las fotos, videos o documentos que cargues."
	}
];
function purposesOf(form) {
	return CONSENTS[form].purposes.map((p) => CONSENT_PURPOSES[p.id]);
}
/** Retention periods (Decreto 1377 art. 11: only as long as the purpose needs). */
var RETENTION = [
	["Contacto, asesoría sobre inmuebles y contacto con asesores", "Dos (2) años desde tu último contacto con nosotros, salvo que inicies una relación comercial."],
	["Promociona tu inmueble", "Dos (2) años desde la solicitud si no firmamos un contrato; si lo firmamos, mientras dure el contrato y diez (10) años más, como exige la conservación de documentos comerciales (Código de Comercio, art. 28)."],
	["Hojas de vida de personas no seleccionadas", "Seis (6) meses desde su recepción, para tenerte en cuenta en vacantes similares; luego se eliminan. Si eres seleccionado, pasan a tu historia laboral."],
	["PQRS", "Cinco (5) años desde la respuesta definitiva, para atender requerimientos de autoridades de control."],
	["Mantenimientos y reparaciones", "Mientras dure el contrato de arrendamiento o administración del inmueble y cinco (5) años más."],
	["Prueba de cada autorización", "Mientras tratemos tus datos y cinco (5) años más, para demostrar ante la Superintendencia de Industria y Comercio que contábamos con tu autorización."]
];
// src/features/policy/components/data-policy-page.tsx
var MAIN_OFFICE = BRANCHES[0];
var EFFECTIVE_DATE = formatDateEs(`${DATA_POLICY.effectiveDate}T12:00:00-05:00`);
var SECTIONS = [
	["responsable", "1. Responsable del tratamiento"],
	["marco-legal", "2. Marco legal y definiciones"],
	["finalidades", "3. Tratamiento y finalidades"],
	["sensibles", "4. Datos sensibles y de menores"],
	["derechos", "5. Derechos de los titulares"],
	["area", "6. Área responsable de atender solicitudes"],
	["procedimiento", "7. Procedimiento para consultas y reclamos"],
	["autorizacion", "8. Autorización y prueba"],
	["encargados", "9. Encargados, transferencias y seguridad"],
	["conservacion", "10. Conservación de los datos"],
	["vigencia", "11. Vigencia y cambios"]
];
function Section({ id, children }) {
	const title = SECTIONS.find(([key]) => key === id)?.[1] ?? "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": `politica-${id}`,
		sx: { scrollMarginTop: 96 },
		id,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: `politica-${id}`,
			variant: "h2",
			sx: {
				fontSize: {
					xs: "1.25rem",
					md: "1.5rem"
				},
				mt: 5,
				mb: 1.5
			},
			children: title
		}), children]
	});
}
function P({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: {
			mb: 1.5,
			lineHeight: 1.7
		},
		children
	});
}
function Items({ items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			pl: 3,
			mt: 0,
			mb: 2,
			"& li": {
				mb: .75,
				lineHeight: 1.65
			}
		},
		children: items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: item }, index))
	});
}
/** `/politica-de-datos/`: the personal-data treatment policy (Ley 1581 de 2012, Decreto 1377 de 2013). */
function DataPolicyPage() {
	useDocumentTitle("Política de datos");
	const contactMail = SITE.emails.customerService;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		title: "Política de tratamiento de datos personales",
		intro: "Cómo recogemos, usamos y protegemos tus datos personales, y cómo ejercer tus derechos (Ley 1581 de 2012).",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			sx: {
				mt: 2,
				color: "rgba(255,255,255,0.85)"
			},
			variant: "body2",
			children: [
				"Versión ",
				DATA_POLICY.version,
				" · Vigente desde el ",
				EFFECTIVE_DATE
			]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		maxWidth: "md",
		sx: { py: {
			xs: 4,
			md: 6
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				component: "nav",
				"aria-label": "Contenido de la política",
				sx: { p: {
					xs: 2,
					md: 3
				} },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h6",
					component: "p",
					sx: { mb: 1 },
					children: "Contenido"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ol",
					sx: {
						m: 0,
						pl: 0,
						listStyle: "none",
						columns: { sm: 2 },
						columnGap: 4
					},
					children: SECTIONS.map(([id, title]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "li",
						sx: {
							mb: .5,
							breakInside: "avoid"
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							underline: "always",
							href: `#${id}`,
							children: title
						})
					}, id))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "responsable",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(P, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: SITE.legalName }),
					", identificada con NIT ",
					SITE.nit,
					", con domicilio principal en",
					" ",
					MAIN_OFFICE?.direccion,
					", ",
					MAIN_OFFICE?.ciudad,
					" (Antioquia, Colombia), es la responsable del tratamiento de los datos personales que recoge a través de este sitio web, sus sedes y sus canales de atención."
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Items, { items: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						"Correo para asuntos de datos personales:",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							underline: "always",
							href: `mailto:${contactMail}`,
							children: contactMail
						})
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						"Teléfono:",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							underline: "always",
							href: `tel:${SITE.phone.tel}`,
							children: SITE.phone.display
						}),
						" ",
						"· WhatsApp: ",
						SITE.whatsapp.display
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["Horario de atención: ", SITE.hours] })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "marco-legal",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Esta política desarrolla la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013 (compilado en el Decreto Único Reglamentario 1074 de 2015) y las instrucciones de la Superintendencia de Industria y Comercio (SIC). En ella:" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Items, { items: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Titular" }), " es la persona natural cuyos datos se tratan."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Tratamiento" }), " es cualquier operación sobre datos personales: recolección, almacenamiento, uso, circulación o supresión."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Autorización" }), " es el consentimiento previo, expreso e informado del titular."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Responsable" }),
							" es quien decide sobre el tratamiento (",
							SITE.legalName,
							");",
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "encargado" }),
							" es quien trata datos por cuenta del responsable."
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Dato sensible" }), " es el que afecta la intimidad del titular o puede generar discriminación (origen racial, salud, orientación sexual, datos biométricos como la fotografía, entre otros)."] })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Aplicamos los principios de legalidad, finalidad, libertad, veracidad, transparencia, acceso y circulación restringida, seguridad y confidencialidad (Ley 1581, art. 4)." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "finalidades",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Solo tratamos tus datos para las finalidades que te informamos al recogerlos. Cada formulario del sitio te pide autorización para las suyas, con una casilla que nunca viene marcada:" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						tabIndex: 0,
						role: "region",
						"aria-label": "Tabla desplazable",
						sx: {
							overflowX: "auto",
							mb: 2
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
							size: "small",
							"aria-label": "Datos y finalidades por formulario",
							sx: { minWidth: 560 },
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
									sx: { fontWeight: 700 },
									children: "Formulario"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
									sx: { fontWeight: 700 },
									children: "Datos que recogemos"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
									sx: { fontWeight: 700 },
									children: "Finalidades"
								})
							] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: FORM_TREATMENTS.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
								sx: { verticalAlign: "top" },
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
										sx: { fontWeight: 600 },
										children: row.name
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: row.data.charAt(0).toUpperCase() + row.data.slice(1) }),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableCell, { children: [purposesOf(row.form).join(". "), "."] })
								]
							}, row.form)) })]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Además, usamos los datos para cumplir obligaciones legales y contractuales (por ejemplo, contratos de arrendamiento, corretaje o administración), atender requerimientos de autoridades y mantener la seguridad del sitio. En tus favoritos y filtros de búsqueda el sitio guarda información solo en tu navegador; no la recibimos. Una finalidad nueva requiere una nueva autorización." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "sensibles",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "No es obligatorio entregar datos sensibles (Ley 1581, art. 6). Si tu hoja de vida incluye tu fotografía, datos de salud u otros datos sensibles, entregarlos es opcional y solo los usamos para el proceso de selección. En las fotos y videos de mantenimientos te pedimos mostrar solo el daño y evitar personas." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Este sitio no está dirigido a menores de edad. Si un menor nos entrega datos, los tratamos respetando su interés superior y sus derechos fundamentales, y con la autorización de su representante legal." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "derechos",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Como titular tienes derecho a (Ley 1581, art. 8):" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Items, { items: [
						"Conocer, actualizar y rectificar tus datos personales.",
						"Solicitar prueba de la autorización que nos diste.",
						"Ser informado, previa solicitud, sobre el uso que damos a tus datos.",
						"Presentar quejas ante la Superintendencia de Industria y Comercio, después de agotar el trámite de consulta o reclamo ante nosotros.",
						"Revocar la autorización y pedir la supresión de tus datos cuando no exista un deber legal o contractual de conservarlos.",
						"Acceder gratuitamente a tus datos personales."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Pueden ejercer estos derechos el titular, sus causahabientes, su representante o apoderado, y quien actúe por estipulación a favor de otro." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "area",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(P, { children: [
					"El área de ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Servicio al Cliente" }),
					", con el apoyo del oficial de protección de datos, atiende las consultas, reclamos y solicitudes sobre datos personales en",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						underline: "always",
						href: `mailto:${contactMail}`,
						children: contactMail
					}),
					", en el teléfono ",
					SITE.phone.display,
					", en cualquiera de nuestras sedes o a través del formulario de",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						underline: "always",
						component: Link$1,
						to: SITE.pqrsPath,
						children: "PQRS"
					}),
					"."
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "procedimiento",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Tu solicitud debe incluir tu nombre e identificación, la descripción de lo que pides, la dirección o correo donde quieres recibir respuesta y, si actúas por otra persona, el documento que lo acredite. Los plazos se cuentan en días hábiles desde el día siguiente a la recepción:" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Items, { items: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Consultas" }), " (conocer tus datos o cómo los usamos): respuesta en un máximo de diez (10) días hábiles. Si no podemos responder en ese plazo, te informamos el motivo y respondemos a más tardar cinco (5) días hábiles después del vencimiento del primer plazo (Ley 1581, art. 14)."] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Reclamos" }), " (corregir, actualizar o suprimir datos, revocar la autorización o advertir un incumplimiento): respuesta en un máximo de quince (15) días hábiles. Si no es posible, te informamos el motivo y respondemos a más tardar ocho (8) días hábiles después del vencimiento del primer plazo (Ley 1581, art. 15)."] }),
					"Si el reclamo está incompleto, te pedimos completarlo dentro de los cinco (5) días siguientes a su recepción; si pasan dos (2) meses sin que lo completes, entendemos que desististe.",
					"Dentro de los dos (2) días hábiles siguientes a la recepción de un reclamo completo, marcamos tus datos con la leyenda «reclamo en trámite» hasta que se resuelva."
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "autorizacion",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(P, { children: [
					"Pedimos tu autorización a más tardar al recoger los datos, con una casilla que debes marcar tú mismo; el silencio, las casillas premarcadas o el solo envío de un formulario no son autorización (Decreto 1377, art. 7). Conservamos prueba de cada autorización (Decreto 1377, art. 8): el formulario, la versión de esta política (",
					DATA_POLICY.version,
					") y su dirección, el texto exacto que aceptaste, las finalidades, la fecha y hora, y una huella cifrada de la dirección IP desde la que enviaste la solicitud."
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "encargados",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "No vendemos ni cedemos tus datos. Los compartimos solo con encargados que nos prestan servicios (alojamiento del sitio, envío de correos, software inmobiliario y de gestión) bajo contratos que les obligan a tratarlos únicamente para esas tareas y con las mismas medidas de seguridad. Si algún encargado está fuera de Colombia, la transmisión se hace bajo un contrato de transmisión conforme al artículo 25 del Decreto 1377 de 2013." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Protegemos los datos con conexiones cifradas, control de acceso por funciones, archivos guardados fuera de cualquier carpeta pública, verificación del tipo real de los archivos cargados y registros que no guardan datos personales en claro." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
				id: "conservacion",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Conservamos los datos solo mientras lo requiere su finalidad (Decreto 1377, art. 11):" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						tabIndex: 0,
						role: "region",
						"aria-label": "Tabla desplazable",
						sx: {
							overflowX: "auto",
							mb: 2
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
							size: "small",
							"aria-label": "Plazos de conservación",
							sx: { minWidth: 480 },
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								sx: { fontWeight: 700 },
								children: "Datos"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								sx: { fontWeight: 700 },
								children: "Plazo"
							})] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: RETENTION.map(([what, period]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
								sx: { verticalAlign: "top" },
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
									sx: { fontWeight: 600 },
									children: what
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: period })]
							}, what)) })]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(P, { children: "Vencido el plazo, los datos se eliminan o se anonimizan de forma segura." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
				id: "vigencia",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(P, { children: [
					"Esta política, versión ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: DATA_POLICY.version }),
					", rige desde el",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: EFFECTIVE_DATE }),
					" y mientras la agencia trate datos personales. Los cambios sustanciales se publicarán en esta página antes de aplicarse y, si afectan las finalidades, te pediremos una nueva autorización. Cada autorización que nos das queda asociada a la versión vigente al momento de darla."
				] })
			})
		]
	})] });
}
export { DataPolicyPage as Component };
