import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/ui/Field';
import { FormDialog, useDialogSubmit } from '../review/FormDialog';

/** The ship API's limits on the tracking text (consoleShipmentRoutes.ship). */
const TRACKING_MIN = 3;
const TRACKING_MAX = 80;
const CARRIER_MAX = 20;

/** The carrier and its number as one tracking text, the way the member's record shows it. */
export function trackingText(carrier: string, number: string): string {
  return [carrier.trim(), number.trim()].filter(Boolean).join(' ');
}

/** Asks for the carrier and tracking number of a shipment. Render it only while open. */
export function ShipDialog({
  summary,
  onClose,
  onConfirm,
}: {
  summary: string;
  onClose: () => void;
  /** Sends the tracking text; a refusal's message is shown here, and the dialog stays open. */
  onConfirm: (tracking: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const { busy, problem, setProblem, submit } = useDialogSubmit();

  const confirm = () => {
    const tracking = trackingText(carrier, number);
    if (!number.trim() || tracking.length < TRACKING_MIN || tracking.length > TRACKING_MAX) {
      setProblem(t('shipments.trackingProblem', { min: TRACKING_MIN, max: TRACKING_MAX }));
      return;
    }
    void submit(() => onConfirm(tracking));
  };

  return (
    <FormDialog
      title={t('shipments.shipTitle')}
      confirmLabel={t('shipments.confirmShip')}
      busy={busy}
      problem={problem}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="break-words">{summary}</p>
      <TextField
        label={t('shipments.carrier')}
        placeholder={t('shipments.carrierPlaceholder')}
        value={carrier}
        maxLength={CARRIER_MAX}
        onChange={(event) => setCarrier(event.target.value)}
      />
      <TextField
        label={t('shipments.trackingNumber')}
        value={number}
        required
        maxLength={TRACKING_MAX}
        onChange={(event) => setNumber(event.target.value)}
      />
    </FormDialog>
  );
}
