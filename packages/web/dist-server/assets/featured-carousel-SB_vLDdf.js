import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { d as PROPERTY_MESSAGES } from "./constants-BK1M9iNp.js";
import { n as ChevronLeft_default, t as ChevronRight_default } from "./ChevronRight-Cr3bjN4X.js";
import { H as BRAND, K as getThemeProps, O as Stack, V as Box, k as IconButton } from "../entry-server.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { s as useEnhancedEffect } from "./useLazyRef-D0Yq3GZd.js";
import { S as useTheme, c as identifier_default } from "./memoTheme-Bpa5YlkZ.js";
import { n as useFeaturedProperties, t as LoadingIndicator } from "./search.route-6JN6qtBk.js";
import { t as PropertyCard } from "./property-card-BAIVGM1a.js";
// ../../node_modules/.pnpm/@mui+system@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-col_7a8a1b5c3a5b57915b5a45acce0e0c2d/node_modules/@mui/system/esm/useMediaQuery/useMediaQuery.js
var import_react = /* @__PURE__ */ __toESM(require_react());
function useMediaQueryOld(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
	const [match, setMatch] = import_react.useState(() => {
		if (noSsr && matchMedia) return matchMedia(query).matches;
		if (ssrMatchMedia) return ssrMatchMedia(query).matches;
		return defaultMatches;
	});
	useEnhancedEffect(() => {
		if (!matchMedia) return;
		const queryList = matchMedia(query);
		const updateMatch = () => {
			setMatch(queryList.matches);
		};
		updateMatch();
		queryList.addEventListener("change", updateMatch);
		return () => {
			queryList.removeEventListener("change", updateMatch);
		};
	}, [query, matchMedia]);
	return match;
}
var maybeReactUseSyncExternalStore = { ...import_react }.useSyncExternalStore;
function useMediaQueryNew(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
	const getDefaultSnapshot = import_react.useCallback(() => defaultMatches, [defaultMatches]);
	const getServerSnapshot = import_react.useMemo(() => {
		if (noSsr && matchMedia) return () => matchMedia(query).matches;
		if (ssrMatchMedia !== null) {
			const { matches } = ssrMatchMedia(query);
			return () => matches;
		}
		return getDefaultSnapshot;
	}, [
		getDefaultSnapshot,
		query,
		ssrMatchMedia,
		noSsr,
		matchMedia
	]);
	const [getSnapshot, subscribe] = import_react.useMemo(() => {
		if (matchMedia === null) return [getDefaultSnapshot, () => () => {}];
		const mediaQueryList = matchMedia(query);
		return [() => mediaQueryList.matches, (notify) => {
			mediaQueryList.addEventListener("change", notify);
			return () => {
				mediaQueryList.removeEventListener("change", notify);
			};
		}];
	}, [
		getDefaultSnapshot,
		matchMedia,
		query
	]);
	return maybeReactUseSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
function unstable_createUseMediaQuery(params = {}) {
	const { themeId } = params;
	return function useMediaQuery(queryInput, options = {}) {
		let theme = useTheme();
		if (theme && themeId) theme = theme[themeId] || theme;
		const supportMatchMedia = typeof window !== "undefined" && typeof window.matchMedia !== "undefined";
		const { defaultMatches = false, matchMedia = supportMatchMedia ? window.matchMedia : null, ssrMatchMedia = null, noSsr = false } = getThemeProps({
			name: "MuiUseMediaQuery",
			props: options,
			theme
		});
		let query = typeof queryInput === "function" ? queryInput(theme) : queryInput;
		query = query.replace(/^@media( ?)/m, "");
		if (query.includes("print")) console.warn([
			`MUI: You have provided a \`print\` query to the \`useMediaQuery\` hook.`,
			"Using the print media query to modify print styles can lead to unexpected results.",
			"Consider using the `displayPrint` field in the `sx` prop instead.",
			"More information about `displayPrint` on our docs: https://mui.com/system/display/#display-in-print."
		].join("\n"));
		return (maybeReactUseSyncExternalStore !== void 0 ? useMediaQueryNew : useMediaQueryOld)(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr);
	};
}
unstable_createUseMediaQuery();
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/useMediaQuery/index.js
var useMediaQuery = unstable_createUseMediaQuery({ themeId: identifier_default });
// src/features/search/components/featured-carousel.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Index after a step, wrapping at both ends (spec §4: slides by index, wrapping). */
function wrapIndex(index, step, lastIndex) {
	if (lastIndex <= 0) return 0;
	const next = index + step;
	if (next > lastIndex) return 0;
	if (next < 0) return lastIndex;
	return next;
}
/**
* Featured listings, 2.5 visible on desktops (fewer on smaller screens), previous/next buttons and
* swipe. A plain transform track: no library needed for one row of cards.
*/
function FeaturedCarousel() {
	const featured = useFeaturedProperties();
	const items = featured.data?.items ?? [];
	const isDesktop = useMediaQuery((t) => t.breakpoints.up("md"));
	const isTablet = useMediaQuery((t) => t.breakpoints.up("sm"));
	const visible = isDesktop ? 2.5 : isTablet ? 1.6 : 1.15;
	const lastIndex = Math.max(0, Math.ceil(items.length - visible));
	const [index, setIndex] = (0, import_react.useState)(0);
	const offset = Math.min(Math.min(index, lastIndex), Math.max(0, items.length - visible));
	const touchStart = (0, import_react.useRef)(null);
	const go = (step) => setIndex((i) => wrapIndex(Math.min(i, lastIndex), step, lastIndex));
	const onTouchStart = (e) => {
		touchStart.current = e.touches[0]?.clientX ?? null;
	};
	const onTouchEnd = (e) => {
		const start = touchStart.current;
		const end = e.changedTouches[0]?.clientX;
		touchStart.current = null;
		if (start === null || end === void 0 || Math.abs(end - start) < 40) return;
		go(end < start ? 1 : -1);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "destacados-titulo",
		"aria-roledescription": "carrusel",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			alignItems: "flex-end",
			justifyContent: "space-between",
			spacing: 2,
			sx: { mb: 2.5 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "overline",
				color: BRAND.amberText,
				children: "Selección de la semana"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "destacados-titulo",
				variant: "h2",
				children: "Inmuebles destacados"
			})] }), items.length > visible && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 1,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					onClick: () => go(-1),
					"aria-label": "Destacado anterior",
					"aria-controls": "destacados-pista",
					sx: {
						border: 1,
						borderColor: "divider",
						bgcolor: "background.paper"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft_default, {})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					onClick: () => go(1),
					"aria-label": "Destacado siguiente",
					"aria-controls": "destacados-pista",
					sx: {
						border: 1,
						borderColor: "divider",
						bgcolor: "background.paper"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight_default, {})
				})]
			})]
		}), featured.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				minHeight: 200,
				display: "grid",
				placeItems: "center"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingIndicator, { label: PROPERTY_MESSAGES.loadingFeatured })
		}) : items.length === 0 ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				overflow: "hidden",
				mx: -1,
				px: 1,
				py: 1
			},
			onTouchStart,
			onTouchEnd,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				id: "destacados-pista",
				"aria-live": "polite",
				sx: {
					display: "flex",
					transform: `translateX(-${offset * 100 / visible}%)`,
					transition: `transform 300ms ease`,
					"@media (prefers-reduced-motion: reduce)": { transition: "none" },
					mx: -1
				},
				children: items.map((card, i) => {
					const outOfView = i + 1 <= offset || i >= offset + visible;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						role: "group",
						"aria-roledescription": "diapositiva",
						"aria-label": `${i + 1} de ${items.length}`,
						inert: outOfView,
						sx: {
							flex: `0 0 ${100 / visible}%`,
							minWidth: 0,
							px: 1
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyCard, { card })
					}, card.code);
				})
			})
		})]
	});
}
export { FeaturedCarousel };
