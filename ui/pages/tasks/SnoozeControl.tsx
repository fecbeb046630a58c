import { AlarmClock, ChevronDown } from 'lucide-react';
import { SNOOZE_LABELS, SNOOZE_OPTIONS, type SnoozeOption } from '../../../contracts/task-rules.js';
import { Button } from '../../components/Button.js';
import { useHeadlessUI } from '../../lib/headless-ui.js';
import { cn } from '../../lib/cn.js';

/**
 * Snooze with one click (to the next business day), and a small menu for 3 business days or next
 * week. The menu is Headless UI's (arrow keys, Escape, focus back on the button).
 */
export function SnoozeControl({ title, busy, onSnooze }: { title: string; busy: boolean; onSnooze: (option: SnoozeOption) => void }) {
  const ui = useHeadlessUI();
  const half = 'h-8 border border-slate-300 bg-white text-sm text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="inline-flex" role="group" aria-label={`Snooze ${title}`}>
      <Button variant="outline" size="sm" className="rounded-r-none" disabled={busy} onClick={() => onSnooze('1d')} aria-label={`Snooze to tomorrow: ${title}`}>
        <AlarmClock className="h-3.5 w-3.5" aria-hidden /> Snooze
      </Button>
      {ui ? (
        <ui.Menu as="div" className="relative">
          <ui.MenuButton disabled={busy} className={cn(half, '-ml-px rounded-r-md px-2')} aria-label={`More snooze options: ${title}`}>
            <ChevronDown className="h-3.5 w-3.5" aria-hidden />
          </ui.MenuButton>
          <ui.MenuItems anchor="bottom end" className="z-50 mt-1 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none">
            {SNOOZE_OPTIONS.map((option) => (
              <ui.MenuItem key={option}>
                <button type="button" onClick={() => onSnooze(option)} className="flex w-full rounded px-2 py-1.5 text-left text-sm data-[focus]:bg-slate-100">
                  {SNOOZE_LABELS[option]}
                </button>
              </ui.MenuItem>
            ))}
          </ui.MenuItems>
        </ui.Menu>
      ) : (
        <button type="button" disabled className={cn(half, '-ml-px rounded-r-md px-2')} aria-label={`More snooze options: ${title}`}>
          <ChevronDown className="h-3.5 w-3.5" aria-hidden />
        </button>
      )}
    </div>
  );
}
