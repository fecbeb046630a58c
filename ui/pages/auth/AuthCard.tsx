import type { ReactNode } from 'react';
import { Link } from 'wouter';

export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-12">
      <Link href="/" className="mb-6 flex items-center gap-2 text-lg font-semibold">
        <img src="/favicon.svg" alt="" className="h-8 w-8" /> SwagScout
      </Link>
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center text-xl font-semibold">{title}</h1>
        {children}
      </div>
      <p className="mt-6 text-sm text-slate-600">{footer}</p>
    </div>
  );
}
