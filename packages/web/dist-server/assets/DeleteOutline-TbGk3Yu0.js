import { z as createSvgIcon } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/DeleteOutline.js
var import_jsx_runtime = require_jsx_runtime();
var DeleteOutline_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z" }), "DeleteOutline");
export { DeleteOutline_default as t };
