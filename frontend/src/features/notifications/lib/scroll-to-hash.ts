/**
 * A notification links to a part of a page ('/my-projects#room-{id}') that appears only once the
 * page has loaded its data: look for it for a few seconds, then scroll to it.
 */
export function scrollToHashWhenReady(hash: string, timeoutMs = 5000): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  const deadline = Date.now() + timeoutMs;
  const look = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    if (Date.now() < deadline) window.setTimeout(look, 100);
  };
  window.setTimeout(look, 50);
}
