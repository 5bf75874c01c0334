import { Drawer, Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/render';

describe('the theme', () => {
  it("names every dialog's close button in the user's language", async () => {
    const close = i18next.t('app.close');
    expect(close).not.toBe('app.close');
    renderWithApi(
      <>
        <Modal opened onClose={() => undefined} title="Modal">
          x
        </Modal>
        <Drawer opened onClose={() => undefined} title="Drawer">
          y
        </Drawer>
      </>,
      {},
    );
    expect(await screen.findAllByRole('button', { name: close })).toHaveLength(2);
  });
});
