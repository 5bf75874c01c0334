import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PersonalDataExport } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { download } from '../../lib/download';
import { useExportPersonalDataMutation } from './privacy-api';

/** Saves both files of an export: the JSON with everything, and the German summary. */
export function saveExport(exported: PersonalDataExport): void {
  const { summary_html: html, ...document } = exported;
  download(`${exported.file_name}.json`, JSON.stringify(document, null, 2), 'application/json');
  download(`${exported.file_name}.html`, html, 'text/html');
}

/** The Art. 15 export: an admin gives a reason; the person exports their own data without one. */
export function ExportPanel({ contactId, asAdmin, disabled }: { contactId: string; asAdmin: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [exportData, state] = useExportPersonalDataMutation();
  const [done, setDone] = useState<PersonalDataExport | null>(null);
  const errors = fieldErrors(state.error);

  const run = async (): Promise<void> => {
    const result = await exportData({ id: contactId, ...(asAdmin ? { reason } : {}) });
    if ('data' in result && result.data) {
      setDone(result.data.data);
      saveExport(result.data.data);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('privacy.exportTitle')}
      </Title>
      <Text size="sm">{t('privacy.exportText')}</Text>
      {asAdmin && (
        <Textarea
          label={t('privacy.exportReason')}
          description={t('privacy.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors?.reason}
          data-testid="export-reason"
        />
      )}
      <Group>
        <Button onClick={() => void run()} loading={state.isLoading} disabled={disabled} data-testid="export-run">
          {t('privacy.exportRun')}
        </Button>
        {done && (
          <Button variant="default" onClick={() => saveExport(done)} data-testid="export-again">
            {t('privacy.exportAgain')}
          </Button>
        )}
      </Group>
      {done && (
        <Alert color="green" data-testid="export-done">
          {t('privacy.exportDone', { events: done.events.length, offers: done.offers.length, unlocks: done.unlocks.length })}
        </Alert>
      )}
      {state.error && !errors ? <Alert color="red">{errorMessage(state.error)}</Alert> : null}
    </Stack>
  );
}
