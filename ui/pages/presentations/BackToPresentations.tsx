import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';

export const BackToPresentations = () => (
  <Link href="/presentations" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
    <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Presentations
  </Link>
);
