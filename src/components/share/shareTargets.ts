// Where a link can be shared from a phone whose browser has no share sheet (Android's web views): plain
// links that need no script of the target's (the CSP stays as it is), and copying. The shared URL is the
// page's canonical URL with `utm_source` naming the target, so the visits it brings can be told apart.
// Messenger and Zalo have none that works here (docs/in-app-browsers.md): Facebook's web "Send Dialog"
// is not supported on mobile devices, `fb-messenger://` is a custom scheme web views block, and Zalo's
// share button is their SDK's script; for those, the link is copied to paste in a chat.

/** The canonical URL with `utm_source=source`. */
export const sharedUrl = (canonical: string, source: string) => {
  const url = new URL(canonical);
  url.searchParams.set('utm_source', source);
  return url.href;
};

/** Facebook's sharer: a post with the link's preview (its Open Graph tags). */
export const facebookShareUrl = (canonical: string) =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(sharedUrl(canonical, 'facebook'))}`;
