/**
 * `next` when it is a path of this site (`/stellenangebote/…`), else null: never another site (`//evil.example`,
 * `/\evil.example`, `https://…`), so a link cannot send a new candidate elsewhere after the sign-up. The browser's
 * own reading of the address decides (it drops tabs and line breaks, turns `\` into `/`), not a pattern of ours.
 */
export function ownPath(next: string | null): string | null {
  if (!next?.startsWith('/')) return null;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
