'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Controller, Watch } from 'react-hook-form';
import { DateField } from '@/components/forms/date-field';
import { fieldA11y, FieldError, FieldHint, recheckWhileInvalid } from '@/components/forms/form-parts';
import { GENDERS } from '@/lib/content/types';
import { isIsoDate, localIsoDate } from '@/lib/forms/dates';
import { isMinor } from '../model/applicant-age';
import { normalizeSocialHandle } from '../model/social-handle';
import { BoxInput, Section, SelectInput, TextInput, useApplicationForm, useField } from './inputs';
import formStyles from '@/components/forms/form.module.css';
import styles from '../application.module.css';

export function AboutYouSection() {
  const t = useTranslations('Application');
  const { control } = useApplicationForm();
  // Made once, so the select's options render again only when the list changes (DeferredOptions).
  const genders = useMemo(() => GENDERS.map((value) => ({ value, label: t(`genders.${value}`) })), [t]);
  return (
    <Section legend={t('sections.personal')}>
      <div className={styles.columns}>
        <TextInput name="realName" required autoComplete="name" />
        <TextInput name="nickname" autoComplete="nickname" />
        <TextInput name="email" type="email" required autoComplete="email" />
        <TextInput name="phone" type="tel" required autoComplete="tel" />
        <TextInput name="secondPhone" type="tel" />
        <BirthdateInput />
        {/* The guardian follows the birth date here, so a change does not render the whole form. */}
        <Watch
          control={control}
          name="birthdate"
          compute={(birthdate) => isIsoDate(birthdate) && isMinor(birthdate, new Date())}
          render={(minor) => (
            <>
              <TextInput
                name="guardianName"
                required={minor}
                hint={minor ? t('hints.guardianNeeded') : t('hints.guardian')}
              />
              {minor && <BoxInput name="guardianConsent" label={t('consent.guardian')} required />}
            </>
          )}
        />
        <SelectInput name="gender" choices={genders} placeholder={t('genders.none')} />
        <TextInput name="nationality" />
        <SocialInput name="instagram" />
        <SocialInput name="tiktok" />
      </div>
    </Section>
  );
}

function BirthdateInput() {
  const t = useTranslations('Application');
  const { form, id, error } = useField('birthdate');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label} data-required>
        {t('fields.birthdate')}
      </label>
      <Controller
        control={form.control}
        name="birthdate"
        render={({ field }) => (
          <DateField
            {...fieldA11y(id, { error, hint: true, required: true })}
            className={formStyles.input}
            name={field.name}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              recheckWhileInvalid(form, 'birthdate').onChange();
              // Whether a guardian is needed follows the birth date.
              recheckWhileInvalid(form, 'guardianName').onChange();
              recheckWhileInvalid(form, 'guardianConsent').onChange();
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            autoComplete="bday"
            placeholder={t('hints.datePlaceholder')}
            calendarLabel={t('hints.birthdateCalendar')}
            max={localIsoDate(new Date())}
          />
        )}
      />
      <FieldHint id={id}>
        {t('hints.birthdate')} {t('hints.minors')}
      </FieldHint>
      <FieldError id={id} error={error} />
    </div>
  );
}

function SocialInput({ name }: { name: 'instagram' | 'tiktok' }) {
  const t = useTranslations('Application');
  const { form, id, error } = useField(name);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t(`fields.${name}`)}
      </label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <input
            {...fieldA11y(id, { error, hint: true })}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              field.onChange(event);
              recheckWhileInvalid(form, name).onChange();
            }}
            // The handle is shown as it will be sent once the field is left.
            onBlur={(event) => {
              field.onChange(normalizeSocialHandle(event.target.value));
              field.onBlur();
            }}
            className={formStyles.input}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      />
      <FieldHint id={id}>{t('hints.social')}</FieldHint>
      <FieldError id={id} error={error} />
    </div>
  );
}
