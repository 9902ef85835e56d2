import { t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { z as createSvgIcon } from "../entry-server.js";
// ../../node_modules/.pnpm/@mui+icons-material@7.3.11_@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19._ff3730ab510216363a7e6c014d6f6efc/node_modules/@mui/icons-material/esm/Search.js
var import_jsx_runtime = require_jsx_runtime();
var Search_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" }), "Search");
// src/features/branches/branch-paths.ts
/** 'Ver sede' goes to the branch's own page, named by the slug of its name (spec §2). */
function branchPath(slug) {
	return `/sedes/${encodeURIComponent(slug)}/`;
}
export { Search_default as n, branchPath as t };
