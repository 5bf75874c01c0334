/** The XSRF-TOKEN cookie the server sets, to echo in the X-XSRF-TOKEN header on state changes. */
export function csrfToken(cookie: string = document.cookie): string | null {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
