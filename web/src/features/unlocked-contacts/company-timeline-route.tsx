import type { CurrentUser } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { Page } from '../../components/page';
import { can } from '../../lib/feature';
import { TimelinePanel } from './timeline-panel';

/** The company's own timeline (its entries and those of its unlocked contacts), with its tasks. */
export function CompanyTimelineRoute() {
  const { t } = useTranslation();
  const viewer = useOutletContext<{ user?: CurrentUser } | undefined>()?.user;
  const companyId = viewer?.company_id ?? '';
  return (
    <Page title={t('timeline.companyTitle')}>
      {companyId ? <TimelinePanel model="company" id={companyId} companyId={companyId} showTasks={can(viewer, 'tasks')} /> : null}
    </Page>
  );
}
