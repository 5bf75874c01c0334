import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { AuditTrail } from '../../components/audit-trail';
import { CommentsPanel } from '../../components/comments-panel';
import { isAdmin } from '../../lib/feature';
import { flashShown } from '../../lib/flash';
import { formatDate } from '../../lib/format';
import { useAppDispatch } from '../../lib/store';
import { useCompanyQuery, useDeleteCompanyMutation } from './companies-api';
import { CompanyCommercials, CompanyConfigs, CompanySwitches, SepaApproval } from './company-settings';
import { AudiencesTab, CampaignsTab, EmployersTab, ReviewsTab, StatsTab, TransactionsTab, UnlockedTab } from './company-tabs';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** The tabs of a company, each chosen by the location hash (#campaigns …). */
export const COMPANY_TABS = [
  'employers',
  'campaigns',
  'reviews',
  'unlocked-contacts',
  'hired-unlocked-contacts',
  'audiences',
  'transactions',
  'stats',
  'history',
] as const;
type CompanyTab = (typeof COMPANY_TABS)[number];

const tabOf = (hash: string): CompanyTab => {
  const name = hash.replace(/^#/, '');
  return (COMPANY_TABS as readonly string[]).includes(name) ? (name as CompanyTab) : 'employers';
};

export function CompanyRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const viewer = useOutletContext<{ user?: CurrentUser } | undefined>()?.user;
  const { data: company, isLoading, error } = useCompanyQuery({ id });
  const [remove, removing] = useDeleteCompanyMutation();
  const [askDelete, setAskDelete] = useState(false);
  const tab = tabOf(location.hash);

  if (isLoading) return <Loader />;
  if (!company) return <Text c="red">{error ? t('company.notFound') : null}</Text>;

  const confirmDelete = async (): Promise<void> => {
    const result = await remove({ id: company.id });
    setAskDelete(false);
    if ('error' in result && result.error) {
      dispatch(flashShown(t('companies.deleteFailed'), 'danger'));
      return;
    }
    dispatch(flashShown(t('flash.saved')));
    void navigate('/companies');
  };

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={1} size="h3" data-testid="company-name">
            {company.name}
          </Title>
          <Text size="sm" c="dimmed">
            {[company.zip_code, company.city, company.country].filter(Boolean).join(' · ')} ·{' '}
            {t('company.since', { date: formatDate(company.created_at) })}
            {company.phone ? ` · ${company.phone}` : ''}
          </Text>
          <Group gap={4} mt={4}>
            {company.is_partner ? <Badge>{t('company.flags.is_partner')}</Badge> : null}
            {company.has_payment_method ? <Badge color="green">SEPA</Badge> : null}
            {company.duplicates.length > 0 ? (
              <Badge color="orange" variant="light" component={Link} to="/companies/duplicates">
                {t('company.duplicatesCount', { count: company.duplicates.length })}
              </Badge>
            ) : null}
          </Group>
        </div>
        <Button color="red" variant="light" onClick={() => setAskDelete(true)} data-testid="delete-company">
          {t('company.delete')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <CompanySwitches company={company} />
        <SepaApproval company={company} />
        <CompanyCommercials key={company.version} company={company} />
        <CompanyConfigs company={company} />
      </SimpleGrid>
      <Tabs value={tab} onChange={(value) => void navigate({ hash: value ?? '' }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {COMPANY_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
              {t(`company.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="employers" pt="md">
          <EmployersTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="campaigns" pt="md">
          <CampaignsTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="reviews" pt="md">
          <ReviewsTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="unlocked-contacts" pt="md">
          <UnlockedTab companyId={company.id} hired={false} />
        </Tabs.Panel>
        <Tabs.Panel value="hired-unlocked-contacts" pt="md">
          <UnlockedTab companyId={company.id} hired />
        </Tabs.Panel>
        <Tabs.Panel value="audiences" pt="md">
          <AudiencesTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="md">
          <TransactionsTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="stats" pt="md">
          <StatsTab companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <AuditTrail entity="company" id={company.id} />
        </Tabs.Panel>
      </Tabs>
      <Card withBorder component="section" aria-labelledby="company-comments">
        <Text component="h2" fw={600} mb="xs" id="company-comments">
          {t('comments.title')}
        </Text>
        <CommentsPanel model="company" id={company.id} canWrite={isAdmin(viewer)} />
      </Card>
      <ConfirmDialog
        opened={askDelete}
        message={t('company.confirmDelete')}
        loading={removing.isLoading}
        onClose={() => setAskDelete(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
