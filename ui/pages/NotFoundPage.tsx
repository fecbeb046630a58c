import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Oops! Page not found</h1>
      <Link href="/" className="mt-6 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </div>
  );
}
