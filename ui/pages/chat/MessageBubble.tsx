import { format } from 'date-fns';
import { AlertCircle, Bot, User } from 'lucide-react';
import type { ChatMessage } from '../../../contracts/chat.js';
import { cn } from '../../lib/cn.js';
import { ProductRecommendations } from './ProductRecommendations.js';
import { useCan } from '../../state/permissions.js';

/** One turn of the conversation; assistant turns carry their product recommendations. */
export function MessageBubble({ message, sessionId }: { message: Pick<ChatMessage, 'id' | 'role' | 'content' | 'products' | 'status' | 'provider' | 'createdAt'> & Partial<Pick<ChatMessage, 'intent'>>; sessionId: string | null }) {
  // Create Document makes a proposal (records.write): not for viewers (docs/product.md#teams).
  const mayWrite = useCan('records.write');
  const mine = message.role === 'user';
  const failed = message.status === 'failed';
  return (
    <li className={cn('flex gap-3', mine && 'flex-row-reverse')}>
      <span className={cn('mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full', mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600')} aria-hidden>
        {mine ? <User className="h-4 w-4" /> : <Bot className="h-4 w-4" />}
      </span>
      <div className={cn('min-w-0', mine ? 'max-w-[85%]' : 'w-full max-w-full')}>
        <div
          className={cn(
            'inline-block max-w-full whitespace-pre-wrap break-words rounded-lg px-4 py-2.5 text-sm',
            mine ? 'bg-brand-700 text-white' : failed ? 'border border-red-200 bg-red-50 text-red-800' : 'bg-slate-100 text-slate-900',
          )}
          role={failed ? 'alert' : undefined}
        >
          {failed && <AlertCircle className="mr-1.5 inline h-4 w-4 align-text-bottom" aria-hidden />}
          {message.content}
        </div>
        <p className={cn('mt-1 text-xs text-slate-500', mine && 'text-right')}>
          <time dateTime={message.createdAt}>{format(new Date(message.createdAt), 'h:mm a')}</time>
          {!mine && message.provider && <span> · Answered by {message.provider}</span>}
        </p>
        {!mine && message.products && message.products.length > 0 && (
          <ProductRecommendations
            products={message.products}
            sessionId={sessionId}
            quantity={message.intent?.quantity ?? null}
            brief={message.intent ? { colors: message.intent.colors, deadlineDays: message.intent.deadlineDays, askedAt: message.createdAt } : null}
            canCreateDocument={mayWrite}
          />
        )}
      </div>
    </li>
  );
}
