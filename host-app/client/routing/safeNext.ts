/**
 * Where to go after signing in: only a path of this site (`/...`), never another origin
 * (`//evil.example`, `/\evil.example`, `https://...`), so the sign-in page cannot be an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return /[\u0000-\u001f]/.test(next) ? null : next;
}
