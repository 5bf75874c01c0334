import { Notification, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../lib/store';
import { FLASH_DURATION_MS, flashExpired, type Flash } from '../lib/flash';

function FlashItem({ flash }: { flash: Flash }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(flashExpired(flash.id)), FLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, flash.id]);
  return (
    <Notification
      color={flash.level === 'danger' ? 'red' : 'green'}
      onClose={() => dispatch(flashExpired(flash.id))}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      data-testid="flash"
      data-level={flash.level}
    >
      {flash.message}
    </Notification>
  );
}

/** The flash messages, top right, in a region screen readers announce. */
export function FlashMessages() {
  const { t } = useTranslation();
  const flashes = useAppSelector((state) => state.flash);
  return (
    <Stack
      component="section"
      aria-label={t('flash.label')}
      aria-live="polite"
      pos="fixed"
      top={16}
      right={16}
      style={{ zIndex: 1000, maxWidth: 'calc(100vw - 32px)' }}
      w={360}
    >
      {flashes.map((flash) => (
        <FlashItem key={flash.id} flash={flash} />
      ))}
    </Stack>
  );
}
