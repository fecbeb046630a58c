import { Link } from 'wouter';
import { Upload } from 'lucide-react';
import { buttonClass } from '../../components/Button.js';

export const CreateBatchLink = () => (
  <Link href="/companies/batch-upload" className={buttonClass()}>
    <Upload className="h-4 w-4" aria-hidden /> Create New Batch
  </Link>
);
