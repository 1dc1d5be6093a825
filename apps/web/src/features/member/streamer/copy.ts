import { translator } from '../../../shared/i18n/translator';
import { showToast } from '../../../shared/notifications';

/** Copies text to the clipboard and says whether it worked. */
export async function copyWithToast(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(translator.t('streamer:copy.done'), { kind: 'success' });
  } catch {
    showToast(translator.t('streamer:copy.failed'), { kind: 'error' });
  }
}
