import "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-9aiY64yM.js";
import { l as defaultTheme, x as useTheme$1 } from "./memoTheme-Bpa5YlkZ.js";
require_react();
function useTheme() {
	const theme = useTheme$1(defaultTheme);
	return theme["$$material"] || theme;
}
export { useTheme as t };
