import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as parseFavoritesShare, i as ShareFavoritesButton, n as NO_FAVORITES_TEXT, t as FAVORITES_DRAWER_TITLE } from "./favorites-drawer-LceIHCY_.js";
import { o as UI_MESSAGES, u as propertyNotFoundMessage } from "./messages-CjVDmR-p.js";
import { $ as useSearchParams, A as CircularProgress, M as Container, O as Stack, S as PATHS, V as Box, _ as Button, a as isApiError, at as Subscribable, c as useDocumentTitle, d as useFavorites, ft as replaceEqualDeep, l as addFavorites, mt as shallowEqualObjects, q as Link, rt as notifyManager, ut as noop, vt as useQueryClient, z as createSvgIcon } from "../entry-server.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { t as HomeWorkOutlined_default } from "./HomeWorkOutlined-BBQH-DOx.js";
import { t as Alert } from "./Alert-CMdY8li_.js";
import { t as Typography } from "./Typography-C0uzoc2g.js";
import { a as shouldSuspend, c as useClearResetErrorBoundary, d as QueryObserver, i as fetchOptimistic, l as useQueryErrorResetBoundary, o as ensurePreventErrorBoundaryRetry, r as ensureSuspenseTimers, s as getHasError, u as useIsRestoring } from "./queryOptions-DNYw4X0d.js";
import { t as PageHero } from "./page-hero-Bl5ZKqC-.js";
import { c as propertyQueryOptions, t as PropertyCard } from "./property-card-BAIVGM1a.js";
import { t as toPropertyCard } from "./to-property-card-BGJ8tPLx.js";
// ../../node_modules/.pnpm/@tanstack+query-core@5.108.0/node_modules/@tanstack/query-core/build/modern/queriesObserver.js
/**
* Returns the items of `array1` that are not in `array2`.
* @param array1 - The items to filter.
* @param array2 - The items to exclude.
* @returns A new array with the items of `array1` that are not in `array2`.
*/
function difference(array1, array2) {
	const excludeSet = new Set(array2);
	return array1.filter((x) => !excludeSet.has(x));
}
/**
* A `QueriesObserver` watches an array of queries at once, exposing them as
* a single array of `QueryObserverResult`s (or, when a `combine` option is
* given, as a combined value derived from that array). It manages one
* internal `QueryObserver` per query, and is the primitive that framework
* adapters (e.g. `useQueries`) build their hooks on top of.
* @example
* ```ts
* const observer = new QueriesObserver(queryClient, [
*   { queryKey: ['post', 1], queryFn: fetchPost },
*   { queryKey: ['post', 2], queryFn: fetchPost },
* ])
*
* const unsubscribe = observer.subscribe((result) => {
*   console.log(result)
* })
* ```
*/
var QueriesObserver = class extends Subscribable {
	#client;
	#result;
	#queries;
	#options;
	#observers;
	#combinedResult;
	#lastCombine;
	#lastResult;
	#lastQueryHashes;
	#observerMatches = [];
	constructor(client, queries, options) {
		super();
		this.#client = client;
		this.#options = options;
		this.#queries = [];
		this.#observers = [];
		this.#result = [];
		this.setQueries(queries);
	}
	onSubscribe() {
		if (this.listeners.size === 1) this.#observers.forEach((observer) => {
			observer.subscribe((result) => {
				this.#onUpdate(observer, result);
			});
		});
	}
	onUnsubscribe() {
		if (!this.listeners.size) this.destroy();
	}
	/**
	* Stops observing all queries: clears all listeners and destroys every
	* underlying `QueryObserver` this observer manages.
	*/
	destroy() {
		this.listeners = /* @__PURE__ */ new Set();
		this.#observers.forEach((observer) => {
			observer.destroy();
		});
	}
	/**
	* Replaces the set of queries being observed. Existing `QueryObserver`s
	* are reused for queries that match an already-observed query hash;
	* observers for queries that are no longer present are destroyed, and new
	* observers are created and subscribed to for newly added queries.
	* @param queries - The options of the queries to observe.
	* @param options - Replaces the observer's options, e.g. its `combine` function.
	* @example
	* ```ts
	* observer.setQueries([
	*   { queryKey: ['post', 1], queryFn: fetchPost },
	*   { queryKey: ['post', 3], queryFn: fetchPost },
	* ])
	* ```
	*/
	setQueries(queries, options) {
		this.#queries = queries;
		this.#options = options;
		notifyManager.batch(() => {
			const prevObservers = this.#observers;
			const newObserverMatches = this.#findMatchingObservers(this.#queries);
			newObserverMatches.forEach((match) => match.observer.setOptions(match.defaultedQueryOptions));
			const newObservers = newObserverMatches.map((match) => match.observer);
			const newResult = newObservers.map((observer) => observer.getCurrentResult());
			const hasLengthChange = prevObservers.length !== newObservers.length;
			const hasIndexChange = newObservers.some((observer, index) => observer !== prevObservers[index]);
			const hasStructuralChange = hasLengthChange || hasIndexChange;
			const hasResultChange = hasStructuralChange ? true : newResult.some((result, index) => {
				const prev = this.#result[index];
				return !prev || !shallowEqualObjects(result, prev);
			});
			if (!hasStructuralChange && !hasResultChange) return;
			if (hasStructuralChange) {
				this.#observerMatches = newObserverMatches;
				this.#observers = newObservers;
			}
			this.#result = newResult;
			if (!this.hasListeners()) return;
			if (hasStructuralChange) {
				difference(prevObservers, newObservers).forEach((observer) => {
					observer.destroy();
				});
				difference(newObservers, prevObservers).forEach((observer) => {
					observer.subscribe((result) => {
						this.#onUpdate(observer, result);
					});
				});
			}
			this.#notify();
		});
	}
	/**
	* Returns the most recently computed array of `QueryObserverResult`s, one
	* per observed query, in the same order as the queries passed to the
	* constructor or `setQueries`.
	* @returns The current results.
	* @example
	* ```ts
	* const results = observer.getCurrentResult()
	* const data = results.map((result) => result.data)
	* ```
	*/
	getCurrentResult() {
		return this.#result;
	}
	/**
	* Returns the underlying `Query` instances currently being observed, in
	* the same order as the queries passed to the constructor or `setQueries`.
	* @returns The observed queries.
	*/
	getQueries() {
		return this.#observers.map((observer) => observer.getCurrentQuery());
	}
	/**
	* Returns the underlying `QueryObserver` instances this observer manages,
	* in the same order as the queries passed to the constructor or
	* `setQueries`.
	* @returns The managed query observers.
	*/
	getObservers() {
		return this.#observers;
	}
	/**
	* The `QueriesObserver` counterpart of {@link QueryObserver#getOptimisticResult} — computes
	* the result for the given (already-defaulted) queries right now, synchronously. Called by
	* framework adapters (e.g. `useQueries`) ahead of subscribing, returning a tuple of the raw
	* per-query results, a function to compute the combined result from them, and a function to
	* wrap the results for property-access tracking.
	* @param queries - The defaulted options of the queries to compute the result for.
	* @param combine - The `combine` function used by the returned `combineResult`, if any.
	* @returns A tuple of the per-query results, a function that computes the combined result, and a
	* function that returns the results wrapped for property-access tracking.
	*/
	getOptimisticResult(queries, combine) {
		const matches = this.#findMatchingObservers(queries);
		const result = matches.map((match) => match.observer.getOptimisticResult(match.defaultedQueryOptions));
		const queryHashes = matches.map((match) => match.defaultedQueryOptions.queryHash);
		return [
			result,
			(r) => {
				return this.#combineResult(r ?? result, combine, queryHashes);
			},
			() => {
				return this.#trackResult(result, matches);
			}
		];
	}
	#trackResult(result, matches) {
		const trackedProps = /* @__PURE__ */ new Set();
		return matches.map((match, index) => {
			const observerResult = result[index];
			return !match.defaultedQueryOptions.notifyOnChangeProps ? match.observer.trackResult(observerResult, (accessedProp) => {
				if (!trackedProps.has(accessedProp)) {
					trackedProps.add(accessedProp);
					matches.forEach((m) => {
						m.observer.trackProp(accessedProp);
					});
				}
			}) : observerResult;
		});
	}
	#combineResult(input, combine, queryHashes) {
		if (combine) {
			const lastHashes = this.#lastQueryHashes;
			const queryHashesChanged = queryHashes !== void 0 && lastHashes !== void 0 && (lastHashes.length !== queryHashes.length || queryHashes.some((hash, i) => hash !== lastHashes[i]));
			if (this.#result !== this.#lastResult || queryHashesChanged || combine !== this.#lastCombine) {
				this.#lastCombine = combine;
				this.#lastResult = this.#result;
				if (queryHashes !== void 0) this.#lastQueryHashes = queryHashes;
				this.#combinedResult = replaceEqualDeep(this.#combinedResult, combine(input));
			}
			return this.#combinedResult;
		}
		return input;
	}
	#shouldSkipCombine() {
		return !this.#options?.combine || this.#observers.some((observer, index) => {
			return observer.options.suspense && this.#result[index]?.data === void 0;
		});
	}
	#findMatchingObservers(queries) {
		const prevObserversMap = /* @__PURE__ */ new Map();
		this.#observers.forEach((observer) => {
			const key = observer.options.queryHash;
			if (!key) return;
			const previousObservers = prevObserversMap.get(key);
			if (previousObservers) previousObservers.push(observer);
			else prevObserversMap.set(key, [observer]);
		});
		const observers = [];
		queries.forEach((options) => {
			const defaultedOptions = this.#client.defaultQueryOptions(options);
			const observer = prevObserversMap.get(defaultedOptions.queryHash)?.shift() ?? new QueryObserver(this.#client, defaultedOptions);
			observers.push({
				defaultedQueryOptions: defaultedOptions,
				observer
			});
		});
		return observers;
	}
	#onUpdate(observer, result) {
		const index = this.#observers.indexOf(observer);
		if (index !== -1) {
			this.#result = this.#result.slice();
			this.#result[index] = result;
			this.#notify();
		}
	}
	#notify() {
		if (this.hasListeners()) {
			const shouldSkipCombine = this.#shouldSkipCombine();
			const previousResult = this.#combinedResult;
			const newResult = shouldSkipCombine ? previousResult : this.#combineResult(this.#trackResult(this.#result, this.#observerMatches), this.#options?.combine);
			if (shouldSkipCombine || previousResult !== newResult) notifyManager.batch(() => {
				this.listeners.forEach((listener) => {
					listener(this.#result);
				});
			});
		}
	}
};
// ../../node_modules/.pnpm/@tanstack+react-query@5.108.0_@types+react@19.3.0_react@19.3.1/node_modules/@tanstack/react-query/build/modern/useQueries.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The `useQueries` hook can be used to fetch a variable number of queries.
*
* The `queries` key accepts an array with query option objects mostly identical to `useQuery` — the top-level
* `subscribed` option isn't accepted per query (see `placeholderData` below for another difference). A custom
* `QueryClient` is supplied once, as `useQueries`' own top-level second argument, rather than per query.
*
* Having the same query key more than once in the array of query objects may cause some data to be shared
* between queries. To avoid this, consider de-duplicating the queries and map the results back to the desired
* structure.
*
* The `combine` option can be used to combine the results of the queries into a single value. The result will
* be structurally shared to be as referentially stable as possible.
* @param options - The `queries` array to run, and the optional `combine` and `subscribed` options.
* @param queryClient - Use this to provide a custom `QueryClient`. Otherwise, the one from the nearest context
* will be used.
* @returns The combined result. Without `combine`, this is an array with all the query results, in the same
* order as the input. When `combine` is provided, this is the value returned by `combine` instead.
* @throws {Error} The error of the first query that should be thrown to the nearest error boundary (see
* `throwOnError`). While suspending, it throws a promise instead.
* @remarks The `combine` function only re-runs if it changed referentially, or if any of the query results
* changed. An inlined `combine` function, as shown in the example below, therefore runs on every render — wrap
* it in `useCallback`, or extract it to a stable function reference if it doesn't have any dependencies, to
* avoid that.
*
* Unlike `useQuery`, `useQueries` cannot infer the `data` argument of an _inline_ `select` from its sibling
* `queryFn`. Because `useQueries` infers the type of the whole `queries` array at once, the `select` parameter
* of a query object written inline cannot be contextually typed from that same object's `queryFn`, so it falls
* back to `unknown` — a [known TypeScript limitation](https://github.com/TanStack/query/issues/6556). Annotate
* the `select` parameter explicitly, or define the query with {@link queryOptions}, which resolves its types in
* a single object _before_ it reaches `useQueries`, to work around this — see the example below. The same
* limitation applies to {@link useSuspenseQueries}.
*
* `placeholderData` is supported here too, but unlike `useQuery`, it doesn't receive information from
* previously rendered queries, because the number of queries can differ between renders.
* @example
* ```tsx
* import { useQueries } from '@tanstack/react-query'
*
* function Posts({ ids }: { ids: Array<number> }) {
*   const postQueries = useQueries({
*     queries: ids.map((id) => ({
*       queryKey: ['post', id],
*       queryFn: () => fetchPost(id),
*       staleTime: Infinity,
*     })),
*   })
*
*   return (
*     <ul>
*       {postQueries.map((query, index) => {
*         if (query.isPending) return <li key={ids[index]}>Loading...</li>
*         if (query.isError) return <li key={ids[index]}>Error: {query.error.message}</li>
*         return <li key={ids[index]}>{query.data.title}</li>
*       })}
*     </ul>
*   )
* }
* ```
* @example
* Combining results into a single value:
* ```tsx
* import { useQueries } from '@tanstack/react-query'
*
* function Posts({ ids }: { ids: Array<number> }) {
*   const { data, isPending, isError } = useQueries({
*     queries: ids.map((id) => ({
*       queryKey: ['post', id],
*       queryFn: () => fetchPost(id),
*     })),
*     combine: (postQueries) => {
*       return {
*         data: postQueries.map((query) => query.data),
*         isPending: postQueries.some((query) => query.isPending),
*         isError: postQueries.some((query) => query.isError),
*       }
*     },
*   })
*
*   if (isPending) return 'Loading...'
*   if (isError) return 'Error loading posts'
*
*   return (
*     <ul>
*       {data.map((post) => (
*         <li key={post?.id}>{post?.title}</li>
*       ))}
*     </ul>
*   )
* }
* ```
* @example
* Typing `select` via {@link queryOptions}. Note that spreading a `queryOptions` result and overriding
* `select` inline still falls back to `unknown` — wrap the spread in `queryOptions` again so the override is
* resolved before it reaches `useQueries`:
* ```tsx
* import { queryOptions, useQueries } from '@tanstack/react-query'
*
* const postOptions = (id: number) =>
*   queryOptions({
*     queryKey: ['post', id],
*     queryFn: () => fetchPost(id),
*   })
*
* function PostTitle({ id }: { id: number }) {
*   const [{ data: broken }] = useQueries({
*     queries: [
*       {
*         ...postOptions(id),
*         // ❌ `data` is `unknown` here
*         select: (data) => data.title,
*       },
*     ],
*   })
*
*   const [{ data: fixed }] = useQueries({
*     queries: [
*       queryOptions({
*         ...postOptions(id),
*         // ✅ `data` is `Post`
*         select: (data) => data.title,
*       }),
*     ],
*   })
*
*   return <h1>{fixed}</h1>
* }
* ```
*/
function useQueries({ queries, ...options }, queryClient) {
	const client = useQueryClient(queryClient);
	const isRestoring = useIsRestoring();
	const errorResetBoundary = useQueryErrorResetBoundary();
	const subscribed = options.subscribed !== false;
	const defaultedQueries = import_react.useMemo(() => queries.map((opts) => {
		const defaultedOptions = client.defaultQueryOptions(opts);
		defaultedOptions._optimisticResults = isRestoring ? "isRestoring" : subscribed ? "optimistic" : void 0;
		return defaultedOptions;
	}), [
		queries,
		client,
		isRestoring,
		subscribed
	]);
	defaultedQueries.forEach((queryOptions) => {
		ensureSuspenseTimers(queryOptions);
		const query = client.getQueryCache().get(queryOptions.queryHash);
		ensurePreventErrorBoundaryRetry(queryOptions, errorResetBoundary, query);
	});
	useClearResetErrorBoundary(errorResetBoundary);
	const [observer] = import_react.useState(() => new QueriesObserver(client, defaultedQueries, options));
	const [optimisticResult, getCombinedResult, trackResult] = observer.getOptimisticResult(defaultedQueries, options.combine);
	import_react.useEffect(() => {
		observer.setQueries(defaultedQueries, options);
	}, [
		defaultedQueries,
		options,
		observer
	]);
	const shouldSubscribe = !isRestoring && subscribed;
	import_react.useSyncExternalStore(import_react.useCallback((onStoreChange) => shouldSubscribe ? observer.subscribe(notifyManager.batchCalls(onStoreChange)) : noop, [observer, shouldSubscribe]), () => observer.getCurrentResult(), () => observer.getCurrentResult());
	const suspensePromises = optimisticResult.some((result, index) => shouldSuspend(defaultedQueries[index], result)) ? optimisticResult.flatMap((result, index) => {
		const opts = defaultedQueries[index];
		if (opts && shouldSuspend(opts, result)) {
			const queryObserver = new QueryObserver(client, opts);
			return fetchOptimistic(opts, queryObserver, errorResetBoundary);
		}
		return [];
	}) : [];
	if (suspensePromises.length > 0) throw Promise.all(suspensePromises);
	const firstSingleResultWhichShouldThrow = optimisticResult.find((result, index) => {
		const query = defaultedQueries[index];
		return query && getHasError({
			result,
			errorResetBoundary,
			throwOnError: query.throwOnError,
			query: client.getQueryCache().get(query.queryHash),
			suspense: query.suspense
		});
	});
	if (firstSingleResultWhichShouldThrow) throw firstSingleResultWhichShouldThrow.error;
	return getCombinedResult(trackResult());
}
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/BookmarkAddOutlined.js
var import_jsx_runtime = require_jsx_runtime();
var BookmarkAddOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 11v6.97l-5-2.14-5 2.14V5h6V3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V11zm4-4h-2v2h-2V7h-2V5h2V3h2v2h2z" }), "BookmarkAddOutlined");
// src/features/favorites/components/favorites-page.tsx
var SHARED_FAVORITES_TITLE = "Inmuebles compartidos contigo";
function CardGrid({ cards }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			m: 0,
			p: 0,
			display: "grid",
			gap: 3,
			gridTemplateColumns: {
				xs: "1fr",
				sm: "repeat(2, 1fr)",
				lg: "repeat(3, 1fr)"
			}
		},
		children: cards.map((card, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PropertyCard, {
			card,
			priority: i === 0,
			headingComponent: "h2"
		}) }, card.code))
	});
}
/** The visitor's own favorites, with the share control. */
function OwnFavorites() {
	const { favorites } = useFavorites();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: {
			xs: "column",
			sm: "row"
		},
		spacing: 2,
		justifyContent: "space-between",
		alignItems: {
			xs: "stretch",
			sm: "center"
		},
		sx: { mb: 3 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			color: "text.secondary",
			children: [favorites.length === 1 ? "1 inmueble guardado" : `${favorites.length} inmuebles guardados`, " en este navegador."]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareFavoritesButton, {
			favorites,
			variant: "button"
		})]
	}), favorites.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		alignItems: "center",
		spacing: 2,
		sx: {
			py: 6,
			textAlign: "center"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeWorkOutlined_default, {
				sx: {
					fontSize: 64,
					color: "primary.light"
				},
				"aria-hidden": true
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: NO_FAVORITES_TEXT }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "contained",
				component: Link,
				to: PATHS.search,
				children: "Buscar inmuebles"
			})
		]
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, { cards: favorites })] });
}
/** `/favoritos/?inmuebles=…`: the properties of a shared link, each loaded from the gateway. */
function SharedFavorites({ codes }) {
	const { isFavorite } = useFavorites();
	const { cards, loading, missing, failed } = useQueries({
		queries: codes.map((code) => propertyQueryOptions(code)),
		combine: (results) => ({
			cards: results.flatMap((r) => r.data ? [toPropertyCard(r.data)] : []),
			loading: results.some((r) => r.isPending),
			missing: codes.filter((_, i) => {
				const error = results[i]?.error;
				return isApiError(error) && error.status === 404;
			}),
			failed: results.some((r) => r.error && !(isApiError(r.error) && r.error.status === 404))
		})
	});
	const unsaved = cards.filter((c) => !isFavorite(c.code));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: {
				xs: "column",
				sm: "row"
			},
			spacing: 2,
			justifyContent: "space-between",
			alignItems: {
				xs: "stretch",
				sm: "center"
			},
			sx: { mb: 3 },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: codes.length === 1 ? "Te compartieron 1 inmueble." : `Te compartieron ${codes.length} inmuebles.`
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: {
					xs: "column",
					sm: "row"
				},
				spacing: 1.5,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "contained",
					startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookmarkAddOutlined_default, {}),
					disabled: unsaved.length === 0,
					onClick: () => addFavorites(unsaved),
					children: unsaved.length === 0 && cards.length > 0 ? "Ya están en tus favoritos" : "Guardar en mis favoritos"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					component: Link,
					to: PATHS.favorites,
					children: "Ver mis favoritos"
				})]
			})]
		}),
		missing.map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "warning",
			sx: { mb: 2 },
			children: propertyNotFoundMessage(code)
		}, code)),
		failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			sx: { mb: 2 },
			children: "Algunos inmuebles no se pudieron cargar. Inténtalo de nuevo más tarde."
		}),
		cards.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardGrid, { cards }),
		loading && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			direction: "row",
			spacing: 1.5,
			alignItems: "center",
			justifyContent: "center",
			sx: { py: 4 },
			role: "status",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { size: 24 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: UI_MESSAGES.loading })]
		})
	] });
}
/** `/favoritos/`: the saved properties, or those of a shared favorites link. */
function FavoritesPage() {
	const [params] = useSearchParams();
	const codes = (0, import_react.useMemo)(() => parseFavoritesShare(params), [params]);
	const shared = codes.length > 0;
	useDocumentTitle(shared ? SHARED_FAVORITES_TITLE : "Favoritos");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		overline: "Favoritos",
		title: shared ? SHARED_FAVORITES_TITLE : FAVORITES_DRAWER_TITLE
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		maxWidth: "lg",
		sx: { py: {
			xs: 4,
			md: 6
		} },
		children: shared ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SharedFavorites, { codes }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OwnFavorites, {})
	})] });
}
export { FavoritesPage as Component };
