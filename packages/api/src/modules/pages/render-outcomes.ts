/** Readiness judges the pages answered in the last minute... */
export const RENDER_HEALTH_WINDOW_MS = 60_000;
/** ...and fails once this many of them failed, at least half of them (one failure is no verdict). */
export const RENDER_FAILURES_UNHEALTHY = 3;

interface PageOutcome {
  readonly at: number;
  readonly key: string;
  readonly ok: boolean;
}

/** Pages answered (from the cache or rendered) or failed lately, oldest first: what readiness judges. */
export class RenderOutcomes {
  private outcomes: PageOutcome[] = [];

  note(key: string, ok: boolean): void {
    this.outcomes.push({ at: Date.now(), key, ok });
    if (this.outcomes.length > 1000) this.recent();
  }

  /** Whether a page was answered in the window: without one, readiness samples the home page first. */
  anyAnswered(): boolean {
    return this.recent().some((o) => o.ok);
  }

  /**
   * Down once {@link RENDER_FAILURES_UNHEALTHY} page answers of the window failed, at least half of them, on
   * more than one page or on the home page (one broken listing hit by a crawler must not take the site out).
   */
  failing(): boolean {
    const outcomes = this.recent();
    const failed = outcomes.filter((o) => !o.ok);
    const failedPages = new Set(failed.map((o) => o.key));
    const widespread = failedPages.size > 1 || failedPages.has('/');
    return failed.length >= RENDER_FAILURES_UNHEALTHY && failed.length * 2 >= outcomes.length && widespread;
  }

  /** The outcomes of the window, at most the last 500. */
  private recent(): readonly PageOutcome[] {
    const since = Date.now() - RENDER_HEALTH_WINDOW_MS;
    this.outcomes = this.outcomes.filter((o) => o.at >= since).slice(-500);
    return this.outcomes;
  }
}
