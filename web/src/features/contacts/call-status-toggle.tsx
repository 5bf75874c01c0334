import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCallStatusMutation } from './contacts-api';

/** Called / Not Called: flips only when the server reports success; otherwise alerts and falls back to false. */
export function CallStatusToggle({
  contactId,
  initial,
  alert = (m: string) => window.alert(m),
}: {
  contactId: string;
  initial: boolean;
  alert?: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [callMade, setCallMade] = useState(initial);
  const [update, { isLoading }] = useUpdateCallStatusMutation();
  useEffect(() => setCallMade(initial), [initial]);

  const toggle = async (): Promise<void> => {
    const wanted = !callMade;
    const result = await update({ id: contactId, call_made: wanted });
    if ('data' in result && result.data?.success === true) {
      setCallMade(wanted);
    } else if ('data' in result) {
      alert(t('contact.callStatusFailed'));
      setCallMade(false);
    } else {
      alert(t('contact.callStatusError'));
      setCallMade(false);
    }
  };

  return (
    <Switch
      checked={callMade}
      disabled={isLoading}
      onChange={() => void toggle()}
      label={callMade ? t('contact.called') : t('contact.notCalled')}
      data-testid="call-status"
    />
  );
}
