import { useTranslation } from '../../shared/i18n/use-translation';
import { Dialog } from '../../shared/ui/Dialog';
import { AndroidQrCode } from './AndroidQrCode';

/** The download-app dialog opened from the quick tab (spec §2 "Dialogs"). */
export function DownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('download');
  return (
    <Dialog open={open} onClose={onClose} title={t('dialogTitle')}>
      <AndroidQrCode />
    </Dialog>
  );
}
