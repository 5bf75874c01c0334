import {
  Alert,
  Button,
  Card,
  Group,
  JsonInput,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CUSTOMER_LEVELS, CUSTOMER_SEGMENTS, type CompanyDetail, type CompanyFlag } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDate } from '../../lib/format';
import { useAccountManagerOptionsQuery } from '../../lib/shared-api';
import { useAppDispatch } from '../../lib/store';
import {
  useApproveSepaMutation,
  useAssignAccountManagerMutation,
  useChangeConfigsMutation,
  useChangePropertiesMutation,
  useChangeSettingsMutation,
  useSetCustomerLevelMutation,
  useSetCustomerSegmentMutation,
  useToggleCompanyActiveMutation,
  useToggleAutoContactsUnlockMutation,
  useToggleDirectPayMutation,
  useToggleMarkAsVerifiedMutation,
  useToggleNoFocusMutation,
  useTogglePartnerMutation,
  useToggleSepaMutation,
} from './companies-api';
import { ConfirmDialog } from '../../components/confirm-dialog';

type Result = { data?: unknown; error?: unknown };

/** Every switch of a company; each edit names the version shown, so a change by someone else meanwhile is refused (409). */
export function CompanySwitches({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [toggleActive] = useToggleCompanyActiveMutation();
  const [toggleDirectPay] = useToggleDirectPayMutation();
  const [togglePartner] = useTogglePartnerMutation();
  const [toggleAutoUnlock] = useToggleAutoContactsUnlockMutation();
  const [toggleSepa] = useToggleSepaMutation();
  const [toggleVerified] = useToggleMarkAsVerifiedMutation();
  const [toggleNoFocus] = useToggleNoFocusMutation();
  const [askNoFocus, setAskNoFocus] = useState(false);
  const args = { id: company.id, expected_version: company.version };
  const done = (result: Result): void => {
    if ('error' in result && result.error) dispatch(flashShown(errorMessage(result.error), 'danger'));
    else dispatch(flashShown(t('flash.saved')));
  };
  const switches: Array<{ flag: CompanyFlag; checked: boolean; run: () => Promise<Result> }> = [
    { flag: 'is_active', checked: company.is_active, run: () => toggleActive(args) },
    { flag: 'direct_pay', checked: company.direct_pay, run: () => toggleDirectPay(args) },
    { flag: 'is_partner', checked: company.is_partner, run: () => togglePartner(args) },
    { flag: 'auto_contacts_unlock', checked: company.auto_drivers_unlock, run: () => toggleAutoUnlock(args) },
    { flag: 'sepa_enabled', checked: company.sepa_enabled, run: () => toggleSepa(args) },
    { flag: 'marked_as_verified', checked: company.marked_as_verified, run: () => toggleVerified(args) },
  ];
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="sm">
        {t('company.switches')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {switches.map(({ flag, checked, run }) => (
          <Switch
            key={flag}
            label={t(`company.flags.${flag}`)}
            checked={checked}
            onChange={() => void run().then(done)}
            data-testid={`switch-${flag}`}
          />
        ))}
        <Switch
          label={t('company.flags.no_focus')}
          checked={company.no_focus}
          onChange={() => (company.no_focus ? void toggleNoFocus(args).then(done) : setAskNoFocus(true))}
          data-testid="switch-no_focus"
        />
      </SimpleGrid>
      <ConfirmDialog
        opened={askNoFocus}
        message={t('company.confirmNoFocus')}
        onClose={() => setAskNoFocus(false)}
        onConfirm={() => {
          setAskNoFocus(false);
          void toggleNoFocus(args).then(done);
        }}
      />
    </Card>
  );
}

/** SEPA approval with the date the mandate was signed. */
export function SepaApproval({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [signedAt, setSignedAt] = useState('');
  const [approve, state] = useApproveSepaMutation();
  const fields = fieldErrors(state.error);
  const submit = async (): Promise<void> => {
    const result = await approve({
      id: company.id,
      signed_at: new Date(`${signedAt}T12:00:00`).toISOString(),
      expected_version: company.version,
    });
    if ('data' in result && result.data) dispatch(flashShown(t('flash.saved')));
  };
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="sm">
        {t('company.sepa')}
      </Title>
      {company.sepa_account ? (
        <Text size="sm" data-testid="sepa-signed">
          {t('company.sepaSigned', { date: formatDate(company.sepa_account.signed_at) })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {company.sepa_enabled ? t('company.sepaWaiting') : t('company.sepaOff')}
        </Text>
      )}
      <Group align="end" mt="sm">
        <TextInput
          type="date"
          label={t('company.signedAt')}
          value={signedAt}
          onChange={(e) => setSignedAt(e.currentTarget.value)}
          error={fields?.signed_at}
          data-testid="sepa-signed-at"
        />
        <Button onClick={() => void submit()} disabled={!signedAt} loading={state.isLoading} data-testid="sepa-approve">
          {t('company.approveSepa')}
        </Button>
      </Group>
      {state.error && !fields ? <Alert color="red">{errorMessage(state.error)}</Alert> : null}
    </Card>
  );
}

/** Customer level and segment, billing settings, account manager. */
export function CompanyCommercials({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const managers = useAccountManagerOptionsQuery();
  const [setLevel] = useSetCustomerLevelMutation();
  const [setSegment] = useSetCustomerSegmentMutation();
  const [assign] = useAssignAccountManagerMutation();
  const [changeSettings, settingsState] = useChangeSettingsMutation();
  const [dueDays, setDueDays] = useState<number | string>(company.due_days);
  const [goodwill, setGoodwill] = useState(company.goodwill_mode);
  const done = (result: Result): void => {
    if ('error' in result && result.error) dispatch(flashShown(errorMessage(result.error), 'danger'));
    else dispatch(flashShown(t('flash.saved')));
  };
  const fields = fieldErrors(settingsState.error);
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="sm">
        {t('company.commercials')}
      </Title>
      <Stack>
        <Group grow>
          <Select
            label={t('company.customerLevel')}
            data={[...CUSTOMER_LEVELS]}
            value={company.customer_level}
            onChange={(value) =>
              value &&
              void setLevel({
                id: company.id,
                customer_level: value as (typeof CUSTOMER_LEVELS)[number],
                expected_version: company.version,
              }).then(done)
            }
            data-testid="customer-level"
          />
          <Select
            label={t('company.segment')}
            data={CUSTOMER_SEGMENTS.map((value) => ({ value, label: t(`company.segments.${value}`) }))}
            value={company.type}
            onChange={(value) =>
              value &&
              void setSegment({
                id: company.id,
                selectedCustomerSegment: value as (typeof CUSTOMER_SEGMENTS)[number],
                expected_version: company.version,
              }).then(done)
            }
            data-testid="customer-segment"
          />
        </Group>
        <Select
          label={t('company.accountManager')}
          data={(managers.data ?? []).map((u) => ({ value: u.id, label: u.full_name }))}
          value={company.account_manager_id}
          clearable
          onChange={(value) => void assign({ id: company.id, account_manager_id: value, expected_version: company.version }).then(done)}
          data-testid="account-manager"
        />
        <Group align="end">
          <NumberInput
            label={t('company.dueDays')}
            min={0}
            max={120}
            value={dueDays}
            onChange={setDueDays}
            error={fields?.due_days}
            w={160}
            data-testid="due-days"
          />
          <Switch label={t('company.goodwill')} checked={goodwill} onChange={(e) => setGoodwill(e.currentTarget.checked)} />
          <Button
            variant="light"
            loading={settingsState.isLoading}
            onClick={() =>
              void changeSettings({
                id: company.id,
                due_days: Number(dueDays),
                goodwill_mode: goodwill,
                expected_version: company.version,
              }).then(done)
            }
            data-testid="save-settings"
          >
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A JSON editor of a key/value map; on failure the spec's message (“Error saving configs.” / “Error saving properties.”). */
function SettingsMapEditor({ company, kind }: { company: CompanyDetail; kind: 'configs' | 'properties' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState(JSON.stringify(company[kind], null, 2));
  const [failed, setFailed] = useState<string | null>(null);
  const [changeConfigs] = useChangeConfigsMutation();
  const [changeProperties] = useChangePropertiesMutation();
  const failure = kind === 'configs' ? 'Error saving configs.' : 'Error saving properties.';
  const save = async (): Promise<void> => {
    let value: unknown;
    try {
      value = JSON.parse(text || '{}');
    } catch {
      setFailed(failure);
      return;
    }
    const map = value as Record<string, string | number | boolean | null>;
    const result =
      kind === 'configs'
        ? await changeConfigs({ id: company.id, configs: map, expected_version: company.version })
        : await changeProperties({ id: company.id, properties: map, expected_version: company.version });
    if ('error' in result && result.error) {
      setFailed(failure);
    } else {
      setFailed(null);
      dispatch(flashShown(t('flash.saved')));
    }
  };
  return (
    <Stack gap="xs">
      <JsonInput
        label={t(`company.${kind}`)}
        value={text}
        onChange={setText}
        autosize
        minRows={3}
        formatOnBlur
        data-testid={`${kind}-editor`}
      />
      {failed ? (
        <Alert color="red" data-testid={`${kind}-error`}>
          {failed}
        </Alert>
      ) : null}
      <Button variant="light" onClick={() => void save()} data-testid={`save-${kind}`}>
        {t('company.save')}
      </Button>
    </Stack>
  );
}

export function CompanyConfigs({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="sm">
        {t('company.configsAndProperties')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SettingsMapEditor key={`c-${company.version}`} company={company} kind="configs" />
        <SettingsMapEditor key={`p-${company.version}`} company={company} kind="properties" />
      </SimpleGrid>
    </Card>
  );
}
