import { Link } from 'wouter';

/** A dashboard card's link to the full page ('View All Companies'), in its header. */
export function CardLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="text-sm font-medium text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
