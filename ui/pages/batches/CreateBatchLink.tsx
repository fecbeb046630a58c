import { Link } from 'wouter';
import { Upload } from 'lucide-react';

export const CreateBatchLink = () => (
  <Link href="/companies/batch-upload" className="inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-800">
    <Upload className="h-4 w-4" aria-hidden /> Create New Batch
  </Link>
);
