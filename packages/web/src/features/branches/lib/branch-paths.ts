/** 'Ver sede' goes to the branch's own page, named by the slug of its name (spec §2). */
export function branchPath(slug: string): string {
  return `/sedes/${encodeURIComponent(slug)}/`;
}
