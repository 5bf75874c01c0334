import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CandidateProfile } from '@rm/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { ProfileMetaRoute } from './profile-meta-route';

const profile: CandidateProfile = {
  id: '00000000-0000-4000-8000-000000000061',
  user_id: '00000000-0000-4000-8000-000000000062',
  first_name: 'Clara',
  last_name: 'Kandidat',
  full_name: 'Clara Kandidat',
  email: 'clara@mail.test',
  phone: '+491512345678',
  phone_confirmed_at: null,
  country: 'DE',
  language: 'de',
  profile_image_url: null,
  profile_image_thumbnail_url: null,
  meta: null,
  variant: null,
  step: 2,
  session_address: 'Invalidenstraße 1',
  updated_at: '2026-11-24T10:00:00.000Z',
};

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.getAttribute('data-testid') ?? '');
  });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the profile-meta wizard', () => {
  it('opens at the saved step with the saved address, and remembers the next step', async () => {
    const { calls } = renderWithApi(<ProfileMetaRoute />, {
      'GET /api/profile': () => ({ status: 200, body: { data: profile } }),
      'POST /profile-session/meta': () => ({ status: 200, body: { success: true } }),
    });
    expect((await screen.findByTestId('meta-step')).textContent).toBe('Step 2 of 4');
    expect(screen.getByTestId<HTMLInputElement>('meta-address').value).toBe('Invalidenstraße 1');
    fireEvent.click(screen.getByTestId('meta-next-qualification'));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/profile-session/meta')?.body).toEqual({ step: 3, address: 'Invalidenstraße 1' }),
    );
    expect(screen.getByTestId('meta-step').textContent).toBe('Step 3 of 4');
    expect(scrolled).toEqual(['meta-section-wishes']);
  });

  it('marks the sections with errors red and scrolls to the first of them', async () => {
    renderWithApi(<ProfileMetaRoute />, {
      'GET /api/profile': () => ({ status: 200, body: { data: profile } }),
      'POST /api/profile/meta': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { custom_experiences: ['Option existiert bereits.'], gdpr: ['Please agree to the processing of your data.'] },
        },
      }),
    });
    fireEvent.click(await screen.findByTestId('meta-save'));
    await waitFor(() => expect(screen.getByTestId('meta-section-qualification').getAttribute('data-invalid')).toBe('true'));
    expect(screen.getByTestId('meta-section-finish').getAttribute('data-invalid')).toBe('true');
    expect(screen.getByTestId('meta-section-person').getAttribute('data-invalid')).toBeNull();
    expect(screen.getByTestId('meta-section-wishes').getAttribute('data-invalid')).toBeNull();
    expect(scrolled).toEqual(['meta-section-qualification']);
    expect(screen.getByTestId('meta-step').textContent).toBe('Step 2 of 4');
    expect(screen.getByText('Please agree to the processing of your data.')).toBeTruthy();
    expect(screen.getByText('This option already exists.')).toBeTruthy();
  });

  it('sends every field, the birthday parts as chosen', async () => {
    const { calls } = renderWithApi(<ProfileMetaRoute />, {
      'GET /api/profile': () => ({ status: 200, body: { data: profile } }),
      'POST /api/profile/meta': () => ({ status: 200, body: { message: 'Your details were saved.', data: profile } }),
    });
    fireEvent.change(await screen.findByTestId('meta-custom-experiences'), { target: { value: 'Palliativpflege\nBeatmung' } });
    fireEvent.click(screen.getByTestId('meta-gdpr'));
    fireEvent.click(screen.getByTestId('meta-save'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/profile/meta')).toBe(true));
    const body = calls.find((call) => call.url === '/api/profile/meta')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      gdpr: true,
      address: 'Invalidenstraße 1',
      birthday_day: null,
      birthday_month: null,
      birthday_year: null,
      custom_experiences: ['Palliativpflege', 'Beatmung'],
      variant: 'default',
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'birthday_day',
        'birthday_month',
        'birthday_year',
        'country',
        'custom_educations',
        'custom_experiences',
        'custom_experiences_wanted',
        'custom_profession_group',
        'custom_work_area',
        'educations',
        'experiences',
        'experiences_wanted',
        'gdpr',
        'job_motivation',
        'job_seeking_status',
        'languages',
        'locations_wanted',
        'notes',
        'profession_groups',
        'qualifications_wanted',
        'satisfaction_with_current_employer',
        'variant',
        'weeks_until_exit',
        'wishes',
        'work_area',
        'work_experience',
        'working_since',
      ].sort(),
    );
    expect(await screen.findByText('Your details were saved.')).toBeTruthy();
  });
});
