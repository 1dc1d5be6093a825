import i18next from 'i18next';
import { showToast } from '../../../shared/notifications';

/** Copies text to the clipboard and says whether it worked. */
export async function copyWithToast(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(i18next.t('streamer:copy.done'), { kind: 'success' });
  } catch {
    showToast(i18next.t('streamer:copy.failed'), { kind: 'error' });
  }
}
