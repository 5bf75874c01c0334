import { fireEvent, screen } from '@testing-library/react';
import type { AudienceFilters } from '@rm/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { AudienceFiltersFields } from './audience-filters';

function Harness({ seen }: { seen: AudienceFilters[] }) {
  const [value, setValue] = useState<AudienceFilters>({});
  return (
    <AudienceFiltersFields
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      errors={{ 'meta.age_to': 'The highest age must not be below the lowest.' }}
    />
  );
}

describe('audience filters', () => {
  it('offers every meta filter and reports each change', () => {
    const seen: AudienceFilters[] = [];
    renderWithApi(<Harness seen={seen} />, {});
    for (const testId of [
      'filter-gender',
      'filter-age-from',
      'filter-age-to',
      'filter-work-experience',
      'filter-profession_groups',
      'filter-languages',
      'filter-employment_types',
      'filter-shifts',
      'filter-educations',
      'filter-experiences',
      'filter-driver-licence',
      'filter-willingness-to-move',
    ])
      expect(screen.getByTestId(testId)).toBeTruthy();
    fireEvent.change(screen.getByTestId('filter-age-from'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('filter-driver-licence'));
    fireEvent.click(screen.getAllByText('all of them (and)')[0] as HTMLElement);
    expect(seen.at(-1)).toMatchObject({ age_from: 25, driver_licence: true, educations_operator: 'and' });
    expect(screen.getByText('The highest age must not be below the lowest.')).toBeTruthy();
  });
});
