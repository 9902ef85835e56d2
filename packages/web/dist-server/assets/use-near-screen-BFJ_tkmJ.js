import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-9aiY64yM.js";
// src/lib/use-near-screen.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Ahead of the screen by this much, so a quick scroll finds the content already there. */
var NEAR_SCREEN_MARGIN = "600px 0px";
/**
* For content fetched only when a visitor scrolls towards it: `near` turns true, once, when the
* element given `ref` comes within 600 px of the screen (right after mounting where the browser has
* no IntersectionObserver; the server renders it not near). The browser's observer, directly:
* react-intersection-observer weighed 1.3 KB gzip on the first page for this one use.
*/
function useNearScreen() {
	const [element, ref] = (0, import_react.useState)(null);
	const [near, setNear] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (!element || near) return;
		if (typeof IntersectionObserver === "undefined") {
			const timer = setTimeout(() => setNear(true));
			return () => clearTimeout(timer);
		}
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) setNear(true);
		}, { rootMargin: NEAR_SCREEN_MARGIN });
		observer.observe(element);
		return () => observer.disconnect();
	}, [element, near]);
	return {
		ref,
		near
	};
}
export { useNearScreen as t };
