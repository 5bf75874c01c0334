import { CheckIcon, type ComboboxLikeRenderOptionInput, type ComboboxItem, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a select and a multi-select say, in the user's language (spec: German 'Auswählen', 'Ausgewählt', 'Abwählen'). */
export interface SelectTexts {
  /** Shown while nothing is chosen ('Auswählen'). */
  placeholder: string;
  /** Beside a chosen option of a multi-select's list ('Ausgewählt'). */
  selected: string;
  /** What picking a chosen option again does ('Abwählen'): its tooltip. */
  deselect: string;
}

/**
 * A multi-select's option: its label, and once chosen the check mark, 'Ausgewählt' beside it and 'Abwählen'
 * as its tooltip (picking it again deselects it). The hint is not part of the option's accessible name: the
 * list says which options are chosen (`aria-selected`), and the option stays findable by its label.
 */
export function multiSelectOption(texts: SelectTexts) {
  return function MultiSelectOption({ option, checked }: ComboboxLikeRenderOptionInput<ComboboxItem>): ReactNode {
    return (
      <span
        title={checked ? texts.deselect : undefined}
        style={{ display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)', flex: 1, minWidth: 0 }}
      >
        {checked ? <CheckIcon size={12} style={{ flexShrink: 0 }} /> : null}
        <span style={{ flex: 1, minWidth: 0 }}>{option.label}</span>
        {checked ? (
          <span
            aria-hidden="true"
            data-select-hint=""
            style={{ color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-xs)' }}
          >
            {texts.selected}
          </span>
        ) : null}
      </span>
    );
  };
}

/**
 * The theme's defaults of every Select and MultiSelect: the placeholder 'Auswählen' (a screen's own placeholder,
 * such as 'Alle' on a filter, still wins), and a multi-select's options as `multiSelectOption` draws them.
 */
export function selectDefaults(texts: SelectTexts): {
  Select: { defaultProps: Partial<SelectProps> };
  MultiSelect: { defaultProps: Partial<MultiSelectProps> };
} {
  return {
    Select: { defaultProps: { placeholder: texts.placeholder } },
    MultiSelect: { defaultProps: { placeholder: texts.placeholder, renderOption: multiSelectOption(texts) } },
  };
}
