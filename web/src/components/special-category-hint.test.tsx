import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../testing/render';
import { CommentsPanel } from './comments-panel';

describe('the hint about special categories of personal data', () => {
  it('stands under the comment input, and the input is described by it', async () => {
    const contactId = '00000000-0000-4000-8000-00000000c001';
    renderWithApi(<CommentsPanel model="contact" id={contactId} canWrite />, {
      [`GET /api/comments/contact/${contactId}`]: ok({ data: [] }),
    });
    const hint = await screen.findByText(/health, pregnancy, religion.*Art\. 9 GDPR, § 7 AGG/);
    const input = screen.getAllByRole('textbox')[0];
    expect(input?.getAttribute('aria-describedby')).toContain(hint.id);
  });
});
