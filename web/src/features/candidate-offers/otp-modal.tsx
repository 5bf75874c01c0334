import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { PHONE_CODE_DAILY_LIMIT, PHONE_CODE_RESEND_SECONDS } from '@rm/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { serverText } from '../../lib/server-text';
import { useGenerateOtpMutation, useVerifyOtpMutation } from './candidate-offers-api';

/** The wait a 429 names ("Please wait 42 seconds …"), else the full lock. */
function waitOf(error: unknown): number {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  const seconds = typeof message === 'string' ? /(\d+)/.exec(message)?.[1] : undefined;
  return seconds ? Number(seconds) : PHONE_CODE_RESEND_SECONDS;
}

/** Whether a refusal is the day's limit (no code goes out until the oldest of the day's codes is a day old). */
const isDailyLimit = (error: unknown): boolean =>
  (error as { status?: unknown }).status === 429 && (error as { data?: { message?: unknown } }).data?.message === PHONE_CODE_DAILY_LIMIT;

/** Counts down to zero, a second at a time, from each new start. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * The phone one-time-code modal (spec §4): opening it requests a code by SMS, a new code only after the
 * 60 s countdown, the entered code verified; on success `onVerified` (the caller goes on, e.g. accepting).
 */
export function OtpModal({ opened, onClose, onVerified }: { opened: boolean; onClose: () => void; onVerified: () => void }) {
  const { t } = useTranslation();
  const [generate, generating] = useGenerateOtpMutation();
  const [verify, verifying] = useVerifyOtpMutation();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [left, startCountdown] = useCountdown();
  // At the day's limit no code goes out and no resend can work: only the refusal and when to try again.
  const [limited, setLimited] = useState<string | null>(null);
  const requested = useRef(false);

  const send = async (): Promise<void> => {
    const result = await generate();
    if ('error' in result && result.error) {
      if (isDailyLimit(result.error)) {
        startCountdown(0);
        setNotice(null);
        setLimited(errorMessage(result.error));
        return;
      }
      const status = (result.error as { status?: unknown }).status;
      if (status === 429) startCountdown(waitOf(result.error));
      setNotice({ text: errorMessage(result.error), tone: 'danger' });
      return;
    }
    if ('data' in result && result.data) {
      setLimited(null);
      startCountdown(result.data.retry_after);
      setNotice({ text: serverText(result.data.message), tone: 'success' });
    }
  };

  useEffect(() => {
    if (!opened) {
      requested.current = false;
      return;
    }
    if (requested.current) return;
    requested.current = true;
    setCode('');
    setCodeError(null);
    void send();
    // Once per opening (`send` is a new function every render).
  }, [opened]);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setCodeError(null);
    const result = await verify({ otp: code.trim() });
    if ('error' in result && result.error) {
      const otp = fieldErrors(result.error)?.otp;
      if (otp) setCodeError(otp);
      else setNotice({ text: errorMessage(result.error), tone: 'danger' });
      return;
    }
    if ('data' in result && result.data) {
      setNotice({ text: serverText(result.data.message), tone: 'success' });
      onVerified();
    }
  };

  if (limited)
    return (
      <Modal opened={opened} onClose={onClose} title={t('candidateOffers.otpTitle')} data-testid="otp-modal">
        <Stack>
          <Alert color="red" data-testid="otp-limit" role="alert">
            {limited}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="otp-close">
              {t('candidateOffers.otpClose')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('candidateOffers.otpTitle')} data-testid="otp-modal">
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <Text size="sm">{t('candidateOffers.otpText')}</Text>
          {notice && (
            <Alert color={notice.tone === 'success' ? 'green' : 'red'} data-testid="otp-notice" role="status">
              {notice.text}
            </Alert>
          )}
          <TextInput
            label={t('candidateOffers.otpLabel')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeError}
            required
            data-testid="otp-input"
          />
          <Group justify="space-between" wrap="wrap">
            <Button variant="default" disabled={left > 0 || generating.isLoading} onClick={() => void send()} data-testid="otp-resend">
              {left > 0 ? t('candidateOffers.otpResendIn', { seconds: left }) : t('candidateOffers.otpResend')}
            </Button>
            <Button type="submit" disabled={code.length !== 6} loading={verifying.isLoading} data-testid="otp-submit">
              {t('candidateOffers.otpSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
