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

let areaFormatter: Intl.NumberFormat | undefined;

/** An area as the site shows it everywhere, link previews included: es-CO, one decimal ('65,5 m²'). */
export function formatArea(area: number | null | undefined): string | null {
  areaFormatter ??= new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });
  return area === null || area === undefined || area <= 0 ? null : `${areaFormatter.format(area)} m²`;
}
