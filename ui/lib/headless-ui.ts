import { useEffect, useState } from 'react';

type HeadlessUI = typeof import('@headlessui/react');

let loaded: HeadlessUI | null = null;
let pending: Promise<HeadlessUI> | null = null;
/** Starts (or joins) the download; the UI tests await it once so a dialog opens in the same tick. */
export const preloadHeadlessUI = () =>
  (pending ??= import('@headlessui/react').then(
    (m) => (loaded = m),
    (err: unknown) => {
      pending = null; // offline for a moment: the next component to mount tries again
      throw err;
    },
  ));

/**
 * Headless UI for the app frame's menus and dialogs, loaded after the first screen has rendered
 * so that it is not part of the first download (`npm run bundle:size`): null until it arrives —
 * a few milliseconds after the first mount, long before anyone opens a menu or a dialog.
 */
export function useHeadlessUI(): HeadlessUI | null {
  const [, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (loaded === null) preloadHeadlessUI().then(() => setReady(true), () => undefined);
  }, []);
  return loaded;
}
