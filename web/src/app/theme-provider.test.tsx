import { Drawer, Modal, MultiSelect, Select } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
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

  describe('selects and multi-selects', () => {
    afterEach(() => i18next.changeLanguage('en'));
    const data = [
      { value: 'early', label: 'Frühdienst' },
      { value: 'night', label: 'Nachtdienst' },
    ];

    it.each([
      ['de', 'Auswählen'],
      ['en', 'Select'],
      ['pl', 'Wybierz'],
    ] as const)("say what to do while nothing is chosen (%s: '%s'); a screen's own placeholder wins", async (language, placeholder) => {
      await i18next.changeLanguage(language);
      renderWithApi(
        <>
          <Select label="Schicht" data={data} data-testid="select" />
          <MultiSelect label="Schichten" data={data} data-testid="multi-select" />
          <Select label="Filter" data={data} placeholder="Alle" data-testid="own-placeholder" />
        </>,
        {},
      );
      expect(screen.getByTestId('select').getAttribute('placeholder')).toBe(placeholder);
      expect(screen.getByTestId('multi-select').getAttribute('placeholder')).toBe(placeholder);
      expect(screen.getByTestId('own-placeholder').getAttribute('placeholder')).toBe('Alle');
    });

    it("mark a multi-select's chosen options 'Ausgewählt', which picking again deselects ('Abwählen')", async () => {
      await i18next.changeLanguage('de');
      renderWithApi(<MultiSelect label="Schichten" data={data} defaultValue={['night']} data-testid="multi-select" />, {});
      fireEvent.click(screen.getByTestId('multi-select'));
      const chosen = await screen.findByRole('option', { name: 'Nachtdienst' });
      expect(chosen.getAttribute('aria-selected')).toBe('true');
      expect(chosen.textContent).toBe('NachtdienstAusgewählt');
      expect(within(chosen).getByTitle('Abwählen')).toBeTruthy();
      const other = screen.getByRole('option', { name: 'Frühdienst' });
      expect(other.textContent).toBe('Frühdienst');
      expect(other.querySelector('[title]')).toBeNull();
    });
  });
});
