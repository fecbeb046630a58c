import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import { SEND_FAILED_TEXT, SEND_FAILED_TOAST, WELCOME_MESSAGE, type ChatSession } from '../../../contracts/chat.js';
import { api } from '../../api/endpoints.js';
import { ApiError } from '../../api/client.js';
import { Spinner } from '../../components/Spinner.js';
import { addChatMessage, chatMessageRecords, chatMessagesAtom } from '../../state/chat.js';
import { ChatInput } from './ChatInput.js';
import { useCan } from '../../state/permissions.js';
import { MessageBubble } from './MessageBubble.js';

type LocalNote = { id: string; content: string; createdAt: string };

/** A session's messages and the input; the assistant's reply arrives as an event. */
export function ChatConversation({ sessionId, onSession }: { sessionId: string; onSession: (s: ChatSession | null) => void }) {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const messages = useAtomValue(chatMessagesAtom(sessionId));
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'error'>(messages ? 'ready' : 'loading');
  const [sending, setSending] = useState(false);
  const [notes, setNotes] = useState<LocalNote[]>([]);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    setState('loading');
    api.chat
      .session({ id: sessionId })
      .then((r) => {
        if (!current) return;
        chatMessageRecords.setList(store, r.messages, chatMessageRecords.listOf(sessionId));
        onSession(r.session);
        setState('ready');
      })
      .catch((err: unknown) => {
        if (!current) return;
        onSession(null);
        setState(err instanceof ApiError && (err.status === 404 || err.status === 400) ? 'missing' : 'error');
      });
    return () => {
      current = false;
    };
  }, [sessionId, store, onSession]);

  const last = messages?.[messages.length - 1];
  const awaitingReply = sending || (last?.role === 'user');
  useEffect(() => {
    // A block body: newer Chromium returns a Promise from scrollIntoView, which must not become the cleanup.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages?.length, notes.length, awaitingReply]);

  if (state === 'loading') return <p className="flex flex-1 items-center justify-center gap-2 text-sm text-slate-500"><Spinner /> Loading chat assistant...</p>;
  if (state === 'missing' || state === 'error') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-1 p-6 text-center">
        <p className="font-medium text-slate-900">No chat selected</p>
        <p className="text-sm text-slate-500">Select a chat from the sidebar or start a new one</p>
      </div>
    );
  }

  const send = async (text: string): Promise<boolean> => {
    setSending(true);
    try {
      const { message } = await api.chat.send({ id: sessionId }, { message: text });
      addChatMessage(store, message);
      return true;
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError && (err.status === 400 || err.status === 429) ? err.message : SEND_FAILED_TOAST });
      setNotes((n) => [...n, { id: `note-${Date.now()}`, content: SEND_FAILED_TEXT, createdAt: new Date().toISOString() }]);
      return false;
    } finally {
      setSending(false);
    }
  };

  const welcome = { id: 'welcome', role: 'assistant' as const, content: WELCOME_MESSAGE, products: null, status: 'ready' as const, provider: null, createdAt: messages?.[0]?.createdAt ?? new Date().toISOString() };
  return (
    <>
      {/* The list scrolls inside its own pane; `relative` keeps its sr-only labels (absolutely
          positioned) inside it instead of stretching the document below the fold. */}
      <div className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain p-4" data-testid="chat-scroll" aria-live="polite">
        <ol className="space-y-5" aria-label="Messages">
          <MessageBubble message={welcome} sessionId={sessionId} />
          {(messages ?? []).map((m) => (
            <MessageBubble key={m.id} message={m} sessionId={sessionId} />
          ))}
          {notes.map((n) => (
            <MessageBubble key={n.id} message={{ ...n, role: 'assistant', products: null, status: 'failed', provider: null }} sessionId={sessionId} />
          ))}
          {awaitingReply && (
            <li className="flex items-center gap-2 pl-11 text-sm text-slate-500" role="status">
              <Spinner /> Researching products...
            </li>
          )}
        </ol>
        <div ref={end} />
      </div>
      {mayWrite && <ChatInput disabled={awaitingReply} onSend={send} />}
    </>
  );
}
