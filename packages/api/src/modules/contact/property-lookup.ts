import { BRANCHES, type PropertyDetail, sameName } from '@inmo/contracts';

/** What the agency copy says about the listing, when the property source could tell. */
export interface PropertySummary {
  readonly title: string;
  readonly price: number;
  readonly gestion: string;
  readonly branchId: number | null;
  readonly advisorName: string | null;
}

export function summarizeProperty(detail: PropertyDetail): PropertySummary {
  const branch =
    (detail.branchId !== null ? BRANCHES.find((b) => b.id === detail.branchId) : undefined) ??
    (detail.branch ? BRANCHES.find((b) => sameName(b.nombre, detail.branch ?? '')) : undefined);
  return {
    title: `${detail.type} en ${detail.neighbourhood}, ${detail.city}`,
    price: detail.price,
    gestion: detail.gestion,
    branchId: branch?.id ?? null,
    advisorName: detail.advisor?.name ?? null,
  };
}

/** Resolves with the fallback when `work` takes longer than `ms` (the submission must not wait on it). */
export async function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
