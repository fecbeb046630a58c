import { Link } from 'wouter';
import { format } from 'date-fns';
import { Plus } from 'lucide-react';
import { CHAT_DATE_FORMAT, sidebarLabel, type ChatSession } from '../../../contracts/chat.js';
import { Button } from '../../components/Button.js';
import { cn } from '../../lib/cn.js';

/** docs/product.md#chat "Chats" sidebar: past chats with creation time, a plus button for the start dialog (no `onNew`: a viewer, none). */
export function ChatsSidebar({ sessions, error, activeId, onNew }: { sessions: ChatSession[] | null; error: string | null; activeId: string | null; onNew?: () => void }) {
  return (
    <aside aria-label="Chats" className="hidden w-64 shrink-0 flex-col rounded-lg border border-slate-200 bg-white lg:flex">
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">Chats</h2>
        {onNew && (
          <Button variant="ghost" size="icon" aria-label="Start a new chat" onClick={onNew}>
            <Plus className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {sessions === null ? (
          <p className="px-2 py-6 text-center text-sm text-slate-500">{error ?? 'Loading chat history...'}</p>
        ) : sessions.length === 0 ? (
          <div className="space-y-3 px-2 py-6 text-center">
            <p className="text-sm text-slate-500">No chat history found</p>
            {onNew && (
              <Button size="sm" onClick={onNew}>
                New Chat
              </Button>
            )}
          </div>
        ) : (
          <ul className="space-y-1">
            {sessions.map((s) => (
              <li key={s.id}>
                <Link
                  href={`/chat/${s.id}`}
                  aria-current={s.id === activeId ? 'page' : undefined}
                  className={cn('block rounded-md px-3 py-2 text-sm hover:bg-slate-50', s.id === activeId && 'bg-brand-50 text-brand-900')}
                >
                  <span className="block truncate font-medium">{sidebarLabel(s)}</span>
                  <span className="block text-xs text-slate-600">{format(new Date(s.createdAt), CHAT_DATE_FORMAT)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
