import { Toaster as Sonner } from 'sonner';

/** docs/product.md#limits: at most 3 toasts visible, 4 seconds each. */
export function Toaster() {
  return <Sonner position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton />;
}
