// ../contracts/src/money.ts
var copFormatter;
/** Formats pesos the way the whole site shows money; null or undefined shows '$ 0'. */
function formatCop(value) {
	copFormatter ??= new Intl.NumberFormat("es-CO", {
		style: "currency",
		currency: "COP",
		maximumFractionDigits: 0,
		minimumFractionDigits: 0
	});
	return copFormatter.format(value ?? 0);
}
export { formatCop as t };
