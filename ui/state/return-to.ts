/**
 * Where signing in returns to: the page a signed-out visitor asked for, carried as `?next=` on the
 * sign-in page. Only a path of this app is followed ('/companies?stage=Lead'); anything else
 * ('//evil.example', 'https://…', a backslash) is ignored, so the link cannot send anyone elsewhere.
 */

/** The sign-in page that returns to `path` ('/login' alone for the home page). */
export function signInPathFor(path: string): string {
  return path === '/' || !isAppPath(path) ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

/** The page to open after signing in: `next` when it is a path of this app, else the home page. */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && isAppPath(next) ? next : '/';
}

function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !path.startsWith('/login') && path.length <= 2000;
}
