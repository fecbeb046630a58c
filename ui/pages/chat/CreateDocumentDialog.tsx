import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import type { RecommendedProduct } from '../../../contracts/chat.js';
import { DOCUMENT_CREATED_MESSAGE, DOCUMENT_CREATED_TITLE, DOCUMENT_CREATE_FAILED, NOTES_PLACEHOLDER, defaultDocumentTitle } from '../../../contracts/documents.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { track } from '../../api/analytics.js';
import { Button } from '../../components/Button.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { briefColorOf, inHandsDateOf } from './recommendations.js';

/** The brief's colours and deadline (the chat's intent) and when it was asked. */
export type DocumentBrief = { colors: string[]; deadlineDays: number | null; askedAt: string };

/**
 * docs/product.md#chat "Create Document dialog": title, notes, the product count; then a draft
 * proposal of those products, each at the quantity the chat understood for it (else the
 * question's, else its minimum) and in the brief's colour, with the brief's in-hands date, opens.
 */
export function CreateDocumentDialog({
  products,
  sessionId,
  quantity = null,
  brief = null,
  onClose,
}: {
  products: RecommendedProduct[];
  sessionId: string | null;
  quantity?: number | null;
  /** What the brief asked for besides quantities: each line's colour, the proposal's in-hands date. */
  brief?: DocumentBrief | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(() => defaultDocumentTitle(new Date()));
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  const inHandsDate = brief ? inHandsDateOf(brief.askedAt, brief.deadlineDays) : null;
  const submit = async () => {
    if (!title.trim() || busy) return;
    setBusy(true);
    try {
      const included = products.slice(0, 50);
      const { proposal } = await api.proposals.create({
        title: title.trim(),
        internalNotes: notes.trim() || null,
        sessionId,
        ...(inHandsDate ? { inHandsDate } : {}),
        lines: included.map((p) => {
          const color = briefColorOf(p, brief?.colors ?? []);
          return { productId: p.id, tiers: [Math.min(1_000_000, Math.max(1, p.fit?.quantity ?? quantity ?? p.minQuantity))], ...(color ? { color } : {}) };
        }),
      });
      for (const p of included)
        track({ kind: 'product_interaction', ...(sessionId ? { sessionId } : {}), productId: p.id, productName: p.name.slice(0, 300), interactionType: 'document' });
      toast.success(DOCUMENT_CREATED_TITLE, { description: DOCUMENT_CREATED_MESSAGE });
      onClose();
      navigate(`/proposals/${proposal.id}`);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, DOCUMENT_CREATE_FAILED) });
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={() => !busy && onClose()} title="Create Document from Products">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="Document Title">{(id) => <Input id={id} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />}</Field>
        <Field label="Notes">
          {(id) => <Textarea id={id} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder={NOTES_PLACEHOLDER} maxLength={5000} />}
        </Field>
        <p className="text-sm text-slate-600">{products.length} product(s) will be included in this document.</p>
        {inHandsDate && <p className="text-sm text-slate-600">In-hands date: {inHandsDate}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !title.trim()}>
            {busy ? 'Creating...' : 'Create Document'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
