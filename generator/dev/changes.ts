// Saves arrive in bursts (an editor's temporary file and rename, a git
// checkout, a formatter): they coalesce into one rebuild, which reads the
// files as they are when it starts, so it uses the last content. A save during
// a rebuild schedules one more after it.
export type ChangeKind = 'content' | 'static' | 'bundle';

/** Quiet time after the last event of a burst before the rebuild starts. */
export const SETTLE_MS = 25;

export function changeCoalescer(run: (kinds: Set<ChangeKind>) => Promise<void>, settleMs = SETTLE_MS): (kind: ChangeKind) => void {
  let pending = new Set<ChangeKind>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const fire = async () => {
    if (running) return;
    running = true;
    const kinds = pending;
    pending = new Set();
    try {
      await run(kinds);
    } finally {
      running = false;
      if (pending.size) timer = setTimeout(fire, settleMs);
    }
  };
  return (kind) => {
    pending.add(kind);
    clearTimeout(timer);
    if (!running) timer = setTimeout(fire, settleMs);
  };
}
