import { cn } from '../../../lib/cn.js';

/** Which provider produced a result: 'via SwagScout directory', 'via openai:gpt-4o-mini'. */
export function SourceNote({ source, className }: { source: string | null | undefined; className?: string }) {
  if (!source) return null;
  return <span className={cn('text-xs text-slate-500', className)}>via {source}</span>;
}
