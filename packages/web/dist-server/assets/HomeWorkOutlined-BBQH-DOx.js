import { z as createSvgIcon } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/HomeWorkOutlined.js
var import_jsx_runtime = require_jsx_runtime();
var HomeWorkOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M1 11v10h6v-5h2v5h6V11L8 6zm12 8h-2v-5H5v5H3v-6.97l5-3.57 5 3.57zm4-12h2v2h-2zm0 4h2v2h-2zm0 4h2v2h-2z" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M10 3v1.97l2 1.43V5h9v14h-4v2h6V3z" }, "1")], "HomeWorkOutlined");
export { HomeWorkOutlined_default as t };
