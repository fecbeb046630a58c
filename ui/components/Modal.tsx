import type { ReactNode } from 'react';
import { useHeadlessUI } from '../lib/headless-ui.js';

/** An accessible dialog: focus is trapped, Escape and the backdrop close it. */
export function Modal({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const ui = useHeadlessUI();
  if (!ui) return null;
  const { Dialog, DialogBackdrop, DialogPanel, DialogTitle } = ui;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="max-h-[90vh] w-full overflow-y-auto rounded-t-xl bg-white p-6 shadow-xl sm:max-w-md sm:rounded-xl">
          <DialogTitle className="mb-4 text-lg font-semibold">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
