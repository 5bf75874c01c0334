import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { EntryForm } from './entry-form';

const id = '00000000-0000-4000-8000-00000000c001';

describe('the timeline form', () => {
  it('hint under their free text not to enter health, pregnancy, religion and the like (Art. 9 GDPR, § 7 AGG)', async () => {
    for (const type of ['note', 'email', 'sms'] as const) {
      const { unmount } = renderWithApi(<EntryForm type={type} model="unlocked-contact" id={id} editing={null} onDone={() => {}} />, {});
      expect(await screen.findByText(/health, pregnancy, religion/)).toBeTruthy();
      unmount();
    }
  });
});
