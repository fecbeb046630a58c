import { toast } from 'sonner';

/** Copies text to the clipboard and says so (Copied!). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied!');
  } catch {
    toast.error('Error', { description: 'Could not copy to the clipboard' });
  }
}
