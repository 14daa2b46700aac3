/**
 * A value given at once when it is already in memory, else a promise of it. The hot reads chain
 * these (session, data version, view, answer), so an answer made of kept values is sent in the
 * same turn of the event loop, without a promise per step (docs/performance.md, "Hot reads").
 */
export type MaybePromise<T> = T | Promise<T>;

/** `next(value)`: at once when `value` is there, else once it is. */
export function whenReady<T, U>(
  value: MaybePromise<T>,
  next: (value: T) => MaybePromise<U>,
): MaybePromise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
