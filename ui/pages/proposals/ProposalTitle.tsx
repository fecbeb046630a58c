import { useLayoutEffect, useRef } from 'react';
import { PROPOSAL_TITLE_MAX } from '../../../contracts/proposals.js';
import { control } from '../../components/Field.js';
import { cn } from '../../lib/cn.js';

/**
 * The proposal's title, edited in place. A long title wraps onto more lines (a phone shows it
 * whole) instead of scrolling inside a one-line box; Enter saves as leaving the field does.
 */
export function ProposalTitle(props: { value: string; onChange: (value: string) => void; onSave: () => void; readOnly: boolean }) {
  const box = useRef<HTMLTextAreaElement>(null);
  // As tall as its text: measured after each change and when the page's width changes.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => {
      el.style.height = 'auto';
      el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fit();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [props.value]);

  return (
    <textarea
      ref={box}
      aria-label="Proposal title"
      rows={1}
      className={cn(control, 'min-w-0 max-w-3xl flex-1 resize-none overflow-hidden break-words text-xl font-semibold leading-snug')}
      value={props.value}
      // A title is one line of text: pasted line breaks become spaces.
      onChange={(e) => props.onChange(e.target.value.replace(/[\r\n]+/g, ' '))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          e.currentTarget.blur();
        }
      }}
      onBlur={props.onSave}
      readOnly={props.readOnly}
      maxLength={PROPOSAL_TITLE_MAX}
    />
  );
}
