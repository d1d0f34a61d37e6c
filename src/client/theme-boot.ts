// Runs in <head>, before the body is painted, so the stored colour mode
// applies without a flash. Kept tiny and free of imports: it blocks rendering.
(() => {
  const root = document.documentElement;
  let theme: string | null = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    /* storage may be blocked */
  }
  const script = document.currentScript as HTMLScriptElement | null;
  if (theme !== 'dark' && theme !== 'light') {
    const followSystem = script?.dataset.respectSystem === 'true';
    theme = followSystem && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.dataset.theme = theme;
  // a dismissed announcement is hidden before the first paint, not after (no layout shift)
  try {
    if (root.dataset.announcement && localStorage.getItem('announcement-dismissed') === root.dataset.announcement)
      root.dataset.announcementDismissed = 'true';
  } catch {
    /* storage may be blocked */
  }
})();
