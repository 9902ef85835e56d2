// ../../node_modules/.pnpm/altcha@3.2.2/node_modules/altcha/dist/workers/pbkdf2.js?worker
function WorkerWrapper(options) {
	return new Worker("/assets/pbkdf2-Co4Z2U4M.js", { name: options?.name });
}
export { WorkerWrapper as default };
