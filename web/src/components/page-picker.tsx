import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Paging for a list: Mantine's pagination with every control named (first, previous, next, last, page n). */
export function PagePicker({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      withEdges
      getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('paging.page', { page }), 'aria-current': page === value ? 'page' : undefined })}
      data-testid="page-picker"
    />
  );
}
