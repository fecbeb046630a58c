import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { AddToProposalDialog } from './AddToProposalDialog.js';
import type { CarriedSearch } from './search-form.js';

/** "Add to proposal" for a search result or a product page; a role that only reads does not see it. */
export function AddToProposalButton(props: { product: { id: string; name: string; minQuantity: number }; colors?: readonly string[]; carried: CarriedSearch; size?: 'sm' | 'md'; className?: string }) {
  const mayWrite = useCan('records.write');
  const [open, setOpen] = useState(false);
  if (!mayWrite) return null;
  return (
    <>
      <Button size={props.size ?? 'md'} className={props.className} onClick={() => setOpen(true)}>
        <FilePlus2 className="h-4 w-4" aria-hidden /> Add to proposal<span className="sr-only">: {props.product.name}</span>
      </Button>
      {open && <AddToProposalDialog product={props.product} colors={props.colors} carried={props.carried} onClose={() => setOpen(false)} />}
    </>
  );
}
