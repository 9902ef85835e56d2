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

/**
 * Whole pesos from text as people paste it, read as es-CO: '$ 300.000.000' and '300.000.000,50', but also
 * '300,000,000' and '300000000.50' (copied from a spreadsheet or a bank's page) give 300000000: a decimal part
 * is dropped, never taken for thousands. null when the text is no amount.
 */
export function parsePesos(text: string): number | null {
  const value = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/^(COP)?\$?(COP)?/i, '')
    .replace(/(COP)$/i, '');
  const whole = /^\d+$/.test(value)
    ? value
    : /^\d{1,3}(\.\d{3})+(,\d*)?$/.test(value)
      ? value.replace(/,\d*$/, '').replace(/\./g, '')
      : /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(value)
        ? value.replace(/\.\d*$/, '').replace(/,/g, '')
        : /^\d+[.,]\d{0,2}$/.test(value)
          ? value.replace(/[.,]\d*$/, '')
          : null;
  return whole === null || whole.length > 15 ? null : Number(whole);
}
