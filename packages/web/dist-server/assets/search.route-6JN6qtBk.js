import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { $ as useSearchParams, A as CircularProgress, B as Link, E as propertyPath, F as PlaceOutlined_default, H as BRAND, I as PhoneOutlined_default, M as Container, O as Stack, Q as useParams, U as focusRing, V as Box, X as useLocation, Z as useNavigate, _ as Button, bt as BRANCHES, c as useDocumentTitle, f as MountWhenOpened, j as ButtonBase, k as IconButton, lt as keepPreviousData, m as CountBadge, n as apiGet, q as Link$1, rt as notifyManager, v as visuallyHidden, vt as useQueryClient, xt as BRANCH_REGION, yt as ANTIOQUIA_BRANCHES, z as createSvgIcon } from "../entry-server.js";
import { n as LOCATIONS_STALE_TIME, t as useNeighbourhoods } from "./get-neighbourhoods-DzTukDG5.js";
import { a as priceBoundsFor, i as photoSrcSet, o as sameName, r as normalizePropertyCode, t as clampPriceRange } from "./helpers-xxtyV9hE.js";
import { a as NOT_FOUND_ALERT_MS, d as PROPERTY_MESSAGES, f as PROPERTY_TYPES, l as PRICE_STEP, n as GESTION, p as SORT_OPTIONS, r as GESTION_LABELS, t as DEFAULT_SORT, u as PROPERTY_CODE_PREFIX } from "./constants-BK1M9iNp.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as Alert } from "./Alert-CMdY8li_.js";
import { l as keyframes, t as Typography } from "./Typography-C0uzoc2g.js";
import { n as l, t as c } from "./index.module-BWnnQQL4.js";
import { t as useNearScreen } from "./use-near-screen-BFJ_tkmJ.js";
import { n as Search_default, t as branchPath } from "./branch-paths-CxpmeCOo.js";
import { c as propertyQueryOptions, p as propertyGestionLabel, t as PropertyCard } from "./property-card-BAIVGM1a.js";
import { C as FormControlContext, S as useFormControl, a as getNativeSelectUtilityClasses, b as FormControl, c as OutlinedInput, n as NativeSelectInput, o as InputLabel, t as ArrowDropDown_default, u as Input, v as FormHelperText, y as formControlState } from "./ArrowDropDown-B3zTD2rU.js";
import { _ as generateUtilityClasses, a as styled, f as composeClasses, i as useDefaultProps, n as capitalize_default, t as memoTheme, v as generateUtilityClass, y as clsx } from "./memoTheme-Bpa5YlkZ.js";
import { t as formatCop } from "./money-idcLAbuq.js";
import { t as useControlled } from "./useControlled-Dqp1Oet7.js";
// ../contracts/src/property/places.ts
/**
* The 38 cities of the spec (§3) with their SIMI ids. The spec writes the names without accents
* (as SIMI does); we show them with their proper spelling and match names without regard to accents.
*/
var CITIES = [
	{
		id: 26085,
		name: "Amagá",
		departmentId: 5
	},
	{
		id: 26019,
		name: "Bello",
		departmentId: 5
	},
	{
		id: 11001,
		name: "Bogotá",
		departmentId: 11
	},
	{
		id: 26980,
		name: "Caldas",
		departmentId: 5
	},
	{
		id: 26035,
		name: "Caldas",
		departmentId: 5
	},
	{
		id: 26109,
		name: "Carmen de Viboral",
		departmentId: 5
	},
	{
		id: 26018,
		name: "Copacabana",
		departmentId: 5
	},
	{
		id: 25214,
		name: "Cota",
		departmentId: 25
	},
	{
		id: 26984,
		name: "Don Matías",
		departmentId: 5
	},
	{
		id: 26119,
		name: "El Peñol",
		departmentId: 5
	},
	{
		id: 26082,
		name: "El Retiro",
		departmentId: 5
	},
	{
		id: 25999,
		name: "Envigado",
		departmentId: 5
	},
	{
		id: 25269,
		name: "Facatativá",
		departmentId: 25
	},
	{
		id: 25945,
		name: "Funza",
		departmentId: 25
	},
	{
		id: 26017,
		name: "Girardota",
		departmentId: 5
	},
	{
		id: 26010,
		name: "Guarne",
		departmentId: 5
	},
	{
		id: 26084,
		name: "Guatapé",
		departmentId: 5
	},
	{
		id: 26001,
		name: "Itagüí",
		departmentId: 5
	},
	{
		id: 26022,
		name: "La Ceja",
		departmentId: 5
	},
	{
		id: 26021,
		name: "La Estrella",
		departmentId: 5
	},
	{
		id: 25430,
		name: "Madrid",
		departmentId: 25
	},
	{
		id: 26011,
		name: "Marinilla",
		departmentId: 5
	},
	{
		id: 25974,
		name: "Medellín",
		departmentId: 5
	},
	{
		id: 25473,
		name: "Mosquera",
		departmentId: 25
	},
	{
		id: 26148,
		name: "Barbosa",
		departmentId: 5
	},
	{
		id: 25942,
		name: "Puerto López",
		departmentId: 50
	},
	{
		id: 26016,
		name: "Rionegro",
		departmentId: 5
	},
	{
		id: 26020,
		name: "Sabaneta",
		departmentId: 5
	},
	{
		id: 26147,
		name: "San Antonio de Prado",
		departmentId: 5
	},
	{
		id: 27130,
		name: "San Carlos",
		departmentId: 5
	},
	{
		id: 26106,
		name: "San Jerónimo",
		departmentId: 5
	},
	{
		id: 27195,
		name: "San Luis",
		departmentId: 5
	},
	{
		id: 27313,
		name: "Santa Elena",
		departmentId: 5
	},
	{
		id: 26088,
		name: "Santa Helena",
		departmentId: 5
	},
	{
		id: 26024,
		name: "Santafé de Antioquia",
		departmentId: 5
	},
	{
		id: 26015,
		name: "Santuario",
		departmentId: 5
	},
	{
		id: 25754,
		name: "Soacha",
		departmentId: 25
	},
	{
		id: 26100,
		name: "Sopetrán",
		departmentId: 5
	}
];
// ../contracts/src/property/search-params.ts
/** Whole-number ranges of the GET /api/properties parameters. */
var SEARCH_PARAM_RANGES = {
	id: {
		min: 0,
		max: 2147483647
	},
	counter: {
		min: 0,
		max: 5
	},
	price: {
		min: 0,
		max: 0xe8d4a51000
	},
	page: {
		min: 1,
		max: 1e5
	}
};
var GESTION_IDS = Object.values(GESTION);
var PARAM_RANGE = {
	tipo: "id",
	ciudad: "id",
	barrio: "id",
	valmin: "price",
	valmax: "price",
	habitaciones: "counter",
	banos: "counter",
	parqueaderos: "counter",
	page: "page"
};
function isSortOption$1(value) {
	return SORT_OPTIONS.some((o) => o.value === value);
}
/**
* One search parameter as the gateway would take it (text coerced like zod's `z.coerce.number`), or
* undefined when it is empty or the gateway would refuse it: a shared address never breaks the page.
*/
function readSearchParam(key, raw) {
	if (raw === null || raw === "") return void 0;
	if (key === "orden") return isSortOption$1(raw) ? raw : void 0;
	const value = Number(raw);
	if (key === "gestion") return GESTION_IDS.includes(value) ? value : void 0;
	const { min, max } = SEARCH_PARAM_RANGES[PARAM_RANGE[key]];
	return Number.isSafeInteger(value) && value >= min && value <= max ? value : void 0;
}
// ../../node_modules/.pnpm/@tanstack+react-query@5.108.0_@types+react@19.3.0_react@19.3.1/node_modules/@tanstack/react-query/build/modern/useIsFetching.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The `useIsFetching` hook returns the `number` of the queries that your application is loading or fetching in
* the background (useful for app-wide loading indicators).
* @param filters - The {@link QueryFilters} to narrow down the matched queries.
* @param queryClient - Use this to use a custom `QueryClient`. Otherwise, the one from the nearest context will
* be used.
* @returns Will be the `number` of the queries that your application is currently loading or fetching in the
* background.
* @example
* ```tsx
* import { useIsFetching } from '@tanstack/react-query'
*
* function PostsFetchingIndicator() {
*   // How many queries matching the posts prefix are fetching?
*   const isFetchingPosts = useIsFetching({ queryKey: ['posts'] })
*
*   return isFetchingPosts ? <span>Refreshing posts...</span> : null
* }
* ```
* @example
* A global loading indicator for any query fetching in the background, not just the ones on screen:
* ```tsx
* import { useIsFetching } from '@tanstack/react-query'
*
* function GlobalLoadingIndicator() {
*   const isFetching = useIsFetching()
*
*   return isFetching ? (
*     <div>Queries are fetching in the background...</div>
*   ) : null
* }
* ```
*/
function useIsFetching(filters, queryClient) {
	const client = useQueryClient(queryClient);
	const queryCache = client.getQueryCache();
	return import_react.useSyncExternalStore(import_react.useCallback((onStoreChange) => queryCache.subscribe(notifyManager.batchCalls(onStoreChange)), [queryCache]), () => client.isFetching(filters), () => client.isFetching(filters));
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/Tune.js
var import_jsx_runtime = require_jsx_runtime();
var Tune_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z" }), "Tune");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/ArrowDownward.js
var ArrowDownward_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z" }), "ArrowDownward");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/ArrowForward.js
var ArrowForward_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z" }), "ArrowForward");
// src/features/branches/components/branch-finder.tsx
var BRANCH_FINDER_TITLE = "¡ENCUENTRA TU SEDE MÁS CERCANA!";
var BRANCH_FINDER_ID = "sedes";
/** Main panel: picture, name, phone, address and 'Ver sede'. */
function BranchPanel({ branch, headingLevel = "h3" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"aria-live": "polite",
		sx: {
			bgcolor: "background.paper",
			borderRadius: "20px",
			overflow: "hidden",
			border: 1,
			borderColor: "divider",
			display: "grid",
			gridTemplateRows: "auto 1fr",
			height: "100%"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "img",
			src: branch.imagen,
			alt: `Ilustración de la sede ${branch.nombre}`,
			width: 640,
			height: 400,
			loading: "lazy",
			sx: {
				width: "100%",
				height: "auto",
				aspectRatio: "16 / 10",
				objectFit: "cover",
				display: "block"
			}
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 1.25,
			sx: { p: {
				xs: 2.5,
				md: 3
			} },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					variant: "overline",
					color: BRAND.amberText,
					sx: { lineHeight: 1.5 },
					children: ["Sede ", branch.ciudad]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h3",
					component: headingLevel,
					children: branch.nombre
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: "row",
					spacing: 1,
					alignItems: "flex-start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOutlined_default, {
						color: "primary",
						sx: {
							fontSize: 20,
							mt: "2px"
						},
						"aria-hidden": true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: branch.direccion })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: "row",
					spacing: 1,
					alignItems: "center",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneOutlined_default, {
						color: "primary",
						sx: { fontSize: 20 },
						"aria-hidden": true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `tel:${branch.telefonoTel}`,
						sx: { fontWeight: 700 },
						"aria-label": `Llamar a la sede ${branch.nombre}: ${branch.telefono}`,
						children: branch.telefono
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: { pt: 1 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link$1,
						to: branchPath(branch.slug),
						variant: "contained",
						endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, {}),
						"aria-label": `Ver sede ${branch.nombre}`,
						children: "Ver sede"
					})
				})
			]
		})]
	});
}
/** Spec §2 branch finder: the selected branch and the nine Antioquia thumbnails; a click selects. */
function BranchFinder() {
	const [selectedId, setSelectedId] = (0, import_react.useState)(ANTIOQUIA_BRANCHES[0]?.id ?? 1);
	const selected = ANTIOQUIA_BRANCHES.find((b) => b.id === selectedId) ?? ANTIOQUIA_BRANCHES[0];
	if (!selected) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		id: BRANCH_FINDER_ID,
		"aria-labelledby": "sedes-buscador-titulo",
		tabIndex: -1,
		sx: {
			scrollMarginTop: 96,
			outline: "none"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "sedes-buscador-titulo",
			variant: "h2",
			sx: {
				textAlign: "center",
				mb: {
					xs: 3,
					md: 4
				},
				fontSize: {
					xs: "1.5rem",
					md: "1.875rem"
				},
				color: "primary.dark"
			},
			children: BRANCH_FINDER_TITLE
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: {
					xs: 3,
					md: 4
				},
				gridTemplateColumns: {
					xs: "1fr",
					md: "5fr 6fr"
				},
				alignItems: "stretch"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BranchPanel, { branch: selected }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h4",
				component: "h3",
				sx: {
					letterSpacing: "0.14em",
					mb: 2,
					color: "text.secondary"
				},
				children: "ANTIOQUIA"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					m: 0,
					p: 0,
					display: "grid",
					gap: {
						xs: 1.25,
						sm: 2
					},
					gridTemplateColumns: "repeat(3, minmax(0, 1fr))"
				},
				children: ANTIOQUIA_BRANCHES.map((branch) => {
					const active = branch.id === selected.id;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ButtonBase, {
						onClick: () => setSelectedId(branch.id),
						"aria-pressed": active,
						"aria-label": `Sede ${branch.nombre}`,
						sx: {
							width: "100%",
							display: "block",
							textAlign: "left",
							borderRadius: "12px",
							overflow: "hidden",
							bgcolor: "background.paper",
							border: 2,
							borderColor: active ? "primary.main" : "divider",
							boxShadow: active ? "0 8px 20px rgba(11,79,108,0.18)" : "none",
							transition: "border-color 150ms ease, box-shadow 150ms ease",
							"&:hover": { borderColor: active ? "primary.main" : "primary.light" }
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "img",
							src: branch.miniatura,
							alt: "",
							width: 640,
							height: 400,
							loading: "lazy",
							sx: {
								width: "100%",
								height: "auto",
								aspectRatio: "16 / 10",
								objectFit: "cover",
								display: "block"
							}
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "span",
							sx: {
								display: "block",
								px: {
									xs: .75,
									sm: 1.25
								},
								py: {
									xs: .75,
									sm: 1
								},
								fontWeight: 750,
								fontSize: {
									xs: "0.6875rem",
									sm: "0.8125rem"
								},
								letterSpacing: "0.04em",
								color: active ? "primary.main" : "text.primary",
								whiteSpace: "nowrap",
								overflow: "hidden",
								textOverflow: "ellipsis"
							},
							children: branch.nombre
						})]
					}) }, branch.id);
				})
			})] })]
		})]
	});
}
// src/features/branches/components/branch-banners.tsx
var BANNERS = [{
	slug: "poblado",
	overline: "Antioquia",
	title: `${BRANCHES.filter((b) => b.region === BRANCH_REGION.ANTIOQUIA).length} sedes en el Valle de Aburrá y el Oriente`,
	text: "Laureles, El Poblado, Sabaneta, Envigado, Bello, Rionegro y más."
}, {
	slug: "nrt-de-bogota",
	overline: "Bogotá y la Sabana",
	title: `${BRANCHES.filter((b) => b.region === BRANCH_REGION.BOGOTA).length} sedes en Bogotá y Mosquera`,
	text: "Fontibón, Mosquera y el norte de Bogotá te esperan."
}];
function scrollToFinder() {
	const finder = document.getElementById(BRANCH_FINDER_ID);
	if (!finder) return;
	const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
	finder.scrollIntoView({
		behavior: smooth ? "smooth" : "auto",
		block: "start"
	});
	finder.focus({ preventScroll: true });
}
/** Spec §2: two branch image banners; each leads to the branch finder. */
function BranchBanners() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		"aria-label": "Nuestras sedes",
		sx: {
			listStyle: "none",
			m: 0,
			p: 0,
			display: "grid",
			gap: {
				xs: 2,
				md: 3
			},
			gridTemplateColumns: {
				xs: "1fr",
				md: "1fr 1fr"
			}
		},
		children: BANNERS.map((banner) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ButtonBase, {
			onClick: scrollToFinder,
			sx: {
				position: "relative",
				width: "100%",
				display: "block",
				textAlign: "left",
				borderRadius: "20px",
				overflow: "hidden",
				aspectRatio: {
					xs: "16 / 9",
					sm: "21 / 8"
				},
				bgcolor: "primary.light",
				"&:hover img": { transform: "scale(1.03)" }
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "img",
					src: `/img/sedes/${banner.slug}.svg`,
					alt: "",
					width: 640,
					height: 400,
					loading: "lazy",
					sx: {
						position: "absolute",
						inset: 0,
						width: "100%",
						height: "100%",
						objectFit: "cover",
						transition: "transform 400ms ease"
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					"aria-hidden": true,
					sx: {
						position: "absolute",
						inset: 0,
						background: "linear-gradient(90deg, rgba(7,58,80,0.94) 0%, rgba(7,58,80,0.75) 45%, rgba(7,58,80,0.05) 100%)"
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					spacing: .75,
					sx: {
						position: "absolute",
						inset: 0,
						p: {
							xs: 2.5,
							md: 3.5
						},
						justifyContent: "center",
						color: "common.white",
						maxWidth: {
							xs: "85%",
							sm: "62%"
						}
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "overline",
							sx: {
								color: "secondary.light",
								lineHeight: 1.4
							},
							children: banner.overline
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							sx: {
								fontWeight: 800,
								fontSize: {
									xs: "1.125rem",
									md: "1.375rem"
								},
								lineHeight: 1.2
							},
							children: banner.title
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							sx: {
								opacity: .88,
								display: {
									xs: "none",
									sm: "block"
								}
							},
							children: banner.text
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							direction: "row",
							spacing: .5,
							alignItems: "center",
							sx: {
								pt: .5,
								fontWeight: 700,
								fontSize: "0.875rem",
								color: "secondary.light"
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Encuentra tu sede" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowDownward_default, {
								sx: { fontSize: 16 },
								"aria-hidden": true
							})]
						})
					]
				})
			]
		}) }, banner.slug))
	});
}
// src/features/properties/api/search-properties.ts
/** Query string of GET /api/properties; defaults (0, 'fecha', page 1) are left out to keep keys short. */
function searchQueryString(query) {
	const params = new URLSearchParams();
	params.set("gestion", String(query.gestion));
	const optional = [
		["tipo", query.tipo],
		["ciudad", query.ciudad],
		["barrio", query.barrio],
		["valmin", query.valmin],
		["valmax", query.valmax],
		["habitaciones", query.habitaciones],
		["banos", query.banos],
		["parqueaderos", query.parqueaderos]
	];
	for (const [key, value] of optional) if (value !== void 0 && value !== 0) params.set(key, String(value));
	if (query.orden !== "fecha") params.set("orden", query.orden);
	if (query.page > 1) params.set("page", String(query.page));
	return params.toString();
}
/** GET /api/properties. The signal lets react-query abort it when a newer search replaces it. */
function searchProperties(query, signal) {
	return apiGet(`/properties?${searchQueryString(query)}`, { signal });
}
function searchPropertiesQueryOptions(query) {
	return queryOptions({
		queryKey: [
			"properties",
			"search",
			query
		],
		queryFn: ({ signal }) => searchProperties(query, signal)
	});
}
/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
function useSearchProperties(query, options = {}) {
	return useQuery({
		...searchPropertiesQueryOptions(query),
		placeholderData: keepPreviousData,
		...options
	});
}
// src/features/search/hooks/use-code-lookup.ts
/**
* Spec §2: with `?codigo=` in the address the property is looked up; found goes to its detail page,
* not found (or a failed lookup) shows 'No se encontró el inmueble: {codigo}' for 1.5 s and clears
* the query.
*/
function useCodeLookup(code, clearCode) {
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [missingCode, setMissingCode] = (0, import_react.useState)(null);
	const fetching = useIsFetching({ queryKey: propertyQueryOptions(code ?? "").queryKey });
	const onFound = (0, import_react.useEffectEvent)((foundCode) => {
		navigate(propertyPath(foundCode), { replace: true });
	});
	const onMissing = (0, import_react.useEffectEvent)((missing) => {
		setMissingCode(missing);
		clearCode();
	});
	(0, import_react.useEffect)(() => {
		if (code === null) return;
		let current = true;
		queryClient.fetchQuery(propertyQueryOptions(code)).then((property) => {
			if (current) onFound(property.code);
		}, () => {
			if (current) onMissing(code);
		});
		return () => {
			current = false;
		};
	}, [code, queryClient]);
	(0, import_react.useEffect)(() => {
		if (missingCode === null) return;
		const timer = window.setTimeout(() => setMissingCode(null), NOT_FOUND_ALERT_MS);
		return () => window.clearTimeout(timer);
	}, [missingCode]);
	return {
		missingCode,
		searching: code !== null && fetching > 0
	};
}
// src/features/search/lib/search-filter.ts
var DEFAULT_FILTER = {
	gestion: GESTION.ARRIENDO,
	tipo: 0,
	ciudad: 0,
	barrio: 0,
	valmin: void 0,
	valmax: void 0,
	habitaciones: 0,
	banos: 0,
	parqueaderos: 0,
	orden: DEFAULT_SORT,
	page: 1
};
var FILTER_KEYS = Object.keys(DEFAULT_FILTER);
/** Query parameter of a code lookup (spec §2: `?codigo=919-1234`). */
var CODE_PARAM = "codigo";
/** Spec §3: local storage key of the filter state; removed when the page unloads. */
var FILTER_STORAGE_KEY = "filtro";
var COUNTER_KEYS = [
	"habitaciones",
	"banos",
	"parqueaderos"
];
function clampCounter(value) {
	if (!Number.isFinite(value)) return 0;
	return Math.min(5, Math.max(0, Math.trunc(value)));
}
function presetGestion(value) {
	const v = value?.trim() ?? "";
	if (v === "5" || sameName(v, "venta") || sameName(v, "comprar")) return GESTION.VENTA;
	return GESTION.ARRIENDO;
}
function presetId(value, list) {
	const v = value?.trim() ?? "";
	if (!v || v === "0") return 0;
	if (/^\d+$/.test(v)) return list.some((item) => item.id === Number(v)) ? Number(v) : 0;
	return list.find((item) => sameName(item.name, v))?.id ?? 0;
}
/**
* Filter given by a preset route `/busqueda/{gestion}/{ubicacion}/{tipoPropiedad}`: names or ids,
* without regard to case or accents ('/busqueda/venta/medellin/apartamento'); '0' or unknown = any.
*/
function presetFilter(params) {
	return {
		...DEFAULT_FILTER,
		gestion: presetGestion(params.gestion),
		ciudad: presetId(params.ubicacion, CITIES),
		tipo: presetId(params.tipoPropiedad, PROPERTY_TYPES)
	};
}
/**
* Filter in the address bar. `base` is what the route presets (defaults on /busqueda/): a query value
* overrides it; a missing or invalid value keeps it.
*/
function filterFromSearchParams(params, base = DEFAULT_FILTER) {
	const filter = { ...base };
	for (const key of FILTER_KEYS) {
		const value = readSearchParam(key, params.get(key));
		if (value !== void 0) Object.assign(filter, { [key]: value });
	}
	return normalizeFilter(filter);
}
/** Prices outside the bounds of the gestion count as "not set"; the bounds themselves too. */
function normalizeFilter(filter) {
	const { valmin, valmax } = clampPriceRange(filter.gestion, filter.valmin, filter.valmax);
	const bounds = clampPriceRange(filter.gestion, void 0, void 0);
	const barrio = filter.ciudad === 0 ? 0 : filter.barrio;
	return {
		...filter,
		barrio,
		valmin: valmin === bounds.valmin ? void 0 : valmin,
		valmax: valmax === bounds.valmax ? void 0 : valmax
	};
}
/** Only what differs from `base` goes to the address, so links stay short and presets stay in the path. */
function filterToSearchParams(filter, base = DEFAULT_FILTER) {
	const params = new URLSearchParams();
	const normal = normalizeFilter(filter);
	for (const key of FILTER_KEYS) {
		const value = normal[key];
		if (value === base[key]) continue;
		if (value === void 0) continue;
		params.set(key, String(value));
	}
	return params;
}
function hasFilterParams(params) {
	return FILTER_KEYS.some((key) => params.has(key));
}
/**
* Applies a change made by the visitor (spec §4): any change other than the page goes back to page 1;
* a new gestion resets the prices to its bounds; a new city clears the sector.
*/
function changeFilter(filter, patch) {
	const next = {
		...filter,
		...patch
	};
	if (!Object.keys(patch).every((key) => key === "page")) next.page = patch.page ?? 1;
	if (patch.gestion !== void 0 && patch.gestion !== filter.gestion) {
		next.valmin = void 0;
		next.valmax = void 0;
	}
	if (patch.ciudad !== void 0 && patch.ciudad !== filter.ciudad && patch.barrio === void 0) next.barrio = 0;
	for (const key of COUNTER_KEYS) next[key] = clampCounter(next[key]);
	return normalizeFilter(next);
}
/** Slider values: the filter's prices, or the bounds of its gestion when unset. */
function priceRange(filter) {
	const { valmin, valmax } = clampPriceRange(filter.gestion, filter.valmin, filter.valmax);
	return [valmin, valmax];
}
function readStoredFilter(storage = window.localStorage) {
	try {
		const raw = storage.getItem(FILTER_STORAGE_KEY);
		if (!raw) return null;
		const stored = JSON.parse(raw);
		if (typeof stored !== "object" || stored === null) return null;
		const values = new URLSearchParams();
		for (const [key, value] of Object.entries(stored)) values.set(key, String(value));
		return filterFromSearchParams(values);
	} catch {
		return null;
	}
}
function writeStoredFilter(filter, storage = window.localStorage) {
	try {
		storage.setItem(FILTER_STORAGE_KEY, JSON.stringify(filter));
	} catch {}
}
function removeStoredFilter(storage = window.localStorage) {
	try {
		storage.removeItem(FILTER_STORAGE_KEY);
	} catch {}
}
// src/features/search/hooks/use-search-filter.ts
/**
* The filter lives in the address (so a search can be shared) and is mirrored in local storage
* `filtro` (spec §3), removed when the page unloads; the route's loader brings it back on a plain
* /busqueda/ within the visit (see restore-filter.ts).
*/
function useSearchFilter() {
	const params = useParams();
	const { pathname } = useLocation();
	const [searchParams, setSearchParams] = useSearchParams();
	const base = (0, import_react.useMemo)(() => presetFilter({
		gestion: params.gestion,
		ubicacion: params.ubicacion,
		tipoPropiedad: params.tipoPropiedad
	}), [
		params.gestion,
		params.ubicacion,
		params.tipoPropiedad
	]);
	const filter = (0, import_react.useMemo)(() => filterFromSearchParams(searchParams, base), [searchParams, base]);
	const code = searchParams.get("codigo")?.trim() || null;
	const latest = (0, import_react.useRef)(searchParams);
	const pending = (0, import_react.useRef)([]);
	(0, import_react.useEffect)(() => {
		const key = searchParams.toString();
		const index = pending.current.indexOf(key);
		if (index >= 0) {
			pending.current = pending.current.slice(index + 1);
			if (pending.current.length > 0) return;
		} else pending.current = [];
		latest.current = searchParams;
	}, [searchParams]);
	const go = (0, import_react.useCallback)((next, options) => {
		latest.current = next;
		pending.current.push(next.toString());
		setSearchParams(next, {
			...options,
			preventScrollReset: true
		});
	}, [setSearchParams]);
	(0, import_react.useEffect)(() => writeStoredFilter(filter), [filter]);
	(0, import_react.useEffect)(() => {
		const onUnload = () => removeStoredFilter();
		window.addEventListener("pagehide", onUnload);
		return () => window.removeEventListener("pagehide", onUnload);
	}, []);
	return {
		filter,
		base,
		update: (0, import_react.useCallback)((patch) => {
			const current = filterFromSearchParams(latest.current, base);
			const changes = typeof patch === "function" ? patch(current) : patch;
			const next = changeFilter(current, changes);
			const onlyPage = Object.keys(changes).every((key) => key === "page");
			go(filterToSearchParams(next, base), { replace: !onlyPage });
		}, [base, go]),
		pageHref: (0, import_react.useCallback)((page) => {
			const search = filterToSearchParams({
				...filter,
				page
			}, base).toString();
			return search ? `${pathname}?${search}` : pathname;
		}, [
			filter,
			base,
			pathname
		]),
		reset: (0, import_react.useCallback)(() => go(new URLSearchParams(), { replace: true }), [go]),
		code,
		setCode: (0, import_react.useCallback)((value) => {
			const next = new URLSearchParams(latest.current);
			next.set(CODE_PARAM, value);
			go(next, { replace: false });
		}, [go]),
		clearCode: (0, import_react.useCallback)(() => {
			const next = new URLSearchParams(latest.current);
			next.delete(CODE_PARAM);
			go(next, { replace: true });
		}, [go])
	};
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/InputAdornment/inputAdornmentClasses.js
function getInputAdornmentUtilityClass(slot) {
	return generateUtilityClass("MuiInputAdornment", slot);
}
var inputAdornmentClasses = generateUtilityClasses("MuiInputAdornment", [
	"root",
	"filled",
	"standard",
	"outlined",
	"positionStart",
	"positionEnd",
	"disablePointerEvents",
	"hiddenLabel",
	"sizeSmall"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/InputAdornment/InputAdornment.js
var _span;
var overridesResolver = (props, styles) => {
	const { ownerState } = props;
	return [
		styles.root,
		styles[`position${capitalize_default(ownerState.position)}`],
		ownerState.disablePointerEvents === true && styles.disablePointerEvents,
		styles[ownerState.variant]
	];
};
var useUtilityClasses$1 = (ownerState) => {
	const { classes, disablePointerEvents, hiddenLabel, position, size, variant } = ownerState;
	const slots = { root: [
		"root",
		disablePointerEvents && "disablePointerEvents",
		position && `position${capitalize_default(position)}`,
		variant,
		hiddenLabel && "hiddenLabel",
		size && `size${capitalize_default(size)}`
	] };
	return composeClasses(slots, getInputAdornmentUtilityClass, classes);
};
var InputAdornmentRoot = styled("div", {
	name: "MuiInputAdornment",
	slot: "Root",
	overridesResolver
})(memoTheme(({ theme }) => ({
	display: "flex",
	maxHeight: "2em",
	alignItems: "center",
	whiteSpace: "nowrap",
	color: (theme.vars || theme).palette.action.active,
	variants: [
		{
			props: { variant: "filled" },
			style: { [`&.${inputAdornmentClasses.positionStart}&:not(.${inputAdornmentClasses.hiddenLabel})`]: { marginTop: 16 } }
		},
		{
			props: { position: "start" },
			style: { marginRight: 8 }
		},
		{
			props: { position: "end" },
			style: { marginLeft: 8 }
		},
		{
			props: { disablePointerEvents: true },
			style: { pointerEvents: "none" }
		}
	]
})));
var InputAdornment = /*#__PURE__*/ import_react.forwardRef(function InputAdornment(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiInputAdornment"
	});
	const { children, className, component = "div", disablePointerEvents = false, disableTypography = false, position, variant: variantProp, ...other } = props;
	const muiFormControl = useFormControl() || {};
	let variant = variantProp;
	if (variantProp && muiFormControl.variant) {}
	if (muiFormControl && !variant) variant = muiFormControl.variant;
	const ownerState = {
		...props,
		hiddenLabel: muiFormControl.hiddenLabel,
		size: muiFormControl.size,
		disablePointerEvents,
		position,
		variant
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(FormControlContext.Provider, {
		value: null,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(InputAdornmentRoot, {
			as: component,
			ownerState,
			className: clsx(classes.root, className),
			ref,
			...other,
			children: typeof children === "string" && !disableTypography ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Typography, {
				color: "textSecondary",
				children
			}) : /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [position === "start" ? _span || (_span = /*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", {
				className: "notranslate",
				"aria-hidden": true,
				children: "​"
			})) : null, children] })
		})
	});
});
// src/features/search/components/code-search.tsx
var INPUT_ID = "codigo-inmueble";
var HELPER_ID = `${INPUT_ID}-helper-text`;
/** Search by property code: the visitor types the number after the fixed '919-' prefix. */
function CodeSearch({ onSearch, disabled = false }) {
	const [value, setValue] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const submit = (event) => {
		event.preventDefault();
		const typed = value.trim();
		const code = normalizePropertyCode(typed.startsWith("919-") ? typed : typed.replace(/^-/, ""));
		if (!code) {
			setError("Escribe el número del inmueble, por ejemplo 1234");
			return;
		}
		setError(null);
		onSearch(code);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		role: "search",
		"aria-label": "Buscar por código",
		onSubmit: submit,
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
			size: "small",
			error: error !== null,
			sx: { width: {
				xs: "100%",
				sm: 230
			} },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputLabel, {
					htmlFor: INPUT_ID,
					children: "Código del inmueble"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutlinedInput, {
					id: INPUT_ID,
					label: "Código del inmueble",
					value,
					onChange: (e) => {
						setValue(e.target.value.replace(/[^\d-]/g, ""));
						setError(null);
					},
					placeholder: "1234",
					inputProps: {
						inputMode: "numeric",
						maxLength: 16,
						autoComplete: "off",
						"aria-describedby": error ? HELPER_ID : void 0
					},
					startAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
						position: "start",
						sx: { "& p": {
							fontWeight: 700,
							color: "text.primary"
						} },
						children: PROPERTY_CODE_PREFIX
					}),
					endAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
						position: "end",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
							type: "submit",
							edge: "end",
							"aria-label": "Buscar código",
							disabled,
							size: "small",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, {})
						})
					})
				}),
				error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
					id: HELPER_ID,
					children: error
				})
			]
		})
	});
}
// src/features/properties/api/get-featured-properties.ts
/** GET /api/properties/featured: the agency's highlighted listings. */
function getFeaturedProperties(signal) {
	return apiGet("/properties/featured", { signal });
}
function featuredPropertiesQueryOptions() {
	return queryOptions({
		queryKey: ["properties", "featured"],
		queryFn: ({ signal }) => getFeaturedProperties(signal),
		staleTime: 3e5
	});
}
function useFeaturedProperties() {
	return useQuery(featuredPropertiesQueryOptions());
}
// src/features/search/components/featured-banner.tsx
var RATIO = "16 / 10";
/** MUI Skeleton's pulse, on a plain box (Skeleton's own code would weigh on the first page). */
var pulse = keyframes`
  50% { opacity: 0.4; }
`;
/**
* The random pick lives in the query cache: a page rendered on the server hands its pick to the
* browser with the rest of its data, so hydration shows the same property.
*/
function useBannerSeed() {
	return useQuery({
		queryKey: ["featured-banner-seed"],
		queryFn: () => Math.random(),
		initialData: () => Math.random(),
		staleTime: Infinity
	}).data;
}
/** Spec §2: one featured property, chosen at random from the featured list, as a banner. */
function FeaturedBanner() {
	const featured = useFeaturedProperties();
	const seed = useBannerSeed();
	const items = featured.data?.items ?? [];
	const card = items.length > 0 ? items[Math.floor(seed * items.length)] : void 0;
	if (featured.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		"aria-hidden": true,
		sx: {
			aspectRatio: RATIO,
			borderRadius: "20px",
			bgcolor: "rgba(255,255,255,0.12)",
			animation: `${pulse} 2s ease-in-out 0.5s infinite`,
			"@media (prefers-reduced-motion: reduce)": { animation: "none" }
		}
	});
	if (!card) return null;
	const location = [card.neighbourhood, card.city].filter(Boolean).join(", ");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: Link$1,
		to: propertyPath(card.code),
		sx: {
			position: "relative",
			display: "block",
			aspectRatio: RATIO,
			borderRadius: "20px",
			overflow: "hidden",
			color: "common.white",
			textDecoration: "none",
			bgcolor: "primary.dark",
			boxShadow: "0 24px 48px rgba(0,0,0,0.28)",
			"&:hover img, &:focus-visible img": { transform: "scale(1.04)" },
			"@media (prefers-reduced-motion: reduce)": { "&:hover img, &:focus-visible img": { transform: "none" } }
		},
		children: [
			card.photo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "img",
				src: card.photo.large,
				srcSet: photoSrcSet(card.photo),
				sizes: "(min-width: 900px) 560px, 100vw",
				alt: "",
				width: 1600,
				height: 1e3,
				fetchPriority: "high",
				sx: {
					position: "absolute",
					inset: 0,
					width: "100%",
					height: "100%",
					objectFit: "cover",
					transition: "transform 500ms ease"
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-hidden": true,
				sx: {
					position: "absolute",
					inset: 0,
					background: "linear-gradient(180deg, rgba(7,58,80,0) 35%, rgba(7,58,80,0.92) 100%)"
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: {
					position: "absolute",
					top: 14,
					left: 14,
					px: 1.25,
					py: .5,
					borderRadius: 999,
					bgcolor: "secondary.main",
					color: "text.primary",
					fontSize: "0.75rem",
					fontWeight: 750,
					letterSpacing: "0.08em"
				},
				children: ["DESTACADO · ", propertyGestionLabel(card.gestionId)]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: .5,
				sx: {
					position: "absolute",
					left: 0,
					right: 0,
					bottom: 0,
					p: {
						xs: 2,
						sm: 2.5
					}
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						sx: {
							fontWeight: 800,
							fontSize: {
								xs: "1.125rem",
								sm: "1.375rem"
							},
							lineHeight: 1.2
						},
						children: [
							card.type,
							" en ",
							card.gestion.toLowerCase()
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						spacing: .5,
						alignItems: "center",
						sx: { opacity: .9 },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOutlined_default, {
							sx: { fontSize: 18 },
							"aria-hidden": true
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							noWrap: true,
							children: location
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						alignItems: "center",
						justifyContent: "space-between",
						spacing: 2,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							sx: {
								fontWeight: 800,
								fontSize: {
									xs: "1.125rem",
									sm: "1.25rem"
								},
								color: "secondary.light"
							},
							children: formatCop(card.price)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							direction: "row",
							spacing: .5,
							alignItems: "center",
							sx: {
								fontWeight: 700,
								fontSize: "0.875rem"
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Ver inmueble" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, {
								sx: { fontSize: 18 },
								"aria-hidden": true
							})]
						})]
					})
				]
			})
		]
	});
}
// src/features/search/components/search-hero.tsx
/** The search's h1 with the random featured banner beside it (below it on phones). */
function SearchHero() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			color: "common.white",
			background: (t) => `linear-gradient(120deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 60%, ${t.palette.primary.light} 100%)`,
			"--focus-ring": (t) => t.palette.secondary.main
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			sx: {
				py: {
					xs: 3,
					md: 5
				},
				display: "grid",
				gap: {
					xs: 2.5,
					md: 5
				},
				alignItems: "center",
				gridTemplateColumns: {
					xs: "1fr",
					md: "1.2fr 1fr"
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "overline",
					sx: { color: "secondary.light" },
					children: "Arriendos y ventas"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h1",
					sx: { fontSize: {
						xs: "1.625rem",
						sm: "2.25rem",
						md: "2.75rem"
					} },
					children: "Encuentra tu próximo hogar en Antioquia y Bogotá"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						mt: 1.5,
						maxWidth: 640,
						color: "rgba(255,255,255,0.85)",
						fontSize: { md: "1.0625rem" },
						display: {
							xs: "none",
							sm: "block"
						}
					},
					children: "Apartamentos, casas, locales y oficinas en Medellín, el Valle de Aburrá, el Oriente antioqueño y Bogotá, con el acompañamiento de asesores en 12 sedes."
				})
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					width: "100%",
					maxWidth: {
						xs: 520,
						md: "none"
					},
					justifySelf: {
						xs: "start",
						md: "stretch"
					}
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeaturedBanner, {})
			})]
		})
	});
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/RestartAlt.js
var RestartAlt_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 5V2L8 6l4 4V7c3.31 0 6 2.69 6 6 0 2.97-2.17 5.43-5 5.91v2.02c3.95-.49 7-3.85 7-7.93 0-4.42-3.58-8-8-8m-6 8c0-1.65.67-3.15 1.76-4.24L6.34 7.34C4.9 8.79 4 10.79 4 13c0 4.08 3.05 7.44 7 7.93v-2.02c-2.83-.48-5-2.94-5-5.91" }), "RestartAlt");
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/NativeSelect/NativeSelect.js
var useUtilityClasses = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getNativeSelectUtilityClasses, classes);
};
var defaultInput = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Input, {});
/**
* An alternative to `<Select native />` with a much smaller bundle size footprint.
*/
var NativeSelect = /*#__PURE__*/ import_react.forwardRef(function NativeSelect(inProps, ref) {
	const props = useDefaultProps({
		name: "MuiNativeSelect",
		props: inProps
	});
	const { className, children, classes: classesProp = {}, IconComponent = ArrowDropDown_default, input = defaultInput, inputProps, variant, ...other } = props;
	const muiFormControl = useFormControl();
	const fcs = formControlState({
		props,
		muiFormControl,
		states: ["variant"]
	});
	const classes = useUtilityClasses({
		...props,
		classes: classesProp
	});
	const { root, ...otherClasses } = classesProp;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: /*#__PURE__*/ import_react.cloneElement(input, {
		inputComponent: NativeSelectInput,
		inputProps: {
			children,
			classes: otherClasses,
			IconComponent,
			variant: fcs.variant,
			type: void 0,
			...inputProps,
			...input ? input.props.inputProps : {}
		},
		ref,
		...other,
		className: clsx(classes.root, input.props.className, className)
	}) });
});
NativeSelect.muiName = "Select";
// src/components/fields/native-select-field.tsx
/**
* A labelled native `<select>` in the outlined look of `<TextField select>` (phones show their own
* picker). Built from the parts, because TextField always brings the menu-based Select, whose Menu,
* Popover and Modal would weigh on the first page's JavaScript.
*/
function NativeSelectField({ id, label, value, onChange, children, disabled = false, helperText, sx }) {
	const helperId = helperText ? `${id}-helper-text` : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
		size: "small",
		fullWidth: true,
		disabled,
		sx,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputLabel, {
				htmlFor: id,
				id: `${id}-label`,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
				id,
				value,
				onChange: (event) => onChange(event.target.value),
				input: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutlinedInput, { label }),
				inputProps: { "aria-describedby": helperId },
				children
			}),
			helperText && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
				id: helperId,
				children: helperText
			})
		]
	});
}
// src/features/properties/api/get-cities.ts
/** GET /api/locations/cities: every city with listings (the search's location select). */
function getCities(signal) {
	return apiGet("/locations/cities", { signal });
}
function citiesQueryOptions() {
	return queryOptions({
		queryKey: ["locations", "cities"],
		queryFn: ({ signal }) => getCities(signal),
		staleTime: LOCATIONS_STALE_TIME
	});
}
function useCities() {
	return useQuery(citiesQueryOptions());
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/Add.js
var Add_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" }), "Add");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/Remove.js
var Remove_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 13H5v-2h14z" }), "Remove");
// src/features/search/components/counter-field.tsx
/** Spec §5: a counter from 0 to 5 with minus/plus buttons; the value is a minimum ("2" = 2 or more). */
function CounterField({ label, value, onStep }) {
	const labelId = (0, import_react.useId)();
	const lower = label.toLowerCase();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		alignItems: "center",
		justifyContent: "space-between",
		role: "group",
		"aria-labelledby": labelId,
		sx: { py: .5 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: labelId,
			variant: "body2",
			sx: { fontWeight: 600 },
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			alignItems: "center",
			spacing: .5,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					size: "small",
					onClick: () => onStep(-1),
					disabled: value <= 0,
					"aria-label": `Menos ${lower}`,
					sx: {
						border: 1,
						borderColor: "divider"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Remove_default, { fontSize: "small" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "output",
					"aria-live": "polite",
					"aria-label": `${label}: ${value === 0 ? "cualquier cantidad" : `${value} o más`}`,
					sx: {
						minWidth: 36,
						textAlign: "center",
						fontWeight: 700,
						fontVariantNumeric: "tabular-nums"
					},
					children: value === 0 ? "0" : `${value}+`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					size: "small",
					onClick: () => onStep(1),
					disabled: value >= 5,
					"aria-label": `Más ${lower}`,
					sx: {
						border: 1,
						borderColor: "divider"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Add_default, { fontSize: "small" })
				})
			]
		})]
	});
}
// src/components/fields/range-slider.tsx
var HEIGHT = 32;
var THUMB = 22;
var thumbStyle = {
	pointerEvents: "auto",
	boxSizing: "border-box",
	width: THUMB,
	height: THUMB,
	borderRadius: "50%",
	border: "3px solid #FFFFFF",
	bgcolor: "primary.main",
	boxShadow: "0 1px 4px rgba(20, 35, 43, 0.35)",
	cursor: "grab"
};
/**
* A two-thumb range made of two of the browser's own range inputs over one track: keyboard, touch and
* screen readers work as with any slider (arrows move one step, Page Up/Down a tenth of the range,
* Home/End to the ends), and it weighs a fraction of MUI's Slider on the first page. A thumb cannot
* pass the other one.
*/
function RangeSlider({ min, max, step, value, onChange, labels, valueText }) {
	const [from, to] = value;
	const span = max - min || 1;
	const position = (v) => Math.min(1, Math.max(0, (v - min) / span));
	const fromOnTop = from > min + span / 2;
	const thumb = (index) => {
		const current = value[index];
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			type: "range",
			min,
			max,
			step,
			value: current,
			"aria-label": labels[index],
			"aria-valuetext": valueText(current),
			style: { zIndex: index === 0 === fromOnTop ? 2 : 1 },
			onChange: (event) => {
				const next = Number(event.target.value);
				onChange(index === 0 ? [Math.min(next, to), to] : [from, Math.max(next, from)]);
			}
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		style: {
			"--from": position(from),
			"--to": position(to)
		},
		sx: {
			position: "relative",
			height: HEIGHT,
			"&::before, &::after": {
				content: "\"\"",
				position: "absolute",
				top: "50%",
				height: 4,
				mt: "-2px",
				borderRadius: 2
			},
			"&::before": {
				left: THUMB / 2,
				right: THUMB / 2,
				bgcolor: "primary.light",
				opacity: .3
			},
			"&::after": {
				left: `calc(${THUMB / 2}px + var(--from) * (100% - ${THUMB}px))`,
				right: `calc(${THUMB / 2}px + (1 - var(--to)) * (100% - ${THUMB}px))`,
				bgcolor: "primary.main"
			},
			"& input": {
				position: "absolute",
				inset: 0,
				width: "100%",
				height: "100%",
				m: 0,
				appearance: "none",
				background: "transparent",
				pointerEvents: "none",
				outline: "none"
			},
			"& input::-webkit-slider-runnable-track": {
				background: "transparent",
				height: "100%"
			},
			"& input::-moz-range-track": { background: "transparent" },
			"& input::-webkit-slider-thumb": {
				...thumbStyle,
				appearance: "none",
				mt: `5px`
			},
			"& input::-moz-range-thumb": thumbStyle,
			"& input:focus-visible::-webkit-slider-thumb": focusRing,
			"& input:focus-visible::-moz-range-thumb": focusRing
		},
		children: [thumb(0), thumb(1)]
	});
}
// src/features/search/components/price-range-filter.tsx
/**
* Spec §4/§9: range slider over the bounds of the current gestion, step 50,000, applied 500 ms after
* the last move so dragging does not fire a search per pixel.
*/
function PriceRangeFilter({ gestion, value, onChange }) {
	const labelId = (0, import_react.useId)();
	const { min, max } = priceBoundsFor(gestion);
	const [draft, setDraft] = (0, import_react.useState)(value);
	const [from, to] = value;
	const [committed, setCommitted] = (0, import_react.useState)(null);
	const [synced, setSynced] = (0, import_react.useState)(value);
	if (synced[0] !== from || synced[1] !== to) {
		setSynced([from, to]);
		if (committed?.[0] !== from || committed[1] !== to) setDraft([from, to]);
	}
	const commit = c((next) => {
		setCommitted(next);
		onChange(next);
	}, 500);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		role: "group",
		"aria-labelledby": labelId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: labelId,
				variant: "body2",
				sx: { fontWeight: 600 },
				children: "Precio"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { pt: .5 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RangeSlider, {
					value: draft,
					min,
					max,
					step: PRICE_STEP,
					onChange: (range) => {
						setDraft(range);
						commit(range);
					},
					labels: ["Precio mínimo", "Precio máximo"],
					valueText: formatCop
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				justifyContent: "space-between",
				spacing: 1,
				"aria-live": "polite",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "caption",
					color: "text.secondary",
					component: "p",
					children: "Desde"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: { fontWeight: 700 },
					"data-testid": "precio-desde",
					children: formatCop(draft[0])
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { textAlign: "right" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "caption",
						color: "text.secondary",
						component: "p",
						children: "Hasta"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: { fontWeight: 700 },
						"data-testid": "precio-hasta",
						children: formatCop(draft[1])
					})]
				})]
			})
		]
	});
}
// src/features/search/components/filter-panel.tsx
var COUNTERS = [
	{
		key: "habitaciones",
		label: "Habitaciones"
	},
	{
		key: "banos",
		label: "Baños"
	},
	{
		key: "parqueaderos",
		label: "Parqueaderos"
	}
];
/** A divider line (MUI's Divider is a hr like this, with more code than the first page needs). */
var RULE = {
	m: 0,
	border: 0,
	borderTop: 1,
	borderColor: "divider"
};
var GESTION_OPTIONS = [GESTION.ARRIENDO, GESTION.VENTA];
function numberFrom(value) {
	return Number(value) || 0;
}
/** Spec §2 filter panel: gestion, type, city, sector (per city), counters and price range. */
function FilterPanel({ filter, onChange, onReset, idPrefix }) {
	const cities = useCities();
	const neighbourhoods = useNeighbourhoods(filter.ciudad);
	const cityOptions = cities.data ?? CITIES;
	const sectorOptions = neighbourhoods.data ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2.25,
		component: "form",
		role: "search",
		"aria-label": "Filtros de búsqueda",
		onSubmit: (e) => e.preventDefault(),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
				id: `${idPrefix}-gestion`,
				label: "Gestión",
				value: filter.gestion,
				onChange: (value) => onChange({ gestion: numberFrom(value) === GESTION.VENTA ? GESTION.VENTA : GESTION.ARRIENDO }),
				children: GESTION_OPTIONS.map((id) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: id,
					children: GESTION_LABELS[id]
				}, id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
				id: `${idPrefix}-tipo`,
				label: "Tipo de inmueble",
				value: filter.tipo,
				onChange: (value) => onChange({ tipo: numberFrom(value) }),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: 0,
					children: "Todos los tipos"
				}), PROPERTY_TYPES.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: t.id,
					children: t.name
				}, t.id))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
				id: `${idPrefix}-ciudad`,
				label: "Ubicación",
				value: filter.ciudad,
				onChange: (value) => onChange({ ciudad: numberFrom(value) }),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: 0,
					children: "Todas las ciudades"
				}), cityOptions.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: c.id,
					children: c.name
				}, c.id))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NativeSelectField, {
				id: `${idPrefix}-barrio`,
				label: "Sector",
				value: filter.barrio,
				onChange: (value) => onChange({ barrio: numberFrom(value) }),
				disabled: filter.ciudad === 0,
				helperText: filter.ciudad === 0 ? "Elige primero una ciudad" : neighbourhoods.isPending ? "Cargando sectores…" : void 0,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: 0,
						children: "Todos los sectores"
					}),
					filter.barrio !== 0 && !sectorOptions.some((n) => n.id === filter.barrio) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
						value: filter.barrio,
						children: ["Sector ", filter.barrio]
					}),
					sectorOptions.map((n) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: n.id,
						children: n.name
					}, n.id))
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "hr",
				sx: RULE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				spacing: .75,
				children: COUNTERS.map(({ key, label }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CounterField, {
					label,
					value: filter[key],
					onStep: (delta) => onChange((latest) => ({ [key]: clampCounter(latest[key] + delta) }))
				}, key))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "hr",
				sx: RULE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceRangeFilter, {
				gestion: filter.gestion,
				value: priceRange(filter),
				onChange: ([valmin, valmax]) => onChange({
					valmin,
					valmax
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "text",
				color: "primary",
				startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestartAlt_default, {}),
				onClick: onReset,
				sx: { alignSelf: "flex-start" },
				children: "Limpiar filtros"
			})
		]
	});
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/SearchOffOutlined.js
var SearchOffOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3 6.08 3 3.28 5.64 3.03 9h2.02C5.3 6.75 7.18 5 9.5 5 11.99 5 14 7.01 14 9.5S11.99 14 9.5 14c-.17 0-.33-.03-.5-.05v2.02c.17.02.33.03.5.03 1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19z" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6.47 10.82 4 13.29l-2.47-2.47-.71.71L3.29 14 .82 16.47l.71.71L4 14.71l2.47 2.47.71-.71L4.71 14l2.47-2.47z" }, "1")], "SearchOffOutlined");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/NavigateBefore.js
var NavigateBefore_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" }), "NavigateBefore");
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/NavigateNext.js
var NavigateNext_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" }), "NavigateNext");
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/usePagination/usePagination.js
function usePagination(props = {}) {
	const { boundaryCount = 1, componentName = "usePagination", count = 1, defaultPage = 1, disabled = false, hideNextButton = false, hidePrevButton = false, onChange: handleChange, page: pageProp, showFirstButton = false, showLastButton = false, siblingCount = 1, ...other } = props;
	const [page, setPageState] = useControlled({
		controlled: pageProp,
		default: defaultPage,
		name: componentName,
		state: "page"
	});
	const handleClick = (event, value) => {
		if (!pageProp) setPageState(value);
		if (handleChange) handleChange(event, value);
	};
	const range = (start, end) => {
		const length = end - start + 1;
		return Array.from({ length }, (_, i) => start + i);
	};
	const startPages = range(1, Math.min(boundaryCount, count));
	const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
	const siblingsStart = Math.max(Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1), boundaryCount + 2);
	const siblingsEnd = Math.min(Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2), count - boundaryCount - 1);
	const itemList = [
		...showFirstButton ? ["first"] : [],
		...hidePrevButton ? [] : ["previous"],
		...startPages,
		...siblingsStart > boundaryCount + 2 ? ["start-ellipsis"] : boundaryCount + 1 < count - boundaryCount ? [boundaryCount + 1] : [],
		...range(siblingsStart, siblingsEnd),
		...siblingsEnd < count - boundaryCount - 1 ? ["end-ellipsis"] : count - boundaryCount > boundaryCount ? [count - boundaryCount] : [],
		...endPages,
		...hideNextButton ? [] : ["next"],
		...showLastButton ? ["last"] : []
	];
	const buttonPage = (type) => {
		switch (type) {
			case "first": return 1;
			case "previous": return page - 1;
			case "next": return page + 1;
			case "last": return count;
			default: return null;
		}
	};
	return {
		items: itemList.map((item) => {
			return typeof item === "number" ? {
				onClick: (event) => {
					handleClick(event, item);
				},
				type: "page",
				page: item,
				selected: item === page,
				disabled,
				"aria-current": item === page ? "page" : void 0
			} : {
				onClick: (event) => {
					handleClick(event, buttonPage(item));
				},
				type: item,
				page: buttonPage(item),
				selected: false,
				disabled: disabled || !item.includes("ellipsis") && (item === "next" || item === "last" ? page >= count : page <= 1)
			};
		}),
		...other
	};
}
// src/features/search/components/search-pagination.tsx
function itemLabel({ type, page, selected }) {
	if (type === "previous") return "Página anterior";
	if (type === "next") return "Página siguiente";
	return selected ? `Página ${page}, actual` : `Ir a la página ${page}`;
}
/** A plain click stays in the app; Ctrl/⌘/Shift or the middle button open the link the browser's way. */
function isPlainClick(event) {
	return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
/**
* Spec §2: pages with 2 margin pages and a range of 5 around the current one (MUI's usePagination
* counts them), as links to each page's address.
*/
function SearchPagination({ count, page, href, onChange }) {
	const { items } = usePagination({
		count,
		page,
		boundaryCount: 2,
		siblingCount: 2
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "nav",
		"aria-label": "Páginas de resultados",
		sx: {
			"& ul": {
				listStyle: "none",
				m: 0,
				p: 0,
				display: "flex",
				flexWrap: "wrap",
				justifyContent: "center",
				alignItems: "center",
				gap: {
					xs: 0,
					sm: "6px"
				},
				rowGap: 1
			},
			"& .item": {
				display: "inline-flex",
				alignItems: "center",
				justifyContent: "center",
				boxSizing: "border-box",
				minWidth: {
					xs: 26,
					sm: 36
				},
				height: {
					xs: 32,
					sm: 36
				},
				px: .5,
				borderRadius: "8px",
				color: "text.primary",
				fontSize: "0.875rem",
				fontVariantNumeric: "tabular-nums",
				textDecoration: "none"
			},
			"& a.item:hover": { bgcolor: "action.hover" },
			"& a.item[aria-current=\"page\"]": {
				bgcolor: "primary.main",
				color: "primary.contrastText",
				"&:hover": { bgcolor: "primary.dark" }
			},
			"& .disabled": { opacity: .38 }
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: items.map((item) => {
			const { type, page: target, selected, disabled } = item;
			if (type === "start-ellipsis" || type === "end-ellipsis") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "item",
					children: "…"
				})
			}, type);
			const content = type === "previous" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigateBefore_default, { fontSize: "small" }) : type === "next" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavigateNext_default, { fontSize: "small" }) : target;
			if (disabled || target === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "item disabled",
					children: content
				})
			}, type);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: "item",
				href: href(target),
				"aria-label": itemLabel(item),
				"aria-current": selected ? "page" : void 0,
				onClick: (event) => {
					if (!isPlainClick(event)) return;
					event.preventDefault();
					if (!selected) onChange(target);
				},
				children: content
			}) }, `${type}-${target}`);
		}) })
	});
}
// src/features/search/components/search-results.tsx
/** Spec §2: 'Cargando...' with a circular spinner while a search runs. */
function LoadingIndicator({ label = PROPERTY_MESSAGES.loading }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1.5,
		alignItems: "center",
		role: "status",
		sx: { color: "primary.main" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
			size: 22,
			thickness: 5,
			"aria-hidden": true
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: { fontWeight: 600 },
			children: label
		})]
	});
}
/** Grid of cards (1 / 2 / 3 per row), the empty state and the pagination with 'Mostrando: X de Y'. */
function SearchResults({ result, loading, error, page, onPageChange, pageHref, onRetry, onReset }) {
	const items = result?.items ?? [];
	const total = result?.total ?? 0;
	const pageCount = result?.pageCount ?? 0;
	const empty = result !== void 0 && items.length === 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		error && !result && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				color: "inherit",
				size: "small",
				onClick: onRetry,
				children: "Reintentar"
			}),
			sx: { mb: 3 },
			children: error.message
		}),
		!result && !error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			"aria-hidden": true,
			sx: { minHeight: {
				xs: 420,
				md: 460
			} }
		}),
		empty && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			alignItems: "center",
			spacing: 1.5,
			sx: {
				py: {
					xs: 6,
					md: 10
				},
				px: 2,
				textAlign: "center",
				bgcolor: "background.paper",
				borderRadius: "16px",
				border: 1,
				borderColor: "divider"
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchOffOutlined_default, {
					sx: {
						fontSize: 56,
						color: "primary.light"
					},
					"aria-hidden": true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h3",
					component: "p",
					children: PROPERTY_MESSAGES.noResults
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					sx: { maxWidth: 420 },
					children: "Prueba con otra ubicación, un rango de precio más amplio o menos habitaciones."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					onClick: onReset,
					children: "Limpiar filtros"
				})
			]
		}),
		items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			"aria-label": "Resultados de la búsqueda",
			"aria-busy": loading,
			sx: {
				listStyle: "none",
				m: 0,
				p: 0,
				display: "grid",
				gap: {
					xs: 2,
					md: 2.5
				},
				gridTemplateColumns: {
					xs: "1fr",
					sm: "repeat(2, minmax(0, 1fr))",
					lg: "repeat(3, minmax(0, 1fr))"
				},
				opacity: loading ? .55 : 1,
				transition: "opacity 150ms ease"
			},
			children: items.map((card, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "li",
				sx: { minWidth: 0 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyCard, {
					card,
					priority: index === 0
				})
			}, card.code))
		}),
		result !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: {
				xs: "column",
				sm: "row"
			},
			spacing: 2,
			alignItems: "center",
			justifyContent: "space-between",
			sx: { mt: 4 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				color: "text.secondary",
				sx: { fontWeight: 600 },
				"aria-live": "polite",
				children: [
					"Mostrando: ",
					items.length,
					" de ",
					total
				]
			}), pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchPagination, {
				count: pageCount,
				page: Math.min(page, pageCount),
				href: pageHref,
				onChange: onPageChange
			})]
		})
	] });
}
// src/features/search/components/sort-select.tsx
function isSortOption(value) {
	return SORT_OPTIONS.some((o) => o.value === value);
}
/** Spec §2 sort line: 'Más recientes' (default), 'Menor precio', 'Mayor precio'. */
function SortSelect({ value, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectField, {
		id: "orden-resultados",
		label: "Ordenar por",
		value,
		onChange: (next) => {
			if (isSortOption(next)) onChange(next);
		},
		sx: { minWidth: { sm: 200 } },
		children: SORT_OPTIONS.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
			value: o.value,
			children: o.label
		}, o.value))
	});
}
var SEARCH_PAGE_TITLE = "Búsqueda de inmuebles";
var FilterDrawer = (0, import_react.lazy)(() => import("./filter-drawer-CmMy33rR.js").then((m) => ({ default: m.FilterDrawer })));
var FeaturedCarousel = (0, import_react.lazy)(() => import("./featured-carousel-SB_vLDdf.js").then((m) => ({ default: m.FeaturedCarousel })));
function sameFilter(a, b) {
	return Object.keys(DEFAULT_FILTER).every((key) => a[key] === b[key]);
}
/** How many filters differ from the route's own (shown on the phones' 'Filtros' button). */
function activeFilterCount(filter, base) {
	return [
		"gestion",
		"tipo",
		"ciudad",
		"barrio",
		...COUNTER_KEYS
	].filter((key) => filter[key] !== base[key]).length + (filter.valmin !== void 0 || filter.valmax !== void 0 ? 1 : 0);
}
/** 'Apartamentos en venta en Medellín', 'Inmuebles en arriendo'. */
function resultsHeading(filter) {
	const type = PROPERTY_TYPES.find((t) => t.id === filter.tipo);
	const what = type ? `${type.name}${/[aeiou]$/i.test(type.name) ? "s" : "es"}` : "Inmuebles";
	const gestion = filter.gestion === GESTION.VENTA ? "en venta" : "en arriendo";
	const city = CITIES.find((c) => c.id === filter.ciudad);
	return [
		what,
		gestion,
		city ? `en ${city.name}` : ""
	].filter(Boolean).join(" ");
}
/**
* Below the fold: its code loads and it renders only in the browser, when it comes near the screen, so
* a visitor who never scrolls there does not download it. Its own component, so switching it on
* re-renders it alone, not the whole page.
*/
function FeaturedSection() {
	const { ref, near } = useNearScreen();
	const fallback = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		ref,
		sx: {
			minHeight: 200,
			display: "grid",
			placeItems: "center"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingIndicator, { label: PROPERTY_MESSAGES.loadingFeatured })
	});
	return near ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeaturedCarousel, {})
	}) : fallback;
}
/** Home and search (spec §2 "Search view"). */
function SearchPage() {
	useDocumentTitle(SEARCH_PAGE_TITLE);
	const { filter, base, update, pageHref, reset, code, setCode, clearCode } = useSearchFilter();
	const [searched] = l(filter, 300, { equalityFn: sameFilter });
	const search = useSearchProperties(searched);
	const lookup = useCodeLookup(code, clearCode);
	const [filtersOpen, setFiltersOpen] = (0, import_react.useState)(false);
	const resultsRef = (0, import_react.useRef)(null);
	const pending = !sameFilter(filter, searched);
	const loading = search.isFetching || pending;
	const activeFilters = activeFilterCount(filter, base);
	const changePage = (page) => {
		update({ page });
		const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
		resultsRef.current?.scrollIntoView?.({
			behavior: smooth ? "smooth" : "auto",
			block: "start"
		});
	};
	const panel = (idPrefix) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterPanel, {
		filter,
		onChange: update,
		onReset: reset,
		idPrefix
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchHero, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: "lg",
			sx: { py: {
				xs: 3,
				md: 5
			} },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: { md: 4 },
					gridTemplateColumns: {
						xs: "minmax(0, 1fr)",
						md: "270px minmax(0, 1fr)"
					},
					alignItems: "start"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "aside",
					"aria-labelledby": "filtros-titulo",
					sx: {
						display: {
							xs: "none",
							md: "block"
						},
						position: "sticky",
						top: 92,
						bgcolor: "background.paper",
						borderRadius: "16px",
						border: 1,
						borderColor: "divider",
						p: 2.5,
						maxHeight: "calc(100vh - 108px)",
						overflowY: "auto"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "filtros-titulo",
						variant: "h4",
						component: "h2",
						sx: { mb: 2 },
						children: "Filtros"
					}), panel("filtro")]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "section",
					ref: resultsRef,
					"aria-labelledby": "resultados-titulo",
					"data-results-for": !loading && search.data ? filterToSearchParams(searched, base).toString() : void 0,
					sx: {
						scrollMarginTop: 96,
						minWidth: 0
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							direction: "row",
							alignItems: "center",
							justifyContent: "space-between",
							spacing: 2,
							sx: { mb: 2 },
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								id: "resultados-titulo",
								variant: "h2",
								sx: { fontSize: {
									xs: "1.375rem",
									md: "1.75rem"
								} },
								children: resultsHeading(filter)
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								sx: {
									flexShrink: 0,
									minHeight: 32,
									display: "flex",
									alignItems: "center"
								},
								children: (loading || lookup.searching) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingIndicator, {})
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "grid",
								gap: 1.5,
								gridTemplateColumns: {
									xs: "1fr 1fr",
									sm: "auto auto 1fr auto",
									md: "auto 1fr auto"
								},
								alignItems: "start",
								mb: 3,
								"& .codigo": { gridColumn: {
									xs: "1 / -1",
									sm: "auto"
								} }
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
									variant: "outlined",
									startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CountBadge, {
										count: activeFilters,
										children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tune_default, {})
									}),
									onClick: () => setFiltersOpen(true),
									"aria-haspopup": "dialog",
									"aria-expanded": filtersOpen,
									sx: {
										display: { md: "none" },
										minHeight: 40,
										bgcolor: "background.paper"
									},
									children: ["Filtros", activeFilters > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
										component: "span",
										sx: visuallyHidden,
										children: ` (${activeFilters} activos)`
									})]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortSelect, {
									value: filter.orden,
									onChange: (orden) => update({ orden })
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: { display: {
									xs: "none",
									sm: "block"
								} } }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
									className: "codigo",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeSearch, {
										onSearch: setCode,
										disabled: lookup.searching
									})
								})
							]
						}),
						lookup.missingCode && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
							severity: "warning",
							role: "alert",
							sx: { mb: 2 },
							children: PROPERTY_MESSAGES.notFound(lookup.missingCode)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchResults, {
							result: search.data,
							loading,
							error: search.error,
							page: filter.page,
							onPageChange: changePage,
							pageHref,
							onRetry: () => void search.refetch(),
							onReset: reset
						})
					]
				})]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MountWhenOpened, {
			open: filtersOpen,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterDrawer, {
				open: filtersOpen,
				onClose: () => setFiltersOpen(false),
				showResultsLabel: loading || !search.data ? PROPERTY_MESSAGES.loading : `Ver ${search.data.total} resultados`,
				children: panel("filtro-movil")
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				bgcolor: "background.paper",
				borderTop: 1,
				borderBottom: 1,
				borderColor: "divider",
				contentVisibility: "auto",
				containIntrinsicSize: "auto 520px"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
				maxWidth: "lg",
				sx: { py: {
					xs: 5,
					md: 7
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeaturedSection, {})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			sx: {
				py: {
					xs: 5,
					md: 7
				},
				contentVisibility: "auto",
				containIntrinsicSize: "auto 1400px"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BranchBanners, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: {
					xs: 6,
					md: 8
				} },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BranchFinder, {})
			})]
		})
	] });
}
// src/features/search/lib/restore-filter.ts
/**
* Where a plain /busqueda/ (or /) should go to bring back the filter of this visit (local storage
* `filtro`, spec §3), or null to stay. An address that carries a filter always wins.
*/
function storedFilterTarget(url, storage) {
	if (hasFilterParams(url.searchParams)) return null;
	const stored = readStoredFilter(storage);
	if (!stored) return null;
	const params = filterToSearchParams(stored);
	if (params.size === 0) return null;
	const code = url.searchParams.get(CODE_PARAM);
	if (code) params.set(CODE_PARAM, code);
	return `${url.pathname}?${params.toString()}`;
}
// src/app/routes/search.route.tsx
/**
* The results and the featured banner are the first screen (search-preset.route shares this); the
* filter's cities come too, so the page does not render again right after it starts.
*/
var handle = {
	redirect: ({ url }) => typeof window === "undefined" ? null : storedFilterTarget(url),
	prefetch: ({ queryClient, params, url }) => Promise.all([
		queryClient.prefetchQuery(searchPropertiesQueryOptions(filterFromSearchParams(url.searchParams, presetFilter(params)))),
		queryClient.prefetchQuery(featuredPropertiesQueryOptions()),
		queryClient.prefetchQuery(citiesQueryOptions())
	])
};
export { SearchPage as Component, handle, useFeaturedProperties as n, LoadingIndicator as t };
