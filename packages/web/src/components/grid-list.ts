/** The listings' card grid (similar properties, favorites): one column on a phone, two, then three. */
export const PROPERTY_CARD_COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } as const;

/** The `sx` of a `<ul>` laid out as a grid: no bullets, no indent, the given gap and columns. */
export function gridListSx<Gap, Columns>(gap: Gap, gridTemplateColumns: Columns) {
  return { listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns } as const;
}
