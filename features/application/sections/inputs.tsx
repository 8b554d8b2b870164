'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  fieldA11y,
  FieldError,
  FieldHint,
  recheckWhileInvalid,
  useFieldErrorText,
} from '@/components/forms/form-parts';
import { DeferredOptions } from '../controls/deferred-options';
import type { Choice } from '../model/choices';
import type { ApplicationField, FieldOfWire } from '../model/field-table';
import type { Application, ApplicationInput } from '../model/schema';
import formStyles from '@/components/forms/form.module.css';
import styles from '../application.module.css';

/** The form's state, which the shell gives every section (FormProvider). */
export function useApplicationForm() {
  return useFormContext<ApplicationInput, unknown, Application>();
}

/** The form, the field's own id and its error's text. */
export function useField(name: ApplicationField) {
  const form = useApplicationForm();
  const errorText = useFieldErrorText();
  const id = useId();
  return { form, id, error: errorText(form.formState.errors[name]) };
}

/** A section of the form: its legend and, where it has one, the intro that describes it. */
export function Section({
  legend,
  intro,
  children,
}: {
  legend: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className={styles.section} aria-describedby={intro === undefined ? undefined : `${id}-intro`}>
      <legend className={styles.legend}>{legend}</legend>
      {intro !== undefined && (
        <p id={`${id}-intro`} className={formStyles.hint}>
          {intro}
        </p>
      )}
      {children}
    </fieldset>
  );
}

type TextInputProps = {
  name: FieldOfWire<'text'>;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
};

export function TextInput({
  name,
  type = 'text',
  autoComplete = 'off',
  required = false,
  hint,
  placeholder,
}: TextInputProps) {
  const t = useTranslations('Application.fields');
  const { form, id, error } = useField(name);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label} data-required={required || undefined}>
        {t(name)}
      </label>
      <input
        {...fieldA11y(id, { error, required, hint: hint !== undefined })}
        {...form.register(name, recheckWhileInvalid(form, name))}
        className={formStyles.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'tel' || type === 'url' ? type : undefined}
        placeholder={placeholder}
      />
      {hint !== undefined && <FieldHint id={id}>{hint}</FieldHint>}
      <FieldError id={id} error={error} />
    </div>
  );
}

type SelectInputProps = {
  name: FieldOfWire<'text'>;
  choices: readonly Choice[];
  label?: ReactNode;
  placeholder?: string;
};

export function SelectInput({ name, choices, label, placeholder }: SelectInputProps) {
  const t = useTranslations('Application');
  const { form, id, error } = useField(name);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label ?? t(`fields.${name}`)}
      </label>
      <select
        {...fieldA11y(id, { error })}
        {...form.register(name, recheckWhileInvalid(form, name))}
        className={formStyles.input}
      >
        <DeferredOptions placeholder={placeholder ?? t('choose')} choices={choices} />
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

type BoxInputProps = {
  name: FieldOfWire<'box'>;
  label: ReactNode;
  required?: boolean;
  children?: ReactNode;
};

export function BoxInput({ name, label, required = false, children }: BoxInputProps) {
  const { form, id, error } = useField(name);
  return (
    <div className={styles.consent} data-invalid={error ? true : undefined}>
      <input
        {...fieldA11y(id, { error, required })}
        {...form.register(name, recheckWhileInvalid(form, name))}
        type="checkbox"
        className={styles.checkbox}
      />
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
