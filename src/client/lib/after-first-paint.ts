// Runs work that must not delay the first screen (the service worker, the offline queue): after the
// page's load event, when the browser is idle (or a second later where it has no idle callback).
export function afterFirstPaint(work: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(work, { timeout: 3000 })
      : setTimeout(work, 1000);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
