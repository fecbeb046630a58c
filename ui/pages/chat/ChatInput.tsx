import { useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../../components/Button.js';

/** Enter sends, Shift+Enter adds a newline; blank text and a pending reply disable sending. */
export function ChatInput({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const send = async () => {
    const value = text.trim();
    if (!value || disabled) return;
    setText('');
    if (!(await onSend(value))) setText(value);
  };
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-input"
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        placeholder="Ask about promotional products..."
        maxLength={4000}
        className="block max-h-40 min-h-[2.75rem] flex-1 resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={disabled || !text.trim()} className="h-11 w-11">
        <SendHorizontal className="h-4 w-4" aria-hidden />
      </Button>
    </form>
  );
}
