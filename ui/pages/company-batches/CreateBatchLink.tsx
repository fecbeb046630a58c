import { Link } from 'wouter';
import { Upload } from 'lucide-react';
import { buttonClass } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';

/** Create New Batch; hidden from a role that cannot write records (docs/product.md#teams). */
export function CreateBatchLink() {
  const mayWrite = useCan('records.write');
  if (!mayWrite) return null;
  return (
    <Link href="/companies/batch-upload" className={buttonClass()}>
      <Upload className="h-4 w-4" aria-hidden /> Create New Batch
    </Link>
  );
}
