import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { EmptyState, ErrorState } from './empty-state';

const inTheme = (ui: ReactElement) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

describe('the empty and error states', () => {
  it('says that nothing is there yet, with its illustration, the hint and the way on', () => {
    inTheme(<EmptyState title="Keine Jobs" description="Größerer Umkreis?" illustration="search" action={<a href="/x">Weiter</a>} />);
    const state = screen.getByRole('status');
    expect(state.querySelector('h2')?.textContent).toBe('Keine Jobs');
    expect(state.textContent).toContain('Größerer Umkreis?');
    expect(state.querySelector('[data-illustration="search"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/x');
  });

  it('announces an error as an alert, with the trouble drawing and a retry that calls back', () => {
    const retry = vi.fn();
    inTheme(<ErrorState title="Nicht geladen" description="Server antwortet nicht." onRetry={retry} retryLabel="Erneut versuchen" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Server antwortet nicht.');
    expect(alert.querySelector('[data-illustration="trouble"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows no retry without a label for it', () => {
    inTheme(<ErrorState title="Nicht geladen" onRetry={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
