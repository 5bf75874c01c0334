import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSetRecruitmentInterestMutation } from './contacts-api';

/** "Interested in being recruited?" with yes/no: the chosen answer is filled, the other outlined. */
export function RecruitmentInterest({ contactId, value }: { contactId: string; value: boolean | null }) {
  const { t } = useTranslation();
  const [set, state] = useSetRecruitmentInterestMutation();
  return (
    <Group gap="xs" data-testid="recruitment-interest" data-value={value === null ? '' : String(value)}>
      <Text size="sm">{t('contact.recruitmentInterest')}</Text>
      {([true, false] as const).map((answer) => (
        <Button
          key={String(answer)}
          size="xs"
          variant={value === answer ? 'filled' : 'default'}
          color={answer ? 'green' : 'red'}
          aria-pressed={value === answer}
          loading={state.isLoading && state.originalArgs?.interested === answer}
          onClick={() => void set({ id: contactId, interested: answer })}
          data-testid={`recruitment-interest-${answer ? 'yes' : 'no'}`}
        >
          {answer ? t('contact.yes') : t('contact.no')}
        </Button>
      ))}
    </Group>
  );
}
