import { s as useEnhancedEffect } from "./useLazyRef-D0Yq3GZd.js";
import { t as ownerDocument } from "./ownerDocument-CyWAccX2.js";
// ../../node_modules/.pnpm/@mui+utils@7.3.11_@types+react@19.3.0_react@19.3.1/node_modules/@mui/utils/esm/debounce/debounce.js
function debounce(func, wait = 166) {
	let timeout;
	function debounced(...args) {
		const later = () => {
			func.apply(this, args);
		};
		clearTimeout(timeout);
		timeout = setTimeout(later, wait);
	}
	debounced.clear = () => {
		clearTimeout(timeout);
	};
	return debounced;
}
// ../../node_modules/.pnpm/@mui+utils@7.3.11_@types+react@19.3.0_react@19.3.1/node_modules/@mui/utils/esm/ownerWindow/ownerWindow.js
function ownerWindow(node) {
	return ownerDocument(node).defaultView || window;
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/utils/useEnhancedEffect.js
var useEnhancedEffect_default = useEnhancedEffect;
// ../../node_modules/.pnpm/@mui+utils@7.3.11_@types+react@19.3.0_react@19.3.1/node_modules/@mui/utils/esm/getActiveElement/getActiveElement.js
/**
* Gets the actual active element, traversing through shadow roots if necessary.
*
* When an element inside a shadow root has focus, `document.activeElement` returns
* the shadow host element. This function recursively traverses shadow roots to find
* the actual focused element.
*
* @param root - The document or shadow root to start the search from.
* @returns The actual focused element, or null if no element has focus.
*
* @example
* // In a shadow DOM context
* const activeElement = getActiveElement(document);
* // Returns the actual focused element inside the shadow root
*
* @example
* // Starting from a specific document
* const activeElement = getActiveElement(ownerDocument(element));
*/
function activeElement(doc) {
	let element = doc.activeElement;
	while (element?.shadowRoot?.activeElement != null) element = element.shadowRoot.activeElement;
	return element;
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/utils/getActiveElement.js
var getActiveElement_default = activeElement;
export { debounce as i, useEnhancedEffect_default as n, ownerWindow as r, getActiveElement_default as t };
