import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { et as require_react_dom } from "../entry-server.js";
// ../../node_modules/.pnpm/yet-another-react-lightbox@3.32.2_@types+react-dom@19.3.0_@types+react@19.3.0__@types+r_c060258252122c02585008c45ffbe3c7/node_modules/yet-another-react-lightbox/dist/types.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var MODULE_CAROUSEL = "carousel";
var MODULE_CONTROLLER = "controller";
var MODULE_NAVIGATION = "navigation";
var MODULE_NO_SCROLL = "no-scroll";
var MODULE_PORTAL = "portal";
var MODULE_ROOT = "root";
var MODULE_TOOLBAR = "toolbar";
var PLUGIN_COUNTER = "counter";
var SLIDE_STATUS_LOADING = "loading";
var SLIDE_STATUS_PLAYING = "playing";
var SLIDE_STATUS_ERROR = "error";
var SLIDE_STATUS_COMPLETE = "complete";
var activeSlideStatus = (status) => `active-slide-${status}`;
activeSlideStatus(SLIDE_STATUS_LOADING);
activeSlideStatus(SLIDE_STATUS_PLAYING);
activeSlideStatus(SLIDE_STATUS_ERROR);
activeSlideStatus(SLIDE_STATUS_COMPLETE);
var CLASS_FLEX_CENTER = "flex_center";
var CLASS_NO_SCROLL = "no_scroll";
var CLASS_NO_SCROLL_PADDING = "no_scroll_padding";
var CLASS_SLIDE = "slide";
var ACTION_PREV = "prev";
var ACTION_NEXT = "next";
var ACTION_SWIPE = "swipe";
var ACTION_CLOSE = "close";
var EVENT_ON_POINTER_DOWN = "onPointerDown";
var EVENT_ON_POINTER_MOVE = "onPointerMove";
var EVENT_ON_POINTER_UP = "onPointerUp";
var EVENT_ON_POINTER_LEAVE = "onPointerLeave";
var EVENT_ON_POINTER_CANCEL = "onPointerCancel";
var EVENT_ON_KEY_DOWN = "onKeyDown";
var EVENT_ON_KEY_UP = "onKeyUp";
var EVENT_ON_WHEEL = "onWheel";
var VK_ESCAPE = "Escape";
var VK_ARROW_LEFT = "ArrowLeft";
var VK_ARROW_RIGHT = "ArrowRight";
var ELEMENT_BUTTON = "button";
var ELEMENT_ICON = "icon";
var IMAGE_FIT_CONTAIN = "contain";
var UNKNOWN_ACTION_TYPE = "Unknown action type";
// ../../node_modules/.pnpm/yet-another-react-lightbox@3.32.2_@types+react-dom@19.3.0_@types+react@19.3.0__@types+r_c060258252122c02585008c45ffbe3c7/node_modules/yet-another-react-lightbox/dist/index.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var cssPrefix$3 = "yarl__";
function clsx(...classes) {
	return classes.filter(Boolean).join(" ");
}
function cssClass(name) {
	return `${cssPrefix$3}${name}`;
}
function cssVar(name) {
	return `--${cssPrefix$3}${name}`;
}
function composePrefix(base, prefix) {
	return `${base}${prefix ? `_${prefix}` : ""}`;
}
function makeComposePrefix(base) {
	return (prefix) => composePrefix(base, prefix);
}
function translateLabel(labels, defaultLabel) {
	var _a;
	return (_a = labels === null || labels === void 0 ? void 0 : labels[defaultLabel]) !== null && _a !== void 0 ? _a : defaultLabel;
}
function translateSlideCounter(labels, slides, index) {
	return translateLabel(labels, "{index} of {total}").replace(/\{index}/g, `${getSlideIndex(index, slides.length) + 1}`).replace(/\{total}/g, `${slides.length}`);
}
function cleanup(...cleaners) {
	return () => {
		cleaners.forEach((cleaner) => {
			cleaner();
		});
	};
}
function makeUseContext(name, contextName, context) {
	return () => {
		const ctx = import_react.useContext(context);
		if (!ctx) throw new Error(`${name} must be used within a ${contextName}.Provider`);
		return ctx;
	};
}
function hasWindow() {
	return typeof window !== "undefined";
}
function round(value, decimals = 0) {
	const factor = 10 ** decimals;
	return Math.round((value + Number.EPSILON) * factor) / factor;
}
function isImageSlide(slide) {
	return slide.type === void 0 || slide.type === "image";
}
function isImageFitCover(image, imageFit) {
	return image.imageFit === "cover" || image.imageFit !== "contain" && imageFit === "cover";
}
function parseInt(value) {
	return typeof value === "string" ? Number.parseInt(value, 10) : value;
}
function parseLengthPercentage(input) {
	if (typeof input === "number") return { pixel: input };
	if (typeof input === "string") {
		const value = parseInt(input);
		return input.endsWith("%") ? { percent: value } : { pixel: value };
	}
	return { pixel: 0 };
}
function computeSlideRect(containerRect, padding) {
	const paddingValue = parseLengthPercentage(padding);
	const paddingPixels = paddingValue.percent !== void 0 ? containerRect.width / 100 * paddingValue.percent : paddingValue.pixel;
	return {
		width: Math.max(containerRect.width - 2 * paddingPixels, 0),
		height: Math.max(containerRect.height - 2 * paddingPixels, 0)
	};
}
function getSlideIndex(index, slidesCount) {
	return slidesCount > 0 ? (index % slidesCount + slidesCount) % slidesCount : 0;
}
function hasSlides(slides) {
	return slides.length > 0;
}
function getSlide(slides, index) {
	return slides[getSlideIndex(index, slides.length)];
}
function getSlideIfPresent(slides, index) {
	return hasSlides(slides) ? getSlide(slides, index) : void 0;
}
function getSlideKey(slide) {
	return isImageSlide(slide) ? slide.src : void 0;
}
function calculatePreload(carousel, slides, minimum = 0) {
	return Math.min(carousel.preload, Math.max(carousel.finite ? slides.length - 1 : Math.floor(slides.length / 2), minimum));
}
var isReact19 = Number("19.3.1".split(".")[0]) >= 19;
function makeInertWhen(condition) {
	return { inert: isReact19 ? condition : condition ? "" : void 0 };
}
function reflow(node) {
	node.scrollTop;
}
var LightboxDefaultProps = {
	open: false,
	close: () => {},
	index: 0,
	slides: [],
	render: {},
	plugins: [],
	toolbar: { buttons: [ACTION_CLOSE] },
	labels: {},
	animation: {
		fade: 250,
		swipe: 500,
		easing: {
			fade: "ease",
			swipe: "ease-out",
			navigation: "ease-in-out"
		}
	},
	carousel: {
		finite: false,
		preload: 2,
		padding: "16px",
		spacing: "30%",
		imageFit: IMAGE_FIT_CONTAIN,
		imageProps: {}
	},
	controller: {
		ref: null,
		focus: true,
		aria: false,
		touchAction: "none",
		closeOnPullUp: false,
		closeOnPullDown: false,
		closeOnBackdropClick: false,
		closeOnEscape: true,
		preventDefaultWheelX: true,
		preventDefaultWheelY: false,
		disableSwipeNavigation: false
	},
	portal: {},
	noScroll: { disabled: false },
	on: {},
	styles: {},
	className: ""
};
function createModule(name, component) {
	return {
		name,
		component
	};
}
function createNode(module, children) {
	return {
		module,
		children
	};
}
function traverseNode(node, target, apply) {
	if (node.module.name === target) return apply(node);
	if (node.children) return [createNode(node.module, node.children.flatMap((n) => {
		var _a;
		return (_a = traverseNode(n, target, apply)) !== null && _a !== void 0 ? _a : [];
	}))];
	return [node];
}
function traverse(nodes, target, apply) {
	return nodes.flatMap((node) => {
		var _a;
		return (_a = traverseNode(node, target, apply)) !== null && _a !== void 0 ? _a : [];
	});
}
function withPlugins(root, plugins = [], augmentations = []) {
	let config = root;
	const contains = (target) => {
		const nodes = [...config];
		while (nodes.length > 0) {
			const node = nodes.pop();
			if ((node === null || node === void 0 ? void 0 : node.module.name) === target) return true;
			if (node === null || node === void 0 ? void 0 : node.children) nodes.push(...node.children);
		}
		return false;
	};
	const addParent = (target, module) => {
		if (target === "") {
			config = [createNode(module, config)];
			return;
		}
		config = traverse(config, target, (node) => [createNode(module, [node])]);
	};
	const append = (target, module) => {
		config = traverse(config, target, (node) => [createNode(node.module, [createNode(module, node.children)])]);
	};
	const addChild = (target, module, precede) => {
		config = traverse(config, target, (node) => {
			var _a;
			return [createNode(node.module, [
				...precede ? [createNode(module)] : [],
				...(_a = node.children) !== null && _a !== void 0 ? _a : [],
				...!precede ? [createNode(module)] : []
			])];
		});
	};
	const addSibling = (target, module, precede) => {
		config = traverse(config, target, (node) => [
			...precede ? [createNode(module)] : [],
			node,
			...!precede ? [createNode(module)] : []
		]);
	};
	const addModule = (module) => {
		append(MODULE_CONTROLLER, module);
	};
	const replace = (target, module) => {
		config = traverse(config, target, (node) => [createNode(module, node.children)]);
	};
	const remove = (target) => {
		config = traverse(config, target, (node) => node.children);
	};
	const augment = (augmentation) => {
		augmentations.push(augmentation);
	};
	plugins.forEach((plugin) => {
		plugin({
			contains,
			addParent,
			append,
			addChild,
			addSibling,
			addModule,
			replace,
			remove,
			augment
		});
	});
	return {
		config,
		augmentation: (props) => augmentations.reduce((acc, augmentation) => augmentation(acc), props)
	};
}
var A11yContext = import_react.createContext(null);
var useA11yContext = makeUseContext("useA11yContext", "A11yContext", A11yContext);
function A11yContextProvider({ children }) {
	const [focusWithin, setFocusWithin] = import_react.useState(false);
	const [autoPlaying, setAutoPlaying] = import_react.useState(false);
	const context = import_react.useMemo(() => {
		const trackFocusWithin = (onFocus, onBlur) => {
			const trackAndDelegate = (focusWithinValue) => (event) => {
				var _a;
				if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(focusWithinValue);
				(_a = focusWithinValue ? onFocus : onBlur) === null || _a === void 0 || _a(event);
			};
			return {
				onFocus: trackAndDelegate(true),
				onBlur: trackAndDelegate(false)
			};
		};
		return {
			focusWithin,
			trackFocusWithin,
			autoPlaying,
			setAutoPlaying
		};
	}, [focusWithin, autoPlaying]);
	return import_react.createElement(A11yContext.Provider, { value: context }, children);
}
var DocumentContext = import_react.createContext(null);
var useDocumentContext = makeUseContext("useDocument", "DocumentContext", DocumentContext);
function DocumentContextProvider({ nodeRef, children }) {
	const context = import_react.useMemo(() => {
		const getOwnerDocument = (node) => {
			var _a;
			return ((_a = node || nodeRef.current) === null || _a === void 0 ? void 0 : _a.ownerDocument) || document;
		};
		const getOwnerWindow = (node) => {
			var _a;
			return ((_a = getOwnerDocument(node)) === null || _a === void 0 ? void 0 : _a.defaultView) || window;
		};
		return {
			getOwnerDocument,
			getOwnerWindow
		};
	}, [nodeRef]);
	return import_react.createElement(DocumentContext.Provider, { value: context }, children);
}
var EventsContext = import_react.createContext(null);
var useEvents = makeUseContext("useEvents", "EventsContext", EventsContext);
function EventsProvider({ children }) {
	const [subscriptions] = import_react.useState({});
	import_react.useEffect(() => () => {
		Object.keys(subscriptions).forEach((topic) => delete subscriptions[topic]);
	}, [subscriptions]);
	const context = import_react.useMemo(() => {
		const unsubscribe = (topic, callback) => {
			var _a;
			(_a = subscriptions[topic]) === null || _a === void 0 || _a.splice(0, subscriptions[topic].length, ...subscriptions[topic].filter((cb) => cb !== callback));
		};
		const subscribe = (topic, callback) => {
			if (!subscriptions[topic]) subscriptions[topic] = [];
			subscriptions[topic].push(callback);
			return () => unsubscribe(topic, callback);
		};
		const publish = (...[topic, event]) => {
			var _a;
			(_a = subscriptions[topic]) === null || _a === void 0 || _a.forEach((callback) => callback(event));
		};
		return {
			publish,
			subscribe,
			unsubscribe
		};
	}, [subscriptions]);
	return import_react.createElement(EventsContext.Provider, { value: context }, children);
}
var LightboxPropsContext = import_react.createContext(null);
var useLightboxProps = makeUseContext("useLightboxProps", "LightboxPropsContext", LightboxPropsContext);
function LightboxPropsProvider({ children, ...props }) {
	return import_react.createElement(LightboxPropsContext.Provider, { value: props }, children);
}
var LightboxStateContext = import_react.createContext(null);
var useLightboxState = makeUseContext("useLightboxState", "LightboxStateContext", LightboxStateContext);
var LightboxDispatchContext = import_react.createContext(null);
var useLightboxDispatch = makeUseContext("useLightboxDispatch", "LightboxDispatchContext", LightboxDispatchContext);
function reducer(state, action) {
	switch (action.type) {
		case "swipe": {
			const { slides } = state;
			const increment = (action === null || action === void 0 ? void 0 : action.increment) || 0;
			const globalIndex = state.globalIndex + increment;
			const currentIndex = getSlideIndex(globalIndex, slides.length);
			return {
				slides,
				currentIndex,
				globalIndex,
				currentSlide: getSlideIfPresent(slides, currentIndex),
				animation: increment || action.duration !== void 0 ? {
					increment,
					duration: action.duration,
					easing: action.easing
				} : void 0
			};
		}
		case "update":
			if (action.slides !== state.slides || action.index !== state.currentIndex) return {
				slides: action.slides,
				currentIndex: action.index,
				globalIndex: action.index,
				currentSlide: getSlideIfPresent(action.slides, action.index)
			};
			return state;
		default: throw new Error(UNKNOWN_ACTION_TYPE);
	}
}
function LightboxStateProvider({ slides, index, children }) {
	const [state, dispatch] = import_react.useReducer(reducer, {
		slides,
		currentIndex: index,
		globalIndex: index,
		currentSlide: getSlideIfPresent(slides, index)
	});
	const [prevSlides, setPrevSlides] = import_react.useState(slides);
	const [prevIndex, setPrevIndex] = import_react.useState(index);
	if (slides !== prevSlides || index !== prevIndex) {
		setPrevSlides(slides);
		setPrevIndex(index);
		dispatch({
			type: "update",
			slides,
			index
		});
	}
	const context = import_react.useMemo(() => ({
		...state,
		state,
		dispatch
	}), [state, dispatch]);
	return import_react.createElement(LightboxDispatchContext.Provider, { value: dispatch }, import_react.createElement(LightboxStateContext.Provider, { value: context }, children));
}
var RTLContext = import_react.createContext(null);
var useRTLContext = makeUseContext("useRTLContext", "RTLContext", RTLContext);
function RTLContextProvider({ isRTL, children }) {
	const context = import_react.useMemo(() => ({ isRTL }), [isRTL]);
	return import_react.createElement(RTLContext.Provider, { value: context }, children);
}
var TimeoutsContext = import_react.createContext(null);
var useTimeouts = makeUseContext("useTimeouts", "TimeoutsContext", TimeoutsContext);
function TimeoutsProvider({ children }) {
	const [timeouts] = import_react.useState([]);
	import_react.useEffect(() => () => {
		timeouts.forEach((tid) => window.clearTimeout(tid));
		timeouts.splice(0, timeouts.length);
	}, [timeouts]);
	const context = import_react.useMemo(() => {
		const removeTimeout = (id) => {
			timeouts.splice(0, timeouts.length, ...timeouts.filter((tid) => tid !== id));
		};
		const setTimeout = (fn, delay) => {
			const id = window.setTimeout(() => {
				removeTimeout(id);
				fn();
			}, delay);
			timeouts.push(id);
			return id;
		};
		const clearTimeout = (id) => {
			if (id !== void 0) {
				removeTimeout(id);
				window.clearTimeout(id);
			}
		};
		return {
			setTimeout,
			clearTimeout
		};
	}, [timeouts]);
	return import_react.createElement(TimeoutsContext.Provider, { value: context }, children);
}
var IconButton = import_react.forwardRef(function IconButton({ label, className, icon: Icon, renderIcon, onClick, style, ...rest }, ref) {
	const { styles, labels } = useLightboxProps();
	const buttonLabel = translateLabel(labels, label);
	return import_react.createElement("button", {
		ref,
		type: "button",
		title: buttonLabel,
		"aria-label": buttonLabel,
		className: clsx(cssClass(ELEMENT_BUTTON), className),
		onClick,
		style: {
			...style,
			...styles.button
		},
		...rest
	}, renderIcon ? renderIcon() : import_react.createElement(Icon, {
		className: cssClass(ELEMENT_ICON),
		style: styles.icon
	}));
});
function svgIcon(name, children) {
	const icon = (props) => import_react.createElement("svg", {
		xmlns: "http://www.w3.org/2000/svg",
		viewBox: "0 0 24 24",
		width: "24",
		height: "24",
		"aria-hidden": "true",
		focusable: "false",
		...props
	}, children);
	icon.displayName = name;
	return icon;
}
function createIcon(name, glyph) {
	return svgIcon(name, import_react.createElement("g", { fill: "currentColor" }, import_react.createElement("path", {
		d: "M0 0h24v24H0z",
		fill: "none"
	}), glyph));
}
var CloseIcon = createIcon("Close", import_react.createElement("path", { d: "M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" }));
var PreviousIcon = createIcon("Previous", import_react.createElement("path", { d: "M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z" }));
var NextIcon = createIcon("Next", import_react.createElement("path", { d: "M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" }));
var LoadingIcon = createIcon("Loading", import_react.createElement(import_react.Fragment, null, Array.from({ length: 8 }).map((_, index, array) => import_react.createElement("line", {
	key: index,
	x1: "12",
	y1: "6.5",
	x2: "12",
	y2: "1.8",
	strokeLinecap: "round",
	strokeWidth: "2.6",
	stroke: "currentColor",
	strokeOpacity: 1 / array.length * (index + 1),
	transform: `rotate(${360 / array.length * index}, 12, 12)`
}))));
var ErrorIcon = createIcon("Error", import_react.createElement("path", { d: "M21.9,21.9l-8.49-8.49l0,0L3.59,3.59l0,0L2.1,2.1L0.69,3.51L3,5.83V19c0,1.1,0.9,2,2,2h13.17l2.31,2.31L21.9,21.9z M5,18 l3.5-4.5l2.5,3.01L12.17,15l3,3H5z M21,18.17L5.83,3H19c1.1,0,2,0.9,2,2V18.17z" }));
var useLayoutEffect = hasWindow() ? import_react.useLayoutEffect : import_react.useEffect;
function useMotionPreference() {
	const [reduceMotion, setReduceMotion] = import_react.useState(false);
	import_react.useEffect(() => {
		var _a, _b;
		const mediaQuery = (_a = window.matchMedia) === null || _a === void 0 ? void 0 : _a.call(window, "(prefers-reduced-motion: reduce)");
		setReduceMotion(mediaQuery === null || mediaQuery === void 0 ? void 0 : mediaQuery.matches);
		const listener = (event) => setReduceMotion(event.matches);
		(_b = mediaQuery === null || mediaQuery === void 0 ? void 0 : mediaQuery.addEventListener) === null || _b === void 0 || _b.call(mediaQuery, "change", listener);
		return () => {
			var _a;
			return (_a = mediaQuery === null || mediaQuery === void 0 ? void 0 : mediaQuery.removeEventListener) === null || _a === void 0 ? void 0 : _a.call(mediaQuery, "change", listener);
		};
	}, []);
	return reduceMotion;
}
function currentTransformation(node) {
	let x = 0;
	let y = 0;
	let z = 0;
	const matcher = window.getComputedStyle(node).transform.match(/matrix.*\((.+)\)/);
	if (matcher) {
		const values = matcher[1].split(",").map(parseInt);
		if (values.length === 6) {
			x = values[4];
			y = values[5];
		} else if (values.length === 16) {
			x = values[12];
			y = values[13];
			z = values[14];
		}
	}
	return {
		x,
		y,
		z
	};
}
function useAnimation(nodeRef, computeAnimation) {
	const snapshot = import_react.useRef(void 0);
	const animation = import_react.useRef(void 0);
	const reduceMotion = useMotionPreference();
	useLayoutEffect(() => {
		var _a, _b, _c;
		if (nodeRef.current && snapshot.current !== void 0 && !reduceMotion) {
			const { keyframes, duration, easing, onfinish } = computeAnimation(snapshot.current, nodeRef.current.getBoundingClientRect(), currentTransformation(nodeRef.current)) || {};
			if (keyframes && duration) {
				(_a = animation.current) === null || _a === void 0 || _a.cancel();
				animation.current = void 0;
				try {
					animation.current = (_c = (_b = nodeRef.current).animate) === null || _c === void 0 ? void 0 : _c.call(_b, keyframes, {
						duration,
						easing
					});
				} catch (err) {
					console.error(err);
				}
				if (animation.current) animation.current.onfinish = () => {
					animation.current = void 0;
					onfinish === null || onfinish === void 0 || onfinish();
				};
			}
		}
		snapshot.current = void 0;
	});
	return {
		prepareAnimation: (currentSnapshot) => {
			snapshot.current = currentSnapshot;
		},
		isAnimationPlaying: () => {
			var _a;
			return ((_a = animation.current) === null || _a === void 0 ? void 0 : _a.playState) === "running";
		}
	};
}
function useContainerRect() {
	const containerRef = import_react.useRef(null);
	const observerRef = import_react.useRef(void 0);
	const [containerRect, setContainerRect] = import_react.useState();
	return {
		setContainerRef: import_react.useCallback((node) => {
			containerRef.current = node;
			if (observerRef.current) {
				observerRef.current.disconnect();
				observerRef.current = void 0;
			}
			const updateContainerRect = () => {
				if (node) {
					const styles = window.getComputedStyle(node);
					const parse = (value) => parseFloat(value) || 0;
					setContainerRect({
						width: Math.round(node.clientWidth - parse(styles.paddingLeft) - parse(styles.paddingRight)),
						height: Math.round(node.clientHeight - parse(styles.paddingTop) - parse(styles.paddingBottom))
					});
				} else setContainerRect(void 0);
			};
			updateContainerRect();
			if (node && typeof ResizeObserver !== "undefined") {
				observerRef.current = new ResizeObserver(updateContainerRect);
				observerRef.current.observe(node);
			}
		}, []),
		containerRef,
		containerRect
	};
}
function useDelay() {
	const timeoutId = import_react.useRef(void 0);
	const { setTimeout, clearTimeout } = useTimeouts();
	return import_react.useCallback((callback, delay) => {
		clearTimeout(timeoutId.current);
		timeoutId.current = setTimeout(callback, delay > 0 ? delay : 0);
	}, [setTimeout, clearTimeout]);
}
function useEventCallback(fn) {
	const ref = import_react.useRef(fn);
	useLayoutEffect(() => {
		ref.current = fn;
	});
	return import_react.useCallback((...args) => {
		var _a;
		return (_a = ref.current) === null || _a === void 0 ? void 0 : _a.call(ref, ...args);
	}, []);
}
function setRef(ref, value) {
	if (typeof ref === "function") ref(value);
	else if (ref) ref.current = value;
}
function useForkRef(refA, refB) {
	return import_react.useMemo(() => refA == null && refB == null ? null : (refValue) => {
		setRef(refA, refValue);
		setRef(refB, refValue);
	}, [refA, refB]);
}
function useLoseFocus(focus, disabled = false) {
	const focused = import_react.useRef(false);
	useLayoutEffect(() => {
		if (disabled && focused.current) {
			focused.current = false;
			focus();
		}
	}, [disabled, focus]);
	return {
		onFocus: import_react.useCallback(() => {
			focused.current = true;
		}, []),
		onBlur: import_react.useCallback(() => {
			focused.current = false;
		}, [])
	};
}
function useRTL() {
	return useRTLContext().isRTL;
}
function useSensors() {
	const [subscribers] = import_react.useState({});
	const notifySubscribers = import_react.useCallback((type, event) => {
		var _a;
		(_a = subscribers[type]) === null || _a === void 0 || _a.forEach((listener) => {
			if (!event.isPropagationStopped()) listener(event);
		});
	}, [subscribers]);
	return {
		registerSensors: import_react.useMemo(() => ({
			onPointerDown: (event) => notifySubscribers(EVENT_ON_POINTER_DOWN, event),
			onPointerMove: (event) => notifySubscribers(EVENT_ON_POINTER_MOVE, event),
			onPointerUp: (event) => notifySubscribers(EVENT_ON_POINTER_UP, event),
			onPointerLeave: (event) => notifySubscribers(EVENT_ON_POINTER_LEAVE, event),
			onPointerCancel: (event) => notifySubscribers(EVENT_ON_POINTER_CANCEL, event),
			onKeyDown: (event) => notifySubscribers(EVENT_ON_KEY_DOWN, event),
			onKeyUp: (event) => notifySubscribers(EVENT_ON_KEY_UP, event),
			onWheel: (event) => notifySubscribers(EVENT_ON_WHEEL, event)
		}), [notifySubscribers]),
		subscribeSensors: import_react.useCallback((type, callback) => {
			if (!subscribers[type]) subscribers[type] = [];
			subscribers[type].unshift(callback);
			return () => {
				const listeners = subscribers[type];
				if (listeners) listeners.splice(0, listeners.length, ...listeners.filter((el) => el !== callback));
			};
		}, [subscribers])
	};
}
function useThrottle(callback, delay) {
	const lastCallbackTime = import_react.useRef(0);
	const delayCallback = useDelay();
	const executeCallback = useEventCallback((...args) => {
		lastCallbackTime.current = Date.now();
		callback(...args);
	});
	return import_react.useCallback((...args) => {
		delayCallback(() => {
			executeCallback(...args);
		}, delay - (Date.now() - lastCallbackTime.current));
	}, [
		delay,
		executeCallback,
		delayCallback
	]);
}
var slidePrefix = makeComposePrefix("slide");
var slideImagePrefix = makeComposePrefix("slide_image");
function ImageSlide({ slide: image, offset, render, rect, imageFit, imageProps, onClick, onLoad, onError, style }) {
	var _a, _b, _c, _d, _e, _f, _g, _h;
	const [status, setStatus] = import_react.useState(SLIDE_STATUS_LOADING);
	const { publish } = useEvents();
	const { setTimeout } = useTimeouts();
	const imageRef = import_react.useRef(null);
	import_react.useEffect(() => {
		if (offset === 0) publish(activeSlideStatus(status));
	}, [
		offset,
		status,
		publish
	]);
	const handleLoading = useEventCallback((img) => {
		("decode" in img ? img.decode() : Promise.resolve()).catch(() => {}).then(() => {
			if (!img.parentNode) return;
			setStatus(SLIDE_STATUS_COMPLETE);
			setTimeout(() => {
				onLoad === null || onLoad === void 0 || onLoad(img);
			}, 0);
		});
	});
	const setImageRef = import_react.useCallback((img) => {
		imageRef.current = img;
		if (img === null || img === void 0 ? void 0 : img.complete) handleLoading(img);
	}, [handleLoading]);
	const handleOnLoad = import_react.useCallback((event) => {
		handleLoading(event.currentTarget);
	}, [handleLoading]);
	const handleOnError = useEventCallback(() => {
		setStatus(SLIDE_STATUS_ERROR);
		onError === null || onError === void 0 || onError();
	});
	const cover = isImageFitCover(image, imageFit);
	const nonInfinite = (value, fallback) => Number.isFinite(value) ? value : fallback;
	const maxWidth = nonInfinite(Math.max(...((_b = (_a = image.srcSet) === null || _a === void 0 ? void 0 : _a.map((x) => x.width)) !== null && _b !== void 0 ? _b : []).concat(image.width ? [image.width] : []).filter(Boolean)), ((_c = imageRef.current) === null || _c === void 0 ? void 0 : _c.naturalWidth) || 0);
	const maxHeight = nonInfinite(Math.max(...((_e = (_d = image.srcSet) === null || _d === void 0 ? void 0 : _d.map((x) => x.height)) !== null && _e !== void 0 ? _e : []).concat(image.height ? [image.height] : []).filter(Boolean)), ((_f = imageRef.current) === null || _f === void 0 ? void 0 : _f.naturalHeight) || 0);
	const defaultStyle = maxWidth && maxHeight ? {
		maxWidth: `min(${maxWidth}px, 100%)`,
		maxHeight: `min(${maxHeight}px, 100%)`
	} : {
		maxWidth: "100%",
		maxHeight: "100%"
	};
	const srcSet = (_g = image.srcSet) === null || _g === void 0 ? void 0 : _g.slice().sort((a, b) => a.width - b.width).map((item) => `${item.src} ${item.width}w`).join(", ");
	const estimateActualWidth = () => rect && !cover && image.width && image.height ? rect.height / image.height * image.width : Number.MAX_VALUE;
	const sizes = srcSet && rect && hasWindow() ? `${Math.round(Math.min(estimateActualWidth(), rect.width))}px` : void 0;
	const { style: imagePropsStyle, className: imagePropsClassName, ...restImageProps } = (typeof imageProps === "function" ? imageProps(image) : imageProps) || {};
	return import_react.createElement(import_react.Fragment, null, import_react.createElement("img", {
		ref: setImageRef,
		onLoad: handleOnLoad,
		onError: handleOnError,
		onClick,
		draggable: false,
		className: clsx(cssClass(slideImagePrefix()), cover && cssClass(slideImagePrefix("cover")), status !== "complete" && cssClass(slideImagePrefix("loading")), imagePropsClassName),
		style: {
			...defaultStyle,
			...style,
			...imagePropsStyle
		},
		...restImageProps,
		alt: (_h = image.alt) !== null && _h !== void 0 ? _h : "",
		sizes,
		srcSet,
		src: image.src
	}), status !== "complete" && import_react.createElement("div", { className: cssClass(slidePrefix("placeholder")) }, status === "loading" && ((render === null || render === void 0 ? void 0 : render.iconLoading) ? render.iconLoading() : import_react.createElement(LoadingIcon, { className: clsx(cssClass("icon"), cssClass(slidePrefix("loading"))) })), status === "error" && ((render === null || render === void 0 ? void 0 : render.iconError) ? render.iconError() : import_react.createElement(ErrorIcon, { className: clsx(cssClass("icon"), cssClass(slidePrefix("error"))) }))));
}
var LightboxRoot = import_react.forwardRef(function LightboxRoot({ className, children, onFocus, onBlur, ...rest }, ref) {
	const nodeRef = import_react.useRef(null);
	const [isRTL, setIsRTL] = import_react.useState(false);
	const { trackFocusWithin } = useA11yContext();
	const detectRTL = useEventCallback(() => {
		if (nodeRef.current) {
			const rtl = window.getComputedStyle(nodeRef.current).direction === "rtl";
			if (rtl !== isRTL) setIsRTL(rtl);
		}
	});
	import_react.useEffect(detectRTL);
	return import_react.createElement(DocumentContextProvider, { nodeRef }, import_react.createElement(RTLContextProvider, { isRTL }, import_react.createElement("div", {
		ref: useForkRef(ref, nodeRef),
		className: clsx(cssClass("root"), className),
		...trackFocusWithin(onFocus, onBlur),
		...rest
	}, children)));
});
var SwipeState;
(function(SwipeState) {
	SwipeState[SwipeState["NONE"] = 0] = "NONE";
	SwipeState[SwipeState["SWIPE"] = 1] = "SWIPE";
	SwipeState[SwipeState["PULL"] = 2] = "PULL";
	SwipeState[SwipeState["ANIMATION"] = 3] = "ANIMATION";
})(SwipeState || (SwipeState = {}));
function usePointerEvents(subscribeSensors, onPointerDown, onPointerMove, onPointerUp, disabled) {
	import_react.useEffect(() => !disabled ? cleanup(subscribeSensors(EVENT_ON_POINTER_DOWN, onPointerDown), subscribeSensors(EVENT_ON_POINTER_MOVE, onPointerMove), subscribeSensors(EVENT_ON_POINTER_UP, onPointerUp), subscribeSensors(EVENT_ON_POINTER_LEAVE, onPointerUp), subscribeSensors(EVENT_ON_POINTER_CANCEL, onPointerUp)) : () => {}, [
		subscribeSensors,
		onPointerDown,
		onPointerMove,
		onPointerUp,
		disabled
	]);
}
var Gesture;
(function(Gesture) {
	Gesture[Gesture["NONE"] = 0] = "NONE";
	Gesture[Gesture["SWIPE"] = 1] = "SWIPE";
	Gesture[Gesture["PULL"] = 2] = "PULL";
})(Gesture || (Gesture = {}));
var SWIPE_THRESHOLD = 30;
function usePointerSwipe({ disableSwipeNavigation, closeOnBackdropClick }, subscribeSensors, isSwipeValid, containerWidth, swipeAnimationDuration, onSwipeStart, onSwipeProgress, onSwipeFinish, onSwipeCancel, pullUpEnabled, pullDownEnabled, onPullStart, onPullProgress, onPullFinish, onPullCancel, onClose) {
	const offset = import_react.useRef(0);
	const pointers = import_react.useRef([]);
	const activePointer = import_react.useRef(void 0);
	const startTime = import_react.useRef(0);
	const gesture = import_react.useRef(Gesture.NONE);
	const clearPointer = import_react.useCallback((event) => {
		if (activePointer.current === event.pointerId) {
			activePointer.current = void 0;
			gesture.current = Gesture.NONE;
		}
		const currentPointers = pointers.current;
		currentPointers.splice(0, currentPointers.length, ...currentPointers.filter((p) => p.pointerId !== event.pointerId));
	}, []);
	const addPointer = import_react.useCallback((event) => {
		clearPointer(event);
		event.persist();
		pointers.current.push(event);
	}, [clearPointer]);
	const lookupPointer = import_react.useCallback((event) => pointers.current.find(({ pointerId }) => event.pointerId === pointerId), []);
	const onPointerDown = useEventCallback((event) => {
		addPointer(event);
	});
	const exceedsPullThreshold = (value, threshold) => pullDownEnabled && value > threshold || pullUpEnabled && value < -threshold;
	const onPointerUp = useEventCallback((event) => {
		const pointer = lookupPointer(event);
		if (pointer) {
			if (activePointer.current === event.pointerId) {
				const duration = Date.now() - startTime.current;
				const currentOffset = offset.current;
				if (gesture.current === Gesture.SWIPE) {
					if (Math.abs(currentOffset) > .3 * containerWidth || Math.abs(currentOffset) > 5 && duration < swipeAnimationDuration) onSwipeFinish(currentOffset, duration);
					else onSwipeCancel(currentOffset);
				} else if (gesture.current === Gesture.PULL) {
					if (exceedsPullThreshold(currentOffset, 60)) onPullFinish(currentOffset, duration);
					else onPullCancel(currentOffset);
				}
				offset.current = 0;
				gesture.current = Gesture.NONE;
			} else {
				const { target } = event;
				if (closeOnBackdropClick && target instanceof HTMLElement && target === pointer.target && (target.classList.contains(cssClass("slide")) || target.classList.contains(cssClass("slide_wrapper")))) onClose();
			}
		}
		clearPointer(event);
	});
	usePointerEvents(subscribeSensors, onPointerDown, useEventCallback((event) => {
		const pointer = lookupPointer(event);
		if (pointer) {
			const isCurrentPointer = activePointer.current === event.pointerId;
			if (event.buttons === 0) {
				if (isCurrentPointer && offset.current !== 0) onPointerUp(event);
				else clearPointer(pointer);
				return;
			}
			const deltaX = event.clientX - pointer.clientX;
			const deltaY = event.clientY - pointer.clientY;
			if (activePointer.current === void 0) {
				const startGesture = (newGesture) => {
					addPointer(event);
					activePointer.current = event.pointerId;
					startTime.current = Date.now();
					gesture.current = newGesture;
				};
				if (Math.abs(deltaX) > Math.abs(deltaY) && Math.abs(deltaX) > SWIPE_THRESHOLD && isSwipeValid(deltaX)) {
					if (!disableSwipeNavigation) {
						startGesture(Gesture.SWIPE);
						onSwipeStart();
					}
				} else if (Math.abs(deltaY) > Math.abs(deltaX) && exceedsPullThreshold(deltaY, SWIPE_THRESHOLD)) {
					startGesture(Gesture.PULL);
					onPullStart();
				}
			} else if (isCurrentPointer) {
				if (gesture.current === Gesture.SWIPE) {
					offset.current = deltaX;
					onSwipeProgress(deltaX);
				} else if (gesture.current === Gesture.PULL) {
					offset.current = deltaY;
					onPullProgress(deltaY);
				}
			}
		}
	}), onPointerUp);
}
function usePreventWheelDefaults({ preventDefaultWheelX, preventDefaultWheelY }) {
	const ref = import_react.useRef(null);
	const listener = useEventCallback((event) => {
		const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
		if (horizontal && preventDefaultWheelX || !horizontal && preventDefaultWheelY || event.ctrlKey) event.preventDefault();
	});
	return import_react.useCallback((node) => {
		var _a;
		if (node) node.addEventListener("wheel", listener, { passive: false });
		else (_a = ref.current) === null || _a === void 0 || _a.removeEventListener("wheel", listener);
		ref.current = node;
	}, [listener]);
}
function useWheelSwipe(swipeState, subscribeSensors, isSwipeValid, containerWidth, swipeAnimationDuration, onSwipeStart, onSwipeProgress, onSwipeFinish, onSwipeCancel) {
	const offset = import_react.useRef(0);
	const intent = import_react.useRef(0);
	const intentCleanup = import_react.useRef(void 0);
	const resetCleanup = import_react.useRef(void 0);
	const wheelInertia = import_react.useRef(0);
	const wheelInertiaCleanup = import_react.useRef(void 0);
	const startTime = import_react.useRef(0);
	const { setTimeout, clearTimeout } = useTimeouts();
	const cancelSwipeIntentCleanup = import_react.useCallback(() => {
		if (intentCleanup.current) {
			clearTimeout(intentCleanup.current);
			intentCleanup.current = void 0;
		}
	}, [clearTimeout]);
	const cancelSwipeResetCleanup = import_react.useCallback(() => {
		if (resetCleanup.current) {
			clearTimeout(resetCleanup.current);
			resetCleanup.current = void 0;
		}
	}, [clearTimeout]);
	const handleCleanup = useEventCallback(() => {
		if (swipeState !== SwipeState.SWIPE) {
			offset.current = 0;
			startTime.current = 0;
			cancelSwipeIntentCleanup();
			cancelSwipeResetCleanup();
		}
	});
	import_react.useEffect(handleCleanup, [swipeState, handleCleanup]);
	const handleCancelSwipe = useEventCallback((currentSwipeOffset) => {
		resetCleanup.current = void 0;
		if (offset.current === currentSwipeOffset) onSwipeCancel(offset.current);
	});
	const onWheel = useEventCallback((event) => {
		if (event.ctrlKey) return;
		if (Math.abs(event.deltaY) > Math.abs(event.deltaX)) return;
		const setWheelInertia = (inertia) => {
			wheelInertia.current = inertia;
			clearTimeout(wheelInertiaCleanup.current);
			wheelInertiaCleanup.current = inertia > 0 ? setTimeout(() => {
				wheelInertia.current = 0;
				wheelInertiaCleanup.current = void 0;
			}, 300) : void 0;
		};
		if (swipeState === SwipeState.NONE) {
			if (Math.abs(event.deltaX) <= 1.2 * Math.abs(wheelInertia.current)) {
				setWheelInertia(event.deltaX);
				return;
			}
			if (!isSwipeValid(-event.deltaX)) return;
			intent.current += event.deltaX;
			cancelSwipeIntentCleanup();
			if (Math.abs(intent.current) > 30) {
				intent.current = 0;
				setWheelInertia(0);
				startTime.current = Date.now();
				onSwipeStart();
			} else {
				const currentSwipeIntent = intent.current;
				intentCleanup.current = setTimeout(() => {
					intentCleanup.current = void 0;
					if (currentSwipeIntent === intent.current) intent.current = 0;
				}, swipeAnimationDuration);
			}
		} else if (swipeState === SwipeState.SWIPE) {
			let newSwipeOffset = offset.current - event.deltaX;
			newSwipeOffset = Math.min(Math.abs(newSwipeOffset), containerWidth) * Math.sign(newSwipeOffset);
			offset.current = newSwipeOffset;
			onSwipeProgress(newSwipeOffset);
			cancelSwipeResetCleanup();
			if (Math.abs(newSwipeOffset) > .2 * containerWidth) {
				setWheelInertia(event.deltaX);
				onSwipeFinish(newSwipeOffset, Date.now() - startTime.current);
				return;
			}
			resetCleanup.current = setTimeout(() => handleCancelSwipe(newSwipeOffset), 2 * swipeAnimationDuration);
		} else setWheelInertia(event.deltaX);
	});
	import_react.useEffect(() => subscribeSensors(EVENT_ON_WHEEL, onWheel), [subscribeSensors, onWheel]);
}
var cssContainerPrefix = makeComposePrefix("container");
var ControllerContext = import_react.createContext(null);
var useController = makeUseContext("useController", "ControllerContext", ControllerContext);
function Controller({ children, ...props }) {
	var _a;
	const { carousel, animation, controller, on, styles, render } = props;
	const { closeOnPullUp, closeOnPullDown, preventDefaultWheelX, preventDefaultWheelY } = controller;
	const [toolbarWidth, setToolbarWidth] = import_react.useState();
	const state = useLightboxState();
	const dispatch = useLightboxDispatch();
	const [swipeState, setSwipeState] = import_react.useState(SwipeState.NONE);
	const swipeOffset = import_react.useRef(0);
	const pullOffset = import_react.useRef(0);
	const pullOpacity = import_react.useRef(1);
	const { registerSensors, subscribeSensors } = useSensors();
	const { subscribe, publish } = useEvents();
	const cleanupAnimationIncrement = useDelay();
	const cleanupSwipeOffset = useDelay();
	const cleanupPullOffset = useDelay();
	const { containerRef, setContainerRef, containerRect } = useContainerRect();
	const handleContainerRef = useForkRef(usePreventWheelDefaults({
		preventDefaultWheelX,
		preventDefaultWheelY
	}), setContainerRef);
	const carouselRef = import_react.useRef(null);
	const setCarouselRef = useForkRef(carouselRef, void 0);
	const { getOwnerDocument } = useDocumentContext();
	const isRTL = useRTL();
	const rtl = (value) => (isRTL ? -1 : 1) * (typeof value === "number" ? value : 1);
	const focus = useEventCallback(() => {
		var _a;
		return (_a = containerRef.current) === null || _a === void 0 ? void 0 : _a.focus();
	});
	const getLightboxProps = useEventCallback(() => props);
	const getLightboxState = useEventCallback(() => state);
	const prev = import_react.useCallback((params) => publish(ACTION_PREV, params), [publish]);
	const next = import_react.useCallback((params) => publish(ACTION_NEXT, params), [publish]);
	const close = import_react.useCallback(() => publish(ACTION_CLOSE), [publish]);
	const isSwipeValid = (offset) => !(carousel.finite && (rtl(offset) > 0 && state.currentIndex === 0 || rtl(offset) < 0 && state.currentIndex === state.slides.length - 1));
	const setSwipeOffset = (offset) => {
		var _a;
		swipeOffset.current = offset;
		(_a = containerRef.current) === null || _a === void 0 || _a.style.setProperty(cssVar("swipe_offset"), `${Math.round(offset)}px`);
	};
	const setPullOffset = (offset) => {
		var _a, _b;
		pullOffset.current = offset;
		pullOpacity.current = (() => {
			const threshold = 60;
			const minOpacity = .5;
			const offsetValue = (() => {
				if (closeOnPullDown && offset > 0) return offset;
				if (closeOnPullUp && offset < 0) return -offset;
				return 0;
			})();
			return Math.min(Math.max(round(1 - offsetValue / threshold * .5, 2), minOpacity), 1);
		})();
		(_a = containerRef.current) === null || _a === void 0 || _a.style.setProperty(cssVar("pull_offset"), `${Math.round(offset)}px`);
		(_b = containerRef.current) === null || _b === void 0 || _b.style.setProperty(cssVar("pull_opacity"), `${pullOpacity.current}`);
	};
	const { prepareAnimation: preparePullAnimation } = useAnimation(carouselRef, (snapshot, rect, translate) => {
		if (carouselRef.current && containerRect) return {
			keyframes: [{
				transform: `translate(0, ${snapshot.rect.y - rect.y + translate.y}px)`,
				opacity: snapshot.opacity
			}, {
				transform: "translate(0, 0)",
				opacity: 1
			}],
			duration: snapshot.duration,
			easing: animation.easing.fade
		};
	});
	const pull = (offset, cancel) => {
		if (closeOnPullUp || closeOnPullDown) {
			setPullOffset(offset);
			let duration = 0;
			if (carouselRef.current) {
				duration = animation.fade * (cancel ? 2 : 1);
				preparePullAnimation({
					rect: carouselRef.current.getBoundingClientRect(),
					opacity: pullOpacity.current,
					duration
				});
			}
			cleanupPullOffset(() => {
				setPullOffset(0);
				setSwipeState(SwipeState.NONE);
			}, duration);
			setSwipeState(SwipeState.ANIMATION);
			if (!cancel) close();
		}
	};
	const { prepareAnimation, isAnimationPlaying } = useAnimation(carouselRef, (snapshot, rect, translate) => {
		var _a;
		if (carouselRef.current && containerRect && ((_a = state.animation) === null || _a === void 0 ? void 0 : _a.duration)) {
			const parsedSpacing = parseLengthPercentage(carousel.spacing);
			const spacingValue = (parsedSpacing.percent ? parsedSpacing.percent * containerRect.width / 100 : parsedSpacing.pixel) || 0;
			return {
				keyframes: [{ transform: `translate(${rtl(state.globalIndex - snapshot.index) * (containerRect.width + spacingValue) + snapshot.rect.x - rect.x + translate.x}px, 0)` }, { transform: "translate(0, 0)" }],
				duration: state.animation.duration,
				easing: state.animation.easing
			};
		}
	});
	const swipe = useEventCallback((action) => {
		var _a, _b;
		const currentSwipeOffset = action.offset || 0;
		const swipeDuration = !currentSwipeOffset ? (_a = animation.navigation) !== null && _a !== void 0 ? _a : animation.swipe : animation.swipe;
		const swipeEasing = !currentSwipeOffset && !isAnimationPlaying() ? animation.easing.navigation : animation.easing.swipe;
		let { direction } = action;
		const count = (_b = action.count) !== null && _b !== void 0 ? _b : 1;
		let newSwipeState = SwipeState.ANIMATION;
		let newSwipeAnimationDuration = swipeDuration * count;
		if (!direction) {
			const containerWidth = containerRect === null || containerRect === void 0 ? void 0 : containerRect.width;
			const elapsedTime = action.duration || 0;
			const expectedTime = containerWidth ? swipeDuration / containerWidth * Math.abs(currentSwipeOffset) : swipeDuration;
			if (count !== 0) {
				if (elapsedTime < expectedTime) newSwipeAnimationDuration = newSwipeAnimationDuration / expectedTime * Math.max(elapsedTime, expectedTime / 5);
				else if (containerWidth) newSwipeAnimationDuration = swipeDuration / containerWidth * (containerWidth - Math.abs(currentSwipeOffset));
				direction = rtl(currentSwipeOffset) > 0 ? ACTION_PREV : ACTION_NEXT;
			} else newSwipeAnimationDuration = swipeDuration / 2;
		}
		let increment = 0;
		if (direction === "prev") {
			if (isSwipeValid(rtl(1))) increment = -count;
			else {
				newSwipeState = SwipeState.NONE;
				newSwipeAnimationDuration = swipeDuration;
			}
		} else if (direction === "next") {
			if (isSwipeValid(rtl(-1))) increment = count;
			else {
				newSwipeState = SwipeState.NONE;
				newSwipeAnimationDuration = swipeDuration;
			}
		}
		newSwipeAnimationDuration = Math.round(newSwipeAnimationDuration);
		cleanupSwipeOffset(() => {
			setSwipeOffset(0);
			setSwipeState(SwipeState.NONE);
		}, newSwipeAnimationDuration);
		if (carouselRef.current) prepareAnimation({
			rect: carouselRef.current.getBoundingClientRect(),
			index: state.globalIndex
		});
		setSwipeState(newSwipeState);
		publish(ACTION_SWIPE, {
			type: "swipe",
			increment,
			duration: newSwipeAnimationDuration,
			easing: swipeEasing
		});
	});
	import_react.useEffect(() => {
		var _a, _b;
		if (((_a = state.animation) === null || _a === void 0 ? void 0 : _a.increment) && ((_b = state.animation) === null || _b === void 0 ? void 0 : _b.duration)) cleanupAnimationIncrement(() => dispatch({
			type: "swipe",
			increment: 0
		}), state.animation.duration);
	}, [
		state.animation,
		dispatch,
		cleanupAnimationIncrement
	]);
	const swipeParams = [
		subscribeSensors,
		isSwipeValid,
		(containerRect === null || containerRect === void 0 ? void 0 : containerRect.width) || 0,
		animation.swipe,
		() => setSwipeState(SwipeState.SWIPE),
		(offset) => setSwipeOffset(offset),
		(offset, duration) => swipe({
			offset,
			duration,
			count: 1
		}),
		(offset) => swipe({
			offset,
			count: 0
		})
	];
	const pullParams = [
		() => {
			if (closeOnPullDown) setSwipeState(SwipeState.PULL);
		},
		(offset) => setPullOffset(offset),
		(offset) => pull(offset),
		(offset) => pull(offset, true)
	];
	usePointerSwipe(controller, ...swipeParams, closeOnPullUp, closeOnPullDown, ...pullParams, close);
	useWheelSwipe(swipeState, ...swipeParams);
	const focusOnMount = useEventCallback(() => {
		if (controller.focus && getOwnerDocument().querySelector(`.${cssClass("portal")} .${cssClass(cssContainerPrefix())}`)) focus();
	});
	import_react.useEffect(focusOnMount, [focusOnMount]);
	const onViewCallback = useEventCallback(() => {
		var _a;
		(_a = on.view) === null || _a === void 0 || _a.call(on, { index: state.currentIndex });
	});
	import_react.useEffect(onViewCallback, [state.globalIndex, onViewCallback]);
	import_react.useEffect(() => cleanup(subscribe(ACTION_PREV, (action) => swipe({
		direction: ACTION_PREV,
		...action
	})), subscribe(ACTION_NEXT, (action) => swipe({
		direction: ACTION_NEXT,
		...action
	})), subscribe(ACTION_SWIPE, (action) => dispatch(action))), [
		subscribe,
		swipe,
		dispatch
	]);
	const context = import_react.useMemo(() => ({
		prev,
		next,
		close,
		focus,
		slideRect: containerRect ? computeSlideRect(containerRect, carousel.padding) : {
			width: 0,
			height: 0
		},
		containerRect: containerRect || {
			width: 0,
			height: 0
		},
		subscribeSensors,
		containerRef,
		setCarouselRef,
		toolbarWidth,
		setToolbarWidth
	}), [
		prev,
		next,
		close,
		focus,
		subscribeSensors,
		containerRect,
		containerRef,
		setCarouselRef,
		toolbarWidth,
		setToolbarWidth,
		carousel.padding
	]);
	import_react.useImperativeHandle(controller.ref, () => ({
		prev,
		next,
		close,
		focus,
		getLightboxProps,
		getLightboxState
	}), [
		prev,
		next,
		close,
		focus,
		getLightboxProps,
		getLightboxState
	]);
	return import_react.createElement("div", {
		ref: handleContainerRef,
		className: clsx(cssClass(cssContainerPrefix()), cssClass(CLASS_FLEX_CENTER)),
		style: {
			...swipeState === SwipeState.SWIPE ? { [cssVar("swipe_offset")]: `${Math.round(swipeOffset.current)}px` } : null,
			...swipeState === SwipeState.PULL ? {
				[cssVar("pull_offset")]: `${Math.round(pullOffset.current)}px`,
				[cssVar("pull_opacity")]: `${pullOpacity.current}`
			} : null,
			...controller.touchAction !== "none" ? { [cssVar("controller_touch_action")]: controller.touchAction } : null,
			...styles.container
		},
		tabIndex: -1,
		...registerSensors
	}, containerRect && import_react.createElement(ControllerContext.Provider, { value: context }, children, (_a = render.controls) === null || _a === void 0 ? void 0 : _a.call(render)));
}
var ControllerModule = createModule(MODULE_CONTROLLER, Controller);
function cssPrefix$2(value) {
	return composePrefix(MODULE_CAROUSEL, value);
}
function cssSlidePrefix(value) {
	return composePrefix(CLASS_SLIDE, value);
}
function CarouselSlide({ slide, offset }) {
	const containerRef = import_react.useRef(null);
	const { currentIndex, slides } = useLightboxState();
	const { slideRect, focus } = useController();
	const { render, carousel: { imageFit, imageProps }, on: { click: onClick }, styles: { slide: style }, labels } = useLightboxProps();
	const { getOwnerDocument } = useDocumentContext();
	const offscreen = offset !== 0;
	import_react.useEffect(() => {
		var _a;
		if (offscreen && ((_a = containerRef.current) === null || _a === void 0 ? void 0 : _a.contains(getOwnerDocument().activeElement))) focus();
	}, [
		offscreen,
		focus,
		getOwnerDocument
	]);
	const renderSlide = () => {
		var _a, _b, _c, _d;
		let rendered = (_a = render.slide) === null || _a === void 0 ? void 0 : _a.call(render, {
			slide,
			offset,
			rect: slideRect
		});
		if (!rendered && isImageSlide(slide)) rendered = import_react.createElement(ImageSlide, {
			slide,
			offset,
			render,
			rect: slideRect,
			imageFit,
			imageProps,
			onClick: !offscreen ? () => onClick === null || onClick === void 0 ? void 0 : onClick({ index: currentIndex }) : void 0
		});
		return rendered ? import_react.createElement(import_react.Fragment, null, (_b = render.slideHeader) === null || _b === void 0 ? void 0 : _b.call(render, { slide }), ((_c = render.slideContainer) !== null && _c !== void 0 ? _c : (({ children }) => children))({
			slide,
			children: rendered
		}), (_d = render.slideFooter) === null || _d === void 0 ? void 0 : _d.call(render, { slide })) : null;
	};
	return import_react.createElement("div", {
		ref: containerRef,
		className: clsx(cssClass(cssSlidePrefix()), !offscreen && cssClass(cssSlidePrefix("current")), cssClass(CLASS_FLEX_CENTER)),
		...makeInertWhen(offscreen),
		style,
		role: "group",
		"aria-roledescription": translateLabel(labels, "Slide"),
		"aria-label": translateSlideCounter(labels, slides, currentIndex + offset)
	}, renderSlide());
}
function Placeholder() {
	const style = useLightboxProps().styles.slide;
	return import_react.createElement("div", {
		className: cssClass(CLASS_SLIDE),
		style
	});
}
function Carousel({ carousel, labels }) {
	const { slides, currentIndex, globalIndex } = useLightboxState();
	const { setCarouselRef } = useController();
	const { autoPlaying, focusWithin } = useA11yContext();
	const spacingValue = parseLengthPercentage(carousel.spacing);
	const paddingValue = parseLengthPercentage(carousel.padding);
	const preload = calculatePreload(carousel, slides, 1);
	const items = [];
	if (hasSlides(slides)) for (let index = currentIndex - preload; index <= currentIndex + preload; index += 1) {
		const slide = getSlide(slides, index);
		const key = globalIndex - currentIndex + index;
		const placeholder = carousel.finite && (index < 0 || index > slides.length - 1);
		items.push(!placeholder ? {
			key: [`${key}`, getSlideKey(slide)].filter(Boolean).join("|"),
			offset: index - currentIndex,
			slide
		} : { key });
	}
	return import_react.createElement("div", {
		ref: setCarouselRef,
		className: clsx(cssClass(cssPrefix$2()), items.length > 0 && cssClass(cssPrefix$2("with_slides"))),
		style: {
			[`${cssVar(cssPrefix$2("slides_count"))}`]: items.length,
			[`${cssVar(cssPrefix$2("spacing_px"))}`]: spacingValue.pixel || 0,
			[`${cssVar(cssPrefix$2("spacing_percent"))}`]: spacingValue.percent || 0,
			[`${cssVar(cssPrefix$2("padding_px"))}`]: paddingValue.pixel || 0,
			[`${cssVar(cssPrefix$2("padding_percent"))}`]: paddingValue.percent || 0
		},
		role: "region",
		"aria-live": autoPlaying && !focusWithin ? "off" : "polite",
		"aria-roledescription": translateLabel(labels, "Carousel"),
		"aria-label": translateLabel(labels, "Photo gallery")
	}, items.map(({ key, slide, offset }) => slide ? import_react.createElement(CarouselSlide, {
		key,
		slide,
		offset
	}) : import_react.createElement(Placeholder, { key })));
}
var CarouselModule = createModule(MODULE_CAROUSEL, Carousel);
function useNavigationState() {
	const { carousel } = useLightboxProps();
	const { slides, currentIndex } = useLightboxState();
	return {
		prevDisabled: slides.length === 0 || carousel.finite && currentIndex === 0,
		nextDisabled: slides.length === 0 || carousel.finite && currentIndex === slides.length - 1
	};
}
function useKeyboardNavigation(subscribeSensors) {
	var _a;
	const isRTL = useRTL();
	const { publish } = useEvents();
	const { animation, controller } = useLightboxProps();
	const { prevDisabled, nextDisabled } = useNavigationState();
	const throttle = ((_a = animation.navigation) !== null && _a !== void 0 ? _a : animation.swipe) / 2;
	const prev = useThrottle(() => publish(ACTION_PREV), throttle);
	const next = useThrottle(() => publish(ACTION_NEXT), throttle);
	const handleKeyDown = useEventCallback((event) => {
		switch (event.key) {
			case VK_ESCAPE:
				if (!controller.closeOnEscape) return;
				publish(ACTION_CLOSE);
				break;
			case VK_ARROW_LEFT:
				if (!(isRTL ? nextDisabled : prevDisabled)) (isRTL ? next : prev)();
				break;
			case VK_ARROW_RIGHT:
				if (!(isRTL ? prevDisabled : nextDisabled)) (isRTL ? prev : next)();
				break;
			default: return;
		}
		event.stopPropagation();
	});
	import_react.useEffect(() => subscribeSensors(EVENT_ON_KEY_DOWN, handleKeyDown), [subscribeSensors, handleKeyDown]);
}
function NavigationButton({ label, icon, renderIcon, action, onClick, disabled, style }) {
	return import_react.createElement(IconButton, {
		label,
		icon,
		renderIcon,
		className: cssClass(`navigation_${action}`),
		disabled,
		onClick,
		style,
		...useLoseFocus(useController().focus, disabled)
	});
}
function Navigation({ render: { buttonPrev, buttonNext, iconPrev, iconNext }, styles }) {
	const { prev, next, subscribeSensors } = useController();
	const { prevDisabled, nextDisabled } = useNavigationState();
	useKeyboardNavigation(subscribeSensors);
	return import_react.createElement(import_react.Fragment, null, buttonPrev ? buttonPrev() : import_react.createElement(NavigationButton, {
		label: "Previous",
		action: ACTION_PREV,
		icon: PreviousIcon,
		renderIcon: iconPrev,
		style: styles.navigationPrev,
		disabled: prevDisabled,
		onClick: prev
	}), buttonNext ? buttonNext() : import_react.createElement(NavigationButton, {
		label: "Next",
		action: ACTION_NEXT,
		icon: NextIcon,
		renderIcon: iconNext,
		style: styles.navigationNext,
		disabled: nextDisabled,
		onClick: next
	}));
}
var NavigationModule = createModule(MODULE_NAVIGATION, Navigation);
var noScroll = cssClass(CLASS_NO_SCROLL);
var noScrollPadding = cssClass(CLASS_NO_SCROLL_PADDING);
function isHTMLElement(element) {
	return "style" in element;
}
function padScrollbar(element, padding, rtl) {
	const styles = window.getComputedStyle(element);
	const property = rtl ? "padding-left" : "padding-right";
	const computedValue = rtl ? styles.paddingLeft : styles.paddingRight;
	const originalValue = element.style.getPropertyValue(property);
	element.style.setProperty(property, `${(parseInt(computedValue) || 0) + padding}px`);
	return () => {
		if (originalValue) element.style.setProperty(property, originalValue);
		else element.style.removeProperty(property);
	};
}
function NoScroll({ noScroll: { disabled }, children }) {
	const rtl = useRTL();
	const { getOwnerDocument, getOwnerWindow } = useDocumentContext();
	import_react.useEffect(() => {
		if (disabled) return () => {};
		const cleanup = [];
		const ownerWindow = getOwnerWindow();
		const { body, documentElement } = getOwnerDocument();
		const scrollbar = Math.round(ownerWindow.innerWidth - documentElement.clientWidth);
		if (scrollbar > 0) {
			cleanup.push(padScrollbar(body, scrollbar, rtl));
			const elements = body.getElementsByTagName("*");
			for (let i = 0; i < elements.length; i += 1) {
				const element = elements[i];
				if (isHTMLElement(element) && ownerWindow.getComputedStyle(element).getPropertyValue("position") === "fixed" && !element.classList.contains(noScrollPadding)) cleanup.push(padScrollbar(element, scrollbar, rtl));
			}
		}
		body.classList.add(noScroll);
		return () => {
			body.classList.remove(noScroll);
			cleanup.forEach((clean) => clean());
		};
	}, [
		rtl,
		disabled,
		getOwnerDocument,
		getOwnerWindow
	]);
	return import_react.createElement(import_react.Fragment, null, children);
}
var NoScrollModule = createModule(MODULE_NO_SCROLL, NoScroll);
function cssPrefix$1(value) {
	return composePrefix(MODULE_PORTAL, value);
}
function setAttribute(element, attribute, value) {
	const previousValue = element.getAttribute(attribute);
	element.setAttribute(attribute, value);
	return () => {
		if (previousValue) element.setAttribute(attribute, previousValue);
		else element.removeAttribute(attribute);
	};
}
function Portal({ portal: { root, container: { className: containerClassName, style: containerStyle, ...containerRest } = {} }, animation, styles, className, on, close, labels, children }) {
	const [mounted, setMounted] = import_react.useState(false);
	const [visible, setVisible] = import_react.useState(false);
	const cleanup = import_react.useRef([]);
	const restoreFocus = import_react.useRef(null);
	const { setTimeout } = useTimeouts();
	const { subscribe } = useEvents();
	const animationDuration = !useMotionPreference() ? animation.fade : 0;
	import_react.useEffect(() => {
		setMounted(true);
		return () => {
			setMounted(false);
			setVisible(false);
		};
	}, []);
	const handleCleanup = useEventCallback(() => {
		cleanup.current.forEach((clean) => clean());
		cleanup.current = [];
	});
	const handleClose = useEventCallback(() => {
		var _a;
		setVisible(false);
		handleCleanup();
		(_a = on.exiting) === null || _a === void 0 || _a.call(on);
		setTimeout(() => {
			var _a;
			(_a = on.exited) === null || _a === void 0 || _a.call(on);
			close();
		}, animationDuration);
	});
	import_react.useEffect(() => subscribe(ACTION_CLOSE, handleClose), [subscribe, handleClose]);
	const handleEnter = useEventCallback((node) => {
		var _a, _b, _c;
		reflow(node);
		setVisible(true);
		(_a = on.entering) === null || _a === void 0 || _a.call(on);
		const elements = (_c = (_b = node.parentNode) === null || _b === void 0 ? void 0 : _b.children) !== null && _c !== void 0 ? _c : [];
		for (let i = 0; i < elements.length; i += 1) {
			const element = elements[i];
			if ([
				"TEMPLATE",
				"SCRIPT",
				"STYLE"
			].indexOf(element.tagName) === -1 && element !== node) {
				cleanup.current.push(setAttribute(element, "inert", ""));
				cleanup.current.push(setAttribute(element, "aria-hidden", "true"));
			}
		}
		cleanup.current.push(() => {
			var _a, _b;
			(_b = (_a = restoreFocus.current) === null || _a === void 0 ? void 0 : _a.focus) === null || _b === void 0 || _b.call(_a);
		});
		setTimeout(() => {
			var _a;
			(_a = on.entered) === null || _a === void 0 || _a.call(on);
		}, animationDuration);
	});
	const handleRef = import_react.useCallback((node) => {
		if (node) handleEnter(node);
		else handleCleanup();
	}, [handleEnter, handleCleanup]);
	return mounted ? (0, import_react_dom.createPortal)(import_react.createElement(LightboxRoot, {
		ref: handleRef,
		className: clsx(className, containerClassName, cssClass(cssPrefix$1()), cssClass(CLASS_NO_SCROLL_PADDING), visible && cssClass(cssPrefix$1("open"))),
		"aria-modal": true,
		role: "dialog",
		"aria-label": translateLabel(labels, "Lightbox"),
		style: {
			...animation.fade !== LightboxDefaultProps.animation.fade ? { [cssVar("fade_animation_duration")]: `${animationDuration}ms` } : null,
			...animation.easing.fade !== LightboxDefaultProps.animation.easing.fade ? { [cssVar("fade_animation_timing_function")]: animation.easing.fade } : null,
			...styles.root,
			...containerStyle
		},
		onFocus: (event) => {
			if (!restoreFocus.current) restoreFocus.current = event.relatedTarget;
		},
		...containerRest
	}, children), (typeof root === "function" ? root() : root) || document.body) : null;
}
var PortalModule = createModule(MODULE_PORTAL, Portal);
function Root({ children }) {
	return import_react.createElement(import_react.Fragment, null, children);
}
var RootModule = createModule(MODULE_ROOT, Root);
function cssPrefix(value) {
	return composePrefix(MODULE_TOOLBAR, value);
}
function Toolbar({ toolbar: { buttons }, render: { buttonClose, iconClose }, styles }) {
	const { close, setToolbarWidth } = useController();
	const { setContainerRef, containerRect } = useContainerRect();
	useLayoutEffect(() => {
		setToolbarWidth(containerRect === null || containerRect === void 0 ? void 0 : containerRect.width);
	}, [setToolbarWidth, containerRect === null || containerRect === void 0 ? void 0 : containerRect.width]);
	const renderCloseButton = () => {
		if (buttonClose) return buttonClose();
		return import_react.createElement(IconButton, {
			key: ACTION_CLOSE,
			label: "Close",
			icon: CloseIcon,
			renderIcon: iconClose,
			onClick: close
		});
	};
	return import_react.createElement("div", {
		ref: setContainerRef,
		style: styles.toolbar,
		className: cssClass(cssPrefix())
	}, buttons === null || buttons === void 0 ? void 0 : buttons.map((button) => button === "close" ? renderCloseButton() : button));
}
var ToolbarModule = createModule(MODULE_TOOLBAR, Toolbar);
function renderNode(node, props) {
	var _a;
	return import_react.createElement(node.module.component, {
		key: node.module.name,
		...props
	}, (_a = node.children) === null || _a === void 0 ? void 0 : _a.map((child) => renderNode(child, props)));
}
function mergeAnimation(defaultAnimation, animation = {}) {
	const { easing: defaultAnimationEasing, ...restDefaultAnimation } = defaultAnimation;
	const { easing, ...restAnimation } = animation;
	return {
		easing: {
			...defaultAnimationEasing,
			...easing
		},
		...restDefaultAnimation,
		...restAnimation
	};
}
function Lightbox({ carousel, animation, render, toolbar, controller, noScroll, on, plugins, slides, index, ...restProps }) {
	const { animation: defaultAnimation, carousel: defaultCarousel, render: defaultRender, toolbar: defaultToolbar, controller: defaultController, noScroll: defaultNoScroll, on: defaultOn, slides: defaultSlides, index: defaultIndex, plugins: defaultPlugins, ...restDefaultProps } = LightboxDefaultProps;
	const { config, augmentation } = withPlugins([createNode(PortalModule, [createNode(NoScrollModule, [createNode(ControllerModule, [
		createNode(CarouselModule),
		createNode(ToolbarModule),
		createNode(NavigationModule)
	])])])], plugins || defaultPlugins);
	const props = augmentation({
		animation: mergeAnimation(defaultAnimation, animation),
		carousel: {
			...defaultCarousel,
			...carousel
		},
		render: {
			...defaultRender,
			...render
		},
		toolbar: {
			...defaultToolbar,
			...toolbar
		},
		controller: {
			...defaultController,
			...controller
		},
		noScroll: {
			...defaultNoScroll,
			...noScroll
		},
		on: {
			...defaultOn,
			...on
		},
		...restDefaultProps,
		...restProps
	});
	if (!props.open) return null;
	return import_react.createElement(LightboxPropsProvider, { ...props }, import_react.createElement(LightboxStateProvider, {
		slides: slides || defaultSlides,
		index: parseInt(index || defaultIndex)
	}, import_react.createElement(TimeoutsProvider, null, import_react.createElement(EventsProvider, null, import_react.createElement(A11yContextProvider, null, renderNode(createNode(RootModule, config), props))))));
}
// ../../node_modules/.pnpm/yet-another-react-lightbox@3.32.2_@types+react-dom@19.3.0_@types+react@19.3.0__@types+r_c060258252122c02585008c45ffbe3c7/node_modules/yet-another-react-lightbox/dist/plugins/counter/index.js
var defaultCounterProps = {
	separator: "/",
	container: {}
};
var resolveCounterProps = (counter) => ({
	...defaultCounterProps,
	...counter
});
function CounterComponent({ counter }) {
	const { slides, currentIndex } = useLightboxState();
	const { separator, container: { className, ...rest }, className: legacyClassName, ...legacyRest } = resolveCounterProps(counter);
	if (slides.length === 0) return null;
	return import_react.createElement("div", {
		className: clsx(cssClass("counter"), className || legacyClassName),
		...legacyRest,
		...rest,
		"aria-hidden": true
	}, currentIndex + 1, " ", separator, " ", slides.length);
}
function Counter({ augment, addChild }) {
	augment(({ counter, ...restProps }) => ({
		counter: resolveCounterProps(counter),
		...restProps
	}));
	addChild(MODULE_CONTROLLER, createModule(PLUGIN_COUNTER, CounterComponent));
}
// src/features/property/components/photo-lightbox.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Full-screen photo viewer (spec §2: 1900x2000 box, 10 px spacing). Arrow keys, Esc and swipe come with
* the library. Loaded lazily: it is not in the detail page's first JavaScript.
*/
function PhotoLightbox({ photos, index, alt, onClose, onIndexChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Lightbox, {
		open: true,
		close: onClose,
		index,
		on: { view: ({ index: current }) => onIndexChange(current) },
		slides: photos.map((photo, i) => ({
			src: photo.large,
			width: photo.width ?? 1600,
			height: photo.height ?? 1200,
			alt: `${alt} (foto ${i + 1} de ${photos.length})`
		})),
		plugins: [Counter],
		counter: { container: { style: {
			top: "unset",
			bottom: 0
		} } },
		carousel: {
			spacing: 10,
			finite: photos.length <= 1,
			imageProps: { style: {
				maxWidth: 1900,
				maxHeight: 2e3
			} }
		},
		controller: { closeOnBackdropClick: true },
		labels: {
			Previous: "Foto anterior",
			Next: "Foto siguiente",
			Close: "Cerrar",
			"Photo gallery": "Galería de fotos",
			"{index} of {total}": "{index} de {total}",
			Carousel: "Carrusel",
			Lightbox: "Visor de fotos",
			Slide: "Foto"
		},
		render: {
			buttonPrev: photos.length <= 1 ? () => null : void 0,
			buttonNext: photos.length <= 1 ? () => null : void 0
		}
	});
}
export { PhotoLightbox };
