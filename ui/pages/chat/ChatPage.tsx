import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { FileText, History } from 'lucide-react';
import { headerLabel, type ChatSession } from '../../../contracts/chat.js';
import { track } from '../../api/analytics.js';
import { Button } from '../../components/Button.js';
import { ChatConversation } from './ChatConversation.js';
import { ChatDocuments } from './ChatDocuments.js';
import { ChatsSidebar } from './ChatsSidebar.js';
import { HistoryDrawer } from './HistoryDrawer.js';
import { StartChatDialog } from './StartChatDialog.js';
import { useChatSessions } from './useChatSessions.js';
import { useCan } from '../../state/permissions.js';

/** docs/product.md#chat "Chat page": /chat (the start dialog opens by itself) and /chat/{id}. */
export function ChatPage() {
  const [location] = useLocation();
  const [, params] = useRoute<{ id: string }>('/chat/:id');
  const sessionId = params?.id ?? null;
  const { sessions, error } = useChatSessions();
  // docs/product.md#teams: starting a chat and asking in one are records.write; a viewer reads.
  const mayWrite = useCan('records.write');
  const [startOpen, setStartOpen] = useState(location === '/chat');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [session, setSession] = useState<ChatSession | null>(null);
  const [lastPath, setLastPath] = useState(location);
  if (lastPath !== location) {
    setLastPath(location);
    if (location === '/chat') setStartOpen(true);
  }
  useEffect(() => track({ kind: 'feature', feature: 'chat_page_view', metadata: sessionId ? { sessionId } : {} }), [sessionId]);
  const onSession = useCallback((s: ChatSession | null) => setSession(s), []);
  const current = sessionId && session?.id === sessionId ? session : null;

  return (
    <div className="flex h-[calc(100dvh-6.5rem)] min-h-[28rem] gap-4">
      <ChatsSidebar sessions={sessions} error={error} activeId={sessionId} onNew={mayWrite ? () => setStartOpen(true) : undefined} />
      <section className="relative flex min-w-0 flex-1 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
        <header className="flex items-center gap-2 border-b border-slate-100 px-3 py-2.5">
          <Button variant="ghost" size="icon" aria-label="Open chat history" onClick={() => setHistoryOpen(true)}>
            <History className="h-4 w-4" aria-hidden />
          </Button>
          <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg">{headerLabel(current)}</h1>
          <Link href="/documents" className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100">
            <FileText className="h-4 w-4" aria-hidden /> <span className="max-sm:sr-only">Documents</span>
          </Link>
        </header>
        {sessionId && <ChatDocuments key={`documents:${sessionId}`} sessionId={sessionId} />}
        {sessionId ? (
          <ChatConversation key={sessionId} sessionId={sessionId} onSession={onSession} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
            <p className="font-medium text-slate-900">No chat selected</p>
            <p className="text-sm text-slate-500">Select a chat from the sidebar or start a new one</p>
            {mayWrite && <Button onClick={() => setStartOpen(true)}>New Chat</Button>}
          </div>
        )}
      </section>
      <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} sessions={sessions} canStart={mayWrite} />
      {mayWrite && <StartChatDialog open={startOpen} onClose={() => setStartOpen(false)} />}
    </div>
  );
}
