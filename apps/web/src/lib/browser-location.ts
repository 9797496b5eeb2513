/** Leaves the app for another address (the elder application, the main site). */
export function goToExternal(url: string, { replace = false } = {}) {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
