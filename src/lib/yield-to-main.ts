interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so that the browser may handle a tap or paint before what
 * follows: `scheduler.yield` where the browser has it (its continuation keeps its place ahead of
 * other tasks), a message to itself elsewhere (no timer clamping, and not held by fake timers).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: PrioritizedScheduler };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
