import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterScreen } from '../lib/idle';

export interface ConfirmDialogProps {
  opened: boolean;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
}

const loadModal = async () => ({ default: (await import('./confirm-dialog-modal')).ConfirmDialogModal });
const ConfirmDialogModal = lazy(loadModal);

/**
 * Asks before an action: the question, confirm and cancel. The modal's code (Mantine's modal, its scroll
 * area and its positioning library, some 27 kB compressed) is not part of the screens that ask: it loads once
 * the screen has its data and the browser is idle, or when the dialog first opens, whichever comes first, so
 * that a phone shows the screen sooner.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [shown, setShown] = useState(props.opened);
  // Once opened it stays mounted, so that it closes with its transition.
  if (props.opened && !shown) setShown(true);
  const afterScreen = useAfterScreen();
  useEffect(() => {
    if (afterScreen) void loadModal();
  }, [afterScreen]);
  return shown ? (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  ) : null;
}
