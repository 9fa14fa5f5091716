import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** A link that tells assistive technology when it points at the current page. */
export function NavLink({ href, children, className, match = 'exact' }: { href: string; children: ReactNode; className?: string; match?: 'exact' | 'prefix' }) {
  const [path] = useLocation();
  const current = match === 'exact' ? path === href : path === href || path.startsWith(`${href}/`);
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
