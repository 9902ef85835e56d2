const copFormatter = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Formats pesos the way the whole site shows money; null or undefined shows '$ 0'. */
export function formatCop(value: number | null | undefined): string {
  return copFormatter.format(value ?? 0);
}
