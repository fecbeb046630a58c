import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link, useParams } from 'wouter';
import { toast } from 'sonner';
import { Printer, Trash2 } from 'lucide-react';
import { NOTES_PLACEHOLDER, type UpdateDocumentRequest } from '../../../contracts/documents.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { brandingRecord } from '../../state/branding.js';
import { documentRecords } from '../../state/documents.js';
import { ProductImage } from '../catalogue/ProductImage.js';
import { productHref } from '../chat/recommendations.js';

/** A proposal made from chosen products: editable title and notes, printable. */
export function DocumentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const store = useStore();
  const document = useAtomValue(documentRecords.atom(id));
  const branding = useAtomValue(brandingRecord.atom);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    setMissing(false);
    api.documents
      .get({ id })
      .then((r) => {
        if (!current) return;
        documentRecords.upsert(store, r.document);
        setTitle(r.document.title);
        setNotes(r.document.notes ?? '');
      })
      .catch((err: unknown) => {
        if (!current) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) setMissing(true);
        else setFailed(messageOf(err, 'Failed to load document'));
      });
    return () => {
      current = false;
    };
  }, [id, store]);

  useEffect(() => {
    if (branding !== undefined) return;
    api.branding
      .get()
      .then((r) => brandingRecord.load(store, r.branding))
      .catch(() => undefined);
  }, [branding, store]);

  if (failed) return <p role="alert" className="py-12 text-center text-sm text-red-600">{failed}</p>;
  if (missing) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Document not found</h1>
        <p className="mt-1 text-sm text-slate-500">It may have been removed, or it belongs to someone else.</p>
        <Link href="/chat" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Back to chat
        </Link>
      </div>
    );
  }
  if (!document) return <CenteredSpinner label="Loading document..." />;

  const save = async (body: UpdateDocumentRequest, done: string) => {
    setSaving(true);
    try {
      const r = await api.documents.update({ id }, body);
      documentRecords.upsert(store, r.document);
      toast.success('Success', { description: done });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to save document') });
    } finally {
      setSaving(false);
    }
  };
  const remove = (productId: string) => save({ products: document.products.filter((p) => p.id !== productId) }, 'Product removed');
  const dirty = title.trim() !== document.title || (notes.trim() || null) !== document.notes;
  const primary = branding?.primaryColor ?? '#7E69AB';

  return (
    <article className="document-print mx-auto max-w-5xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Link href={document.sessionId ? `/chat/${document.sessionId}` : '/chat'} className="text-sm font-medium text-brand-700 hover:underline">
            ← Back to chat
          </Link>
          <Link href="/documents" className="text-sm font-medium text-slate-600 hover:underline">
            All documents
          </Link>
        </div>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden /> Print
        </Button>
      </div>

      <section className="mb-6 space-y-4 rounded-lg border border-slate-200 bg-white p-5 print:hidden" aria-label="Edit document">
        <Field label="Document Title" error={title.trim() ? undefined : 'Title is required'}>
          {(fid, describedBy) => <Input id={fid} aria-describedby={describedBy} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <Field label="Notes">{(fid) => <Textarea id={fid} value={notes} maxLength={5000} placeholder={NOTES_PLACEHOLDER} onChange={(e) => setNotes(e.target.value)} />}</Field>
        <div className="flex justify-end">
          <Button disabled={!dirty || !title.trim() || saving} onClick={() => void save({ title: title.trim(), notes: notes.trim() || null }, 'Document saved')}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </section>

      <div className="rounded-lg border border-slate-200 bg-white p-6 print:border-0 print:p-0">
        <header className="mb-6 border-b-4 pb-4" style={{ borderColor: primary }}>
          {branding?.companyName && (
            <p className="text-sm font-semibold uppercase tracking-wide" style={{ color: primary }}>
              {branding.companyName}
            </p>
          )}
          <h1 className="mt-1 text-2xl font-semibold text-slate-900">{document.title}</h1>
          <p className="mt-1 text-xs text-slate-500">{new Date(document.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })}</p>
          {document.notes && <p className="mt-3 whitespace-pre-wrap text-sm text-slate-700">{document.notes}</p>}
        </header>
        {document.products.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">No products in this document.</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="min-w-full text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase text-slate-500">
                  <th scope="col" className="py-2 pr-3">Image</th>
                  <th scope="col" className="py-2 pr-3">Item #</th>
                  <th scope="col" className="py-2 pr-3">Product</th>
                  <th scope="col" className="py-2 pr-3">Price</th>
                  <th scope="col" className="py-2 pr-3">Min Qty</th>
                  <th scope="col" className="py-2 pr-3">Production Time</th>
                  <th scope="col" className="py-2 pr-3">Supplier</th>
                  <th scope="col" className="py-2 print:hidden">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {document.products.map((p) => (
                  <tr key={p.id} className="align-top">
                    <td className="py-2 pr-3">
                      <ProductImage src={p.thumbUrl} alt={p.name} className="h-14 w-14 rounded" />
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-600">{p.itemNum}</td>
                    <td className="py-2 pr-3">
                      <a href={productHref(p)} className="font-medium text-slate-900 hover:underline">
                        {p.name}
                      </a>
                    </td>
                    <td className="py-2 pr-3 font-medium">{p.priceText}</td>
                    <td className="py-2 pr-3">{p.minQuantity}</td>
                    <td className="py-2 pr-3">{p.leadTime}</td>
                    <td className="py-2 pr-3">{p.supplier.name}</td>
                    <td className="py-2 print:hidden">
                      <Button variant="ghost" size="icon" aria-label={`Remove ${p.name}`} disabled={saving || document.products.length <= 1} onClick={() => void remove(p.id)}>
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </article>
  );
}
