import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { i as FORM_MESSAGES } from "./messages-CjVDmR-p.js";
import { u as useController } from "./use-form-submit-DSfqHC4q.js";
import { t as Alert } from "./Alert-CMdY8li_.js";
import { V as Box, n as apiGet, t as API_BASE } from "../entry-server.js";
import { v as FormHelperText } from "./ArrowDropDown-B3zTD2rU.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { _ as generateUtilityClasses, a as styled, f as composeClasses, i as useDefaultProps, t as memoTheme, v as generateUtilityClass, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { c as css, l as keyframes } from "./Typography-C0uzoc2g.js";
import { t as useTheme } from "./useTheme-D7se03VM.js";
import { c as object, t as _enum, u as string } from "./zod-jitless-QdzRbR37.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { t as useNearScreen } from "./use-near-screen-BFJ_tkmJ.js";
// ../contracts/src/captcha.ts
/** Captcha providers the gateway can verify (CAPTCHA_PROVIDER); ALTCHA is self-hosted and the default. */
var CAPTCHA_PROVIDERS = [
	"altcha",
	"recaptcha",
	"turnstile"
];
/** Gateway routes the captcha widget talks to (under the /api prefix). */
var CAPTCHA_ROUTES = {
	config: "/api/captcha/config",
	challenge: "/api/captcha/challenge"
};
/** `GET /api/captcha/config`: which widget to render and its public site key (null for ALTCHA). */
var captchaConfigSchema = object({
	provider: _enum(CAPTCHA_PROVIDERS),
	siteKey: string().min(1).nullable()
});
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/styles/cssUtils.js
function getUnit(input) {
	return String(input).match(/[\d.\-+]*\s*(.*)/)[1] || "";
}
function toUnitless(length) {
	return parseFloat(length);
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Skeleton/skeletonClasses.js
var import_react = /* @__PURE__ */ __toESM(require_react());
function getSkeletonUtilityClass(slot) {
	return generateUtilityClass("MuiSkeleton", slot);
}
generateUtilityClasses("MuiSkeleton", [
	"root",
	"text",
	"rectangular",
	"rounded",
	"circular",
	"pulse",
	"wave",
	"withChildren",
	"fitContent",
	"heightAuto"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Skeleton/Skeleton.js
var import_jsx_runtime = require_jsx_runtime();
var useUtilityClasses = (ownerState) => {
	const { classes, variant, animation, hasChildren, width, height } = ownerState;
	return composeClasses({ root: [
		"root",
		variant,
		animation,
		hasChildren && "withChildren",
		hasChildren && !width && "fitContent",
		hasChildren && !height && "heightAuto"
	] }, getSkeletonUtilityClass, classes);
};
var pulseKeyframe = keyframes`
  0% {
    opacity: 1;
  }

  50% {
    opacity: 0.4;
  }

  100% {
    opacity: 1;
  }
`;
var waveKeyframe = keyframes`
  0% {
    transform: translateX(-100%);
  }

  50% {
    /* +0.5s of delay between each loop */
    transform: translateX(100%);
  }

  100% {
    transform: translateX(100%);
  }
`;
var pulseAnimation = typeof pulseKeyframe !== "string" ? css`
        animation: ${pulseKeyframe} 2s ease-in-out 0.5s infinite;
      ` : null;
var waveAnimation = typeof waveKeyframe !== "string" ? css`
        &::after {
          animation: ${waveKeyframe} 2s linear 0.5s infinite;
        }
      ` : null;
var SkeletonRoot = styled("span", {
	name: "MuiSkeleton",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.variant],
			ownerState.animation !== false && styles[ownerState.animation],
			ownerState.hasChildren && styles.withChildren,
			ownerState.hasChildren && !ownerState.width && styles.fitContent,
			ownerState.hasChildren && !ownerState.height && styles.heightAuto
		];
	}
})(memoTheme(({ theme }) => {
	const radiusUnit = getUnit(theme.shape.borderRadius) || "px";
	const radiusValue = toUnitless(theme.shape.borderRadius);
	return {
		display: "block",
		backgroundColor: theme.vars ? theme.vars.palette.Skeleton.bg : theme.alpha(theme.palette.text.primary, theme.palette.mode === "light" ? .11 : .13),
		height: "1.2em",
		variants: [
			{
				props: { variant: "text" },
				style: {
					marginTop: 0,
					marginBottom: 0,
					height: "auto",
					transformOrigin: "0 55%",
					transform: "scale(1, 0.60)",
					borderRadius: `${radiusValue}${radiusUnit}/${Math.round(radiusValue / .6 * 10) / 10}${radiusUnit}`,
					"&:empty:before": { content: "\"\\00a0\"" }
				}
			},
			{
				props: { variant: "circular" },
				style: { borderRadius: "50%" }
			},
			{
				props: { variant: "rounded" },
				style: { borderRadius: (theme.vars || theme).shape.borderRadius }
			},
			{
				props: ({ ownerState }) => ownerState.hasChildren,
				style: { "& > *": { visibility: "hidden" } }
			},
			{
				props: ({ ownerState }) => ownerState.hasChildren && !ownerState.width,
				style: { maxWidth: "fit-content" }
			},
			{
				props: ({ ownerState }) => ownerState.hasChildren && !ownerState.height,
				style: { height: "auto" }
			},
			{
				props: { animation: "pulse" },
				style: pulseAnimation || { animation: `${pulseKeyframe} 2s ease-in-out 0.5s infinite` }
			},
			{
				props: { animation: "wave" },
				style: {
					position: "relative",
					overflow: "hidden",
					WebkitMaskImage: "-webkit-radial-gradient(white, black)",
					"&::after": {
						background: `linear-gradient(
                90deg,
                transparent,
                ${(theme.vars || theme).palette.action.hover},
                transparent
              )`,
						content: "\"\"",
						position: "absolute",
						transform: "translateX(-100%)",
						bottom: 0,
						left: 0,
						right: 0,
						top: 0
					}
				}
			},
			{
				props: { animation: "wave" },
				style: waveAnimation || { "&::after": { animation: `${waveKeyframe} 2s linear 0.5s infinite` } }
			}
		]
	};
}));
var Skeleton = /*#__PURE__*/ import_react.forwardRef(function Skeleton(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiSkeleton"
	});
	const { animation = "pulse", className, component = "span", height, style, variant = "text", width, ...other } = props;
	const ownerState = {
		...props,
		animation,
		component,
		variant,
		hasChildren: Boolean(other.children)
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(SkeletonRoot, {
		as: component,
		ref,
		className: clsx(classes.root, className),
		ownerState,
		...other,
		style: {
			width,
			height,
			...style
		}
	});
});
// src/features/captcha/api/get-captcha-config.ts
function getCaptchaConfig(signal) {
	return apiGet(CAPTCHA_ROUTES.config.slice(API_BASE.length), {
		signal,
		schema: captchaConfigSchema
	});
}
/** The provider only changes with a redeploy: fetch it once per page load. */
function captchaConfigQueryOptions() {
	return queryOptions({
		queryKey: ["captcha", "config"],
		queryFn: ({ signal }) => getCaptchaConfig(signal),
		staleTime: Infinity
	});
}
function useCaptchaConfig() {
	return useQuery(captchaConfigQueryOptions());
}
// src/components/captcha/load-altcha.ts
/** The widget's texts in the agency's Spanish (registered as language 'es-co'). */
var ALTCHA_STRINGS_ES = {
	ariaLinkLabel: "Altcha (sitio web oficial)",
	enterCode: "Ingresa el código",
	enterCodeAria: "Ingresa el código que escuchas. Presiona Espacio para reproducir el audio.",
	error: "Falló la verificación. Por favor inténtalo de nuevo.",
	expired: "La verificación expiró. Por favor inténtalo de nuevo.",
	footer: "Protegido por ALTCHA",
	getAudioChallenge: "Obtener un reto de audio",
	label: "No soy un robot",
	loading: "Cargando...",
	reload: "Volver a cargar",
	verify: "Verificar",
	verificationRequired: "¡Verificación requerida!",
	verified: "Verificado",
	verifying: "Verificando...",
	waitAlert: "Verificando... por favor espera."
};
var ALTCHA_LANGUAGE = "es-co";
var loading;
/**
* Loads the ALTCHA web component on first use, so it stays out of the first page's JavaScript.
* The "external" build keeps its CSS and proof-of-work worker in separate same-origin files
* (no blob: workers or injected scripts), which the gateway's CSP allows.
*/
function loadAltcha() {
	loading ??= (async () => {
		const [, , { default: Pbkdf2Worker }] = await Promise.all([
			import("./altcha-BL3lnpsx.js"),
			Promise.resolve({           }),
			import("./pbkdf2-DHPq6sBv.js")
		]);
		globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
		globalThis.$altcha.i18n.set(ALTCHA_LANGUAGE, ALTCHA_STRINGS_ES);
	})().catch((error) => {
		loading = void 0;
		throw error;
	});
	return loading;
}
// src/components/captcha/load-script.ts
var pending = /* @__PURE__ */ new Map();
/** Adds a third-party script once; rejects when it fails to load (blocked, offline). */
function loadScript(src) {
	let promise = pending.get(src);
	if (!promise) {
		promise = new Promise((resolve, reject) => {
			const script = document.createElement("script");
			script.src = src;
			script.async = true;
			script.defer = true;
			script.addEventListener("load", () => resolve());
			script.addEventListener("error", () => {
				pending.delete(src);
				script.remove();
				reject(/* @__PURE__ */ new Error(`No se pudo cargar ${src}`));
			});
			document.head.appendChild(script);
		});
		pending.set(src, promise);
	}
	return promise;
}
// src/components/captcha/captcha-field.tsx
var HEIGHT = 78;
/** Renders the bot check the gateway is configured for: ALTCHA (self-hosted), reCAPTCHA or Turnstile. */
function CaptchaField({ onChange, error, ref }) {
	const config = useCaptchaConfig();
	const { ref: nearRef, near } = useNearScreen();
	const [generation, setGeneration] = (0, import_react.useState)(0);
	const onChangeRef = (0, import_react.useRef)(onChange);
	(0, import_react.useLayoutEffect)(() => {
		onChangeRef.current = onChange;
	});
	const [emit] = (0, import_react.useState)(() => (token) => onChangeRef.current(token));
	(0, import_react.useImperativeHandle)(ref, () => ({ reset: () => {
		setGeneration((g) => g + 1);
		emit(null);
	} }));
	let widget;
	if (!near) widget = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Placeholder, { waiting: true });
	else if (config.isPending) widget = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Placeholder, {});
	else if (config.isError) widget = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScriptError, {});
	else if (config.data.provider === "altcha") widget = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AltchaWidget, { onToken: emit }, generation);
	else if (config.data.siteKey) widget = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProviderWidget, {
		provider: config.data.provider,
		siteKey: config.data.siteKey,
		onToken: emit
	}, generation);
	else widget = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScriptError, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		ref: nearRef,
		"data-testid": "captcha-field",
		sx: { minHeight: HEIGHT },
		children: [widget, error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
			error: true,
			children: error
		})]
	});
}
/**
* Holds the widget's place (no shift when it arrives). While the field is still far from the screen
* nothing is on its way, so there is nothing to announce.
*/
function Placeholder({ waiting = false }) {
	return waiting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		variant: "rounded",
		height: HEIGHT,
		"aria-hidden": true
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
		variant: "rounded",
		height: HEIGHT,
		role: "progressbar",
		"aria-label": "Cargando verificación"
	});
}
function ScriptError() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		variant: "outlined",
		children: FORM_MESSAGES.captchaScriptError
	});
}
function AltchaWidget({ onToken }) {
	const theme = useTheme();
	const [status, setStatus] = (0, import_react.useState)("loading");
	const element = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		let active = true;
		loadAltcha().then(() => active && setStatus("ready"), () => active && setStatus("error"));
		return () => {
			active = false;
		};
	}, []);
	(0, import_react.useEffect)(() => {
		const widget = element.current;
		if (status !== "ready" || !widget) return;
		const onState = (event) => {
			const { state, payload } = event.detail ?? {};
			onToken(state === "verified" && payload ? payload : null);
		};
		widget.addEventListener("statechange", onState);
		return () => widget.removeEventListener("statechange", onState);
	}, [status, onToken]);
	if (status === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScriptError, {});
	if (status === "loading") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Placeholder, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("altcha-widget", {
		ref: element,
		challenge: CAPTCHA_ROUTES.challenge,
		language: ALTCHA_LANGUAGE,
		type: "checkbox",
		style: altchaColors(theme)
	});
}
/**
* The widget's default colours use light-dark(), which Vite's CSS minifier lowers into variables that only
* a declared color-scheme sets: left alone, the unchecked box renders invisible. Custom properties declared
* on :root are resolved there, so the ones derived from them are restated here as well.
*/
function altchaColors(theme) {
	const { palette } = theme;
	return {
		"--altcha-max-width": "100%",
		"--altcha-border-radius": `${theme.shape.borderRadius}px`,
		"--altcha-color-base": palette.background.paper,
		"--altcha-color-base-content": palette.text.primary,
		"--altcha-color-neutral": palette.grey[400],
		"--altcha-color-neutral-content": palette.text.secondary,
		"--altcha-color-primary": palette.primary.main,
		"--altcha-checkbox-border-color": palette.grey[600],
		"--altcha-border-color": palette.grey[400],
		"--altcha-input-background-color": palette.background.paper,
		"--altcha-input-color": palette.text.primary,
		"--altcha-spinner-color": palette.primary.main,
		"--altcha-switch-background-color": palette.grey[400],
		"--altcha-switch-toggle-color": palette.text.secondary
	};
}
var PROVIDER_SCRIPTS = {
	recaptcha: "https://www.google.com/recaptcha/api.js?render=explicit&hl=es-419",
	turnstile: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"
};
function ProviderWidget({ provider, siteKey, onToken }) {
	const container = (0, import_react.useRef)(null);
	const [failed, setFailed] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		let active = true;
		let turnstileId;
		const options = {
			sitekey: siteKey,
			callback: (token) => onToken(token),
			"expired-callback": () => onToken(null),
			"error-callback": () => onToken(null)
		};
		loadScript(PROVIDER_SCRIPTS[provider]).then(() => {
			const target = container.current;
			if (!active || !target) return;
			if (provider === "recaptcha") window.grecaptcha?.ready(() => {
				if (active) window.grecaptcha?.render(target, options);
			});
			else turnstileId = String(window.turnstile?.render(target, {
				...options,
				language: "es"
			}));
		}, () => active && setFailed(true));
		return () => {
			active = false;
			if (turnstileId) window.turnstile?.remove(turnstileId);
		};
	}, [
		provider,
		siteKey,
		onToken
	]);
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScriptError, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { ref: container });
}
// src/features/forms/components/form-captcha-field.tsx
/** The bot check bound to a form field: the token when solved, '' otherwise. */
function FormCaptchaField({ control, name, ref, message = FORM_MESSAGES.captchaRequired }) {
	const { field, fieldState } = useController({
		control,
		name
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CaptchaField, {
		ref,
		onChange: (token) => field.onChange(token ?? ""),
		error: fieldState.error ? fieldState.error.message ?? message : void 0
	});
}
export { FormCaptchaField as t };
