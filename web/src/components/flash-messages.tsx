import { Notification, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/store';
import { FLASH_DURATION_MS, flashExpired, type Flash } from '../lib/flash';

function FlashItem({ flash }: { flash: Flash }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(flashExpired(flash.id)), FLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, flash.id]);
  return (
    <Notification color={flash.level === 'danger' ? 'red' : 'green'} onClose={() => dispatch(flashExpired(flash.id))} data-testid="flash" data-level={flash.level}>
      {flash.message}
    </Notification>
  );
}

export function FlashMessages() {
  const flashes = useAppSelector((state) => state.flash);
  return (
    <Stack pos="fixed" top={16} right={16} style={{ zIndex: 1000 }} w={360}>
      {flashes.map((flash) => (
        <FlashItem key={flash.id} flash={flash} />
      ))}
    </Stack>
  );
}
