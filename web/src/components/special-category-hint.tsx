import type { TextareaProps } from '@mantine/core';
import type { TFunction } from 'i18next';

/**
 * The hint under free-text inputs (timeline, comments, chat, tasks), as the input's description (so that
 * screen readers read it with the field): no special categories of personal data (Art. 9 GDPR) and nothing
 * an employer may not ask about (§ 7 AGG).
 */
export const specialCategoryHint = (t: TFunction): Pick<TextareaProps, 'description' | 'inputWrapperOrder'> => ({
  description: t('specialCategoryHint'),
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
});
