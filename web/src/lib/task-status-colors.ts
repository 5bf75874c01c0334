import type { MantineColor } from '@mantine/core';
import type { TASK_STATUS_COLORS } from '@rm/domain';

/**
 * The Mantine colours of the task statuses' colours (spec: default, primary, success, info, warning, danger),
 * for every screen that shows a task status: Mantine knows none of the spec's names and draws an unknown one as
 * no colour at all.
 */
const TASK_STATUS_MANTINE_COLORS: Record<(typeof TASK_STATUS_COLORS)[number], MantineColor> = {
  default: 'gray',
  primary: 'blue',
  success: 'green',
  info: 'cyan',
  warning: 'yellow',
  danger: 'red',
};

/** The Mantine colour of a task status's colour; grey for one the list does not know. */
export const taskStatusColor = (color: string): MantineColor =>
  (TASK_STATUS_MANTINE_COLORS as Record<string, MantineColor | undefined>)[color] ?? 'gray';
