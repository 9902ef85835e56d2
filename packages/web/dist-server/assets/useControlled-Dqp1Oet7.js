import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-9aiY64yM.js";
// ../../node_modules/.pnpm/@mui+utils@7.3.11_@types+react@19.3.0_react@19.3.1/node_modules/@mui/utils/esm/useControlled/useControlled.js
var import_react = /* @__PURE__ */ __toESM(require_react());
function useControlled(props) {
	const { controlled, default: defaultProp, name, state = "value" } = props;
	const { current: isControlled } = import_react.useRef(controlled !== void 0);
	const [valueState, setValue] = import_react.useState(defaultProp);
	return [isControlled ? controlled : valueState, import_react.useCallback((newValue) => {
		if (!isControlled) setValue(newValue);
	}, [])];
}
export { useControlled as t };
