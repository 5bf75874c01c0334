import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  EDUCATIONS,
  EMPLOYMENT_TYPES,
  EXPERIENCES,
  GENDERS,
  LANGUAGES,
  PROFESSION_GROUPS,
  SHIFTS,
  type ContactDetail,
  type ContactProfile,
} from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { useEditContactMutation } from './contacts-api';

type ListKey = 'languages' | 'employment_types' | 'educations' | 'experiences' | 'profession_groups' | 'shifts';
const LISTS: ReadonlyArray<[ListKey, readonly string[]]> = [
  ['profession_groups', PROFESSION_GROUPS],
  ['languages', LANGUAGES],
  ['employment_types', EMPLOYMENT_TYPES],
  ['shifts', SHIFTS],
  ['educations', EDUCATIONS],
  ['experiences', EXPERIENCES],
];

/** The admin's contact edit form (`/contacts/:id/edit`): name, e-mail, phone and the profile audiences filter by. */
export function ContactEditForm({ contact, onDone }: { contact: ContactDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [firstName, setFirstName] = useState(contact.first_name);
  const [lastName, setLastName] = useState(contact.last_name);
  const [email, setEmail] = useState(contact.email ?? '');
  const [phone, setPhone] = useState(contact.phone ?? '');
  const [gender, setGender] = useState<string | null>(contact.gender);
  const [birthYear, setBirthYear] = useState<number | string>(contact.birth_year ?? '');
  const [profile, setProfile] = useState<ContactProfile>(contact.profile);
  const [edit, editState] = useEditContactMutation();
  const errors = fieldErrors(editState.error);
  const setList = (key: ListKey, values: string[]) => setProfile((current) => ({ ...current, [key]: values }));

  const save = async (): Promise<void> => {
    const result = await edit({
      id: contact.id,
      first_name: firstName,
      last_name: lastName,
      email: email.trim() || null,
      phone: phone.trim() || null,
      gender: gender,
      birth_year: typeof birthYear === 'number' ? birthYear : null,
      profile,
    });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      onDone();
    }
  };

  return (
    <Stack data-testid="contact-edit">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('contact.edit.firstName')}
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
          error={errors?.first_name}
          required
          data-testid="edit-first-name"
        />
        <TextInput
          label={t('contact.edit.lastName')}
          value={lastName}
          onChange={(e) => setLastName(e.currentTarget.value)}
          error={errors?.last_name}
          data-testid="edit-last-name"
        />
        <TextInput
          label={t('contact.edit.email')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors?.email}
          data-testid="edit-email"
        />
        <TextInput
          label={t('contact.edit.phone')}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={errors?.phone}
          data-testid="edit-phone"
        />
        <Select
          label={t('contact.edit.gender')}
          data={GENDERS.map((value) => ({ value, label: t(`contact.genders.${value}`) }))}
          value={gender}
          onChange={setGender}
          clearable
          data-testid="edit-gender"
        />
        <NumberInput
          label={t('contact.edit.birthYear')}
          value={birthYear}
          onChange={setBirthYear}
          min={1900}
          max={2100}
          error={errors?.birth_year}
          data-testid="edit-birth-year"
        />
        <NumberInput
          label={t('contact.edit.workExperience')}
          value={profile.work_experience ?? ''}
          onChange={(years) => setProfile({ ...profile, work_experience: typeof years === 'number' ? years : null })}
          min={0}
          max={60}
          error={errors?.['profile.work_experience']}
          data-testid="edit-work-experience"
        />
      </SimpleGrid>
      {LISTS.map(([key, values]) => (
        <MultiSelect
          key={key}
          label={t(`contact.edit.${key}`)}
          data={values.map((value) => ({ value, label: t(`profileValues.${key}.${value}`, { defaultValue: value }) }))}
          value={profile[key]}
          onChange={(selected) => setList(key, selected)}
          clearable
          data-testid={`edit-${key}`}
        />
      ))}
      <Group>
        <Switch
          label={t('contact.edit.driverLicence')}
          checked={profile.driver_licence}
          onChange={(e) => setProfile({ ...profile, driver_licence: e.currentTarget.checked })}
          data-testid="edit-driver-licence"
        />
        <Switch
          label={t('contact.edit.willingnessToMove')}
          checked={profile.willingness_to_move}
          onChange={(e) => setProfile({ ...profile, willingness_to_move: e.currentTarget.checked })}
          data-testid="edit-willingness-to-move"
        />
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('contact.edit.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={editState.isLoading} data-testid="edit-save">
          {t('contact.save')}
        </Button>
      </Group>
    </Stack>
  );
}
