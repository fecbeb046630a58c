import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { chatSessionRecords, chatSessionsAtom } from '../../state/chat.js';

/** The user's chat sessions (loaded once per page visit; new ones arrive as events). */
export function useChatSessions() {
  const store = useStore();
  const sessions = useAtomValue(chatSessionsAtom);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.chat
      .sessions()
      .then((r) => current && chatSessionRecords.setList(store, r.items))
      .catch((err: unknown) => current && setError(messageOf(err, 'Failed to load chat history')));
    return () => {
      current = false;
    };
  }, [store]);
  return { sessions, error };
}
