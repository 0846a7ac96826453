import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';

/** Copies where a reader can get to it without the clipboard API (older browsers, plain http). */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  return copied;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

/** 'Share Article': copies the page address and says so. */
export function ShareButton() {
  async function share() {
    const copied = await copy(window.location.href);
    if (copied) toast({ title: 'Link copied!', description: 'The article link is on your clipboard, ready to share.' });
    else toast({ title: 'Could not copy the link', description: window.location.href, variant: 'destructive' });
  }
  return (
    <Button $variant="outline" onClick={() => void share()}>
      <Share2 size={16} aria-hidden="true" />
      Share Article
    </Button>
  );
}
