import { useState, type ChangeEvent } from 'react';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form's values, and what binds a text field to one of them: its `name`, `value`, `onChange` and the
 * server's message about it (`error`, from the field errors of a 422 answer). `set(name)` is the change
 * handler alone, for fields that bind in their own way.
 */
export function useFormValues<T extends Record<string, unknown>>(initial: T | (() => T), errors: Record<string, string> | null) {
  const [form, setForm] = useState<T>(initial);
  const set =
    (name: TextKeys<T>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void => {
      const value = event.currentTarget.value;
      setForm((before) => ({ ...before, [name]: value }));
    };
  const bind = (name: TextKeys<T>) => ({ name, value: form[name] as string, onChange: set(name), error: errors?.[name] });
  return { form, setForm, set, bind };
}
