// Built on first use: creating it loads the es-CO number data, a long step on a slow phone, which
// would otherwise run while every page's code is being loaded.
let copFormatter: Intl.NumberFormat | undefined;

/** Formats pesos the way the whole site shows money; null or undefined shows '$ 0'. */
export function formatCop(value: number | null | undefined): string {
  copFormatter ??= new Intl.NumberFormat('es-CO', {
    style: 'currency',
    currency: 'COP',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return copFormatter.format(value ?? 0);
}
