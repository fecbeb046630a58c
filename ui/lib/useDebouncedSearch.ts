import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search box's text that searches as you type: `run` gets the text once typing has paused for
 * SEARCH_DEBOUNCE_MS (only when the trimmed text changed), and `submit` (Enter) runs it at once.
 * Every list page's search box uses it, so they all behave alike.
 */
export function useDebouncedSearch(initial: string, run: (text: string) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(initial);
  const runRef = useRef(run);
  const textRef = useRef(text);
  const ran = useRef(initial.trim());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    runRef.current = run;
    textRef.current = text;
  });

  useEffect(() => {
    if (text.trim() === ran.current) return;
    timer.current = setTimeout(() => {
      ran.current = text.trim();
      runRef.current(text);
    }, delayMs);
    return () => clearTimeout(timer.current);
  }, [text, delayMs]);

  /** Enter: search now (again, if the text has not changed); with `next`, put that text in the box first (Clear). */
  const submit = useCallback((next?: string) => {
    clearTimeout(timer.current);
    if (next !== undefined) {
      textRef.current = next;
      setText(next);
    }
    ran.current = textRef.current.trim();
    runRef.current(textRef.current);
  }, []);

  return { text, setText, submit };
}
