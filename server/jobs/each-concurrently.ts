/**
 * Runs `work` on every item, `concurrency` at a time: the jobs that address many users (push,
 * digest) wait on the database and on remote services in parallel, while the database's pool (or
 * PGlite, one query at a time) sets the pace and leaves room for the requests being served.
 * The first failure rejects, once the items in progress are over; the rest are not started.
 */
export async function eachConcurrently<Item>(
  items: readonly Item[],
  concurrency: number,
  work: (item: Item) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (!failed && next < items.length) {
        const item = items[next] as Item;
        next += 1;
        try {
          await work(item);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    }),
  );
}
