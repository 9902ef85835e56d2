/**
 * Runs `work` on the items in order, at most `concurrency` at a time; a lane takes no new item once
 * `stop()` is true. Resolves with how many items were never started; rejects with the first error `work`
 * throws (the other lanes finish the item they hold, then stop).
 */
export async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<number> {
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (next < items.length && !failed && !stop()) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return items.length - next;
}
