import { useState } from 'react';
import { Link } from 'wouter';
import { format } from 'date-fns';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Plus, X } from 'lucide-react';
import { CHAT_DATE_FORMAT, historyLabel, type ChatSession } from '../../../contracts/chat.js';
import { Input } from '../../components/Field.js';

/** docs/product.md#chat "Chat History drawer": opens from the left, searchable by company or project name. */
export function HistoryDrawer({ open, onClose, sessions, canStart }: { open: boolean; onClose: () => void; sessions: ChatSession[] | null; canStart: boolean }) {
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const matches = (sessions ?? []).filter((s) => !needle || (s.companyName ?? '').toLowerCase().includes(needle) || (s.projectName ?? '').toLowerCase().includes(needle));
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-80 max-w-[90vw] flex-col bg-white shadow-xl">
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <DialogTitle className="text-base font-semibold">Chat History</DialogTitle>
          <button type="button" onClick={onClose} aria-label="Close chat history" className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100">
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
        <div className="space-y-2 border-b border-slate-100 p-3">
          {canStart && (
            <Link href="/chat" onClick={onClose} className="inline-flex h-9 w-full items-center justify-center gap-2 rounded-md bg-brand-700 text-sm font-medium text-white hover:bg-brand-800">
              <Plus className="h-4 w-4" aria-hidden /> New Chat
            </Link>
          )}
          <Input type="search" aria-label="Search chat history" placeholder="Search chat history..." value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          {sessions === null ? (
            <p className="py-6 text-center text-sm text-slate-500">Loading chat history...</p>
          ) : sessions.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No chat history yet</p>
          ) : matches.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No matches found</p>
          ) : (
            <ul className="space-y-1">
              {matches.map((s) => (
                <li key={s.id}>
                  <Link href={`/chat/${s.id}`} onClick={onClose} className="block rounded-md px-3 py-2 text-sm hover:bg-slate-50">
                    <span className="block truncate font-medium text-slate-900">{historyLabel(s)}</span>
                    <span className="block text-xs text-slate-500">{format(new Date(s.createdAt), CHAT_DATE_FORMAT)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
