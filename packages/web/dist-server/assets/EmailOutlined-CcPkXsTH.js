import { z as createSvgIcon } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/EmailOutlined.js
var import_jsx_runtime = require_jsx_runtime();
var EmailOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 5-8-5zm0 12H4V8l8 5 8-5z" }), "EmailOutlined");
export { EmailOutlined_default as t };
