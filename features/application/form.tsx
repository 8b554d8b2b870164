'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useForm, Watch } from 'react-hook-form';
import { LanguagesField } from './languages-field';
import { LocationFields } from './location-fields';
import { PhotoSlot } from './photo-slot';
import { VideoFileField } from './video-field';
import { UploadProgress } from './upload-progress';
import { DateField } from '@/components/forms/date-field';
import {
  fieldA11y,
  FieldError,
  FormReceipt,
  referenceTag,
  FieldHint,
  recheckWhileInvalid,
  SendFooter,
  showFieldErrors,
  useFieldErrorText,
} from '@/components/forms/form-parts';
import { lazyZodResolver, useSchemaWhenIdle } from '@/components/forms/lazy-resolver';
import { useFormSend } from '@/components/forms/use-form-send';
import { HydratedForm } from '@/components/forms/hydrated-form';
import { lazyComponent } from '@/lib/ui/lazy-component';
import type { OptionLists } from './option-lists';
import {
  labelledMeasures,
  optionChoices,
  type ApplicationChoices,
  type Choice,
  type MeasureField,
} from './choices';
import { SelectOptions } from './select-options';
import { APPLICATION_FIELDS, emptyApplication } from './empty-application';
import {
  HAIR_LENGTHS,
  HAIR_TYPES,
  isMinor,
  PHOTO_SLOT_NAMES,
  type PhotoSlot as PhotoSlotName,
} from './fields';
import type { Application, ApplicationInput } from './schema';
import { normalizeSocialHandle } from './social-handle';
import { useApplicationDraft } from './draft';
import { applicationFormData, LANGUAGE_FIELD } from './wire';
import { GENDERS } from '@/lib/content/types';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import { postForm } from '@/lib/forms/client';
import { isIsoDate, localIsoDate } from '@/lib/forms/dates';
import { REFERENCE_FIELD } from '@/lib/forms/reference';
import buttonStyles from '@/components/ui/button.module.css';
import formStyles from '@/components/forms/form.module.css';
import styles from './application.module.css';

type ApplicationFormProps = {
  choices: ApplicationChoices;
  /** Each photo slot's example picture, rendered on the server. */
  examples: Record<PhotoSlotName, ReactNode>;
  /** What the applicant is told beside the consent boxes, rendered on the server. */
  notice: ReactNode;
  privacyPolicyUrl: string;
};

type TextFieldName =
  'realName' | 'nickname' | 'email' | 'phone' | 'secondPhone' | 'guardianName' | 'nationality';
type SelectFieldName =
  'gender' | 'ethnicity' | MeasureField | 'hairColour' | 'hairType' | 'hairLength' | 'eyeColour' | 'skinTone';

const schema = lazyZodResolver(() => import('./schema').then((module) => module.applicationSchema));

// Only when the panel failed as the page rendered, with react-query, apart from the form's first load.
const MissingOptionLists = lazyComponent(() =>
  import('./missing-option-lists').then((module) => module.MissingOptionLists),
);

/** Enter in a one-line field leaves the field instead of sending a half-filled form. */
function blurOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
  if (['checkbox', 'radio', 'file', 'submit', 'button'].includes(target.type)) return;
  event.preventDefault();
  target.blur();
}

// Fields are checked when left, never while typing, and again as they are corrected. 2.5 s after
// Submitted everything empties, photos included; a failed send keeps everything.
export function ApplicationForm({ choices, examples, notice, privacyPolicyUrl }: ApplicationFormProps) {
  const t = useTranslations('Application');
  const errorText = useFieldErrorText();
  const locale = useLocale();
  const formId = useId();
  const form = useForm<ApplicationInput, unknown, Application>({
    resolver: schema.resolver,
    defaultValues: emptyApplication,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    trigger,
    formState: { errors, submitCount },
  } = form;
  useSchemaWhenIdle(schema);
  const sender = useFormSend<Application>('be-a-model');
  const receipt = sender.receipt;
  const videoCheck = useRef<Promise<unknown>>(Promise.resolve());
  const photoChecks = useRef(new Map<PhotoSlotName, Promise<unknown>>());
  const forgetDraft = useApplicationDraft(form);

  // Lists the server could not get from the panel when it rendered the page are asked for again.
  const [fetchedLists, setFetchedLists] = useState<OptionLists | null>(null);
  const countries = fetchedLists?.countries ?? choices.countries;
  const languages = fetchedLists?.languages ?? choices.languages;
  const ethnicities = fetchedLists?.ethnicities ?? choices.ethnicities;
  const measures = useMemo(() => labelledMeasures(choices.measures, locale), [choices.measures, locale]);
  // Lists made once, so each select's options render again only when their list changes (SelectOptions).
  const fixedChoices = useMemo(
    () => ({
      genders: GENDERS.map((value) => ({ value, label: t(`genders.${value}`) })),
      ethnicities: optionChoices(ethnicities),
      hairTypes: HAIR_TYPES.map(({ value, key }) => ({ value, label: t(`hairTypes.${key}`) })),
      hairLengths: HAIR_LENGTHS.map(({ value, key }) => ({ value, label: t(`hairLengths.${key}`) })),
    }),
    [t, ethnicities],
  );

  const id = (name: string) => `${formId}-${name}`;
  const hasErrors = Object.keys(errors).length > 0;

  /** A new, empty application: after Sent, and on Clear form. */
  function startOver() {
    reset(emptyApplication);
    forgetDraft();
  }

  async function send(application: Application) {
    await sender.send(
      application,
      async (botTraps, transfer, reference) => {
        const sentReference = await postForm(
          '/api/be-a-model',
          applicationFormData(application, {
            [LANGUAGE_FIELD]: locale,
            [REFERENCE_FIELD]: reference,
            [HONEYPOT_FIELD]: botTraps[HONEYPOT_FIELD],
            [FILL_TIME_FIELD]: String(botTraps[FILL_TIME_FIELD]),
          }),
          transfer,
        );
        // Sent: a reload before the form empties must not bring the application back.
        forgetDraft();
        return sentReference;
      },
      {
        emptyForm: startOver,
        showFieldErrors: (fieldErrors) => showFieldErrors(setError, APPLICATION_FIELDS, fieldErrors),
      },
    );
  }

  function textField(
    name: TextFieldName,
    options: { type?: 'email' | 'tel'; autoComplete?: string; required?: boolean; hint?: ReactNode } = {},
  ) {
    const error = errorText(errors[name]);
    const required = options.required ?? false;
    return (
      <div className={formStyles.field}>
        <label htmlFor={id(name)} className={formStyles.label} data-required={required || undefined}>
          {t(`fields.${name}`)}
        </label>
        <input
          {...fieldA11y(id(name), { error, required, hint: options.hint !== undefined })}
          {...register(name, recheckWhileInvalid(form, name))}
          className={formStyles.input}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.type === 'tel' ? 'tel' : undefined}
        />
        {options.hint !== undefined && <FieldHint id={id(name)}>{options.hint}</FieldHint>}
        <FieldError id={id(name)} error={error} />
      </div>
    );
  }

  function selectField(name: SelectFieldName, choicesOf: Choice[], label: ReactNode = t(`fields.${name}`)) {
    const error = errorText(errors[name]);
    return (
      <div className={formStyles.field}>
        <label htmlFor={id(name)} className={formStyles.label}>
          {label}
        </label>
        <select
          {...fieldA11y(id(name), { error })}
          {...register(name, recheckWhileInvalid(form, name))}
          className={formStyles.input}
        >
          <SelectOptions
            placeholder={name === 'gender' ? t('genders.none') : t('choose')}
            choices={choicesOf}
          />
        </select>
        <FieldError id={id(name)} error={error} />
      </div>
    );
  }

  function socialField(name: 'instagram' | 'tiktok') {
    const error = errorText(errors[name]);
    return (
      <div className={formStyles.field}>
        <label htmlFor={id(name)} className={formStyles.label}>
          {t(`fields.${name}`)}
        </label>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <input
              {...fieldA11y(id(name), { error, hint: true })}
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
        <FieldHint id={id(name)}>{t('hints.social')}</FieldHint>
        <FieldError id={id(name)} error={error} />
      </div>
    );
  }

  function checkboxField(
    name: 'guardianConsent' | 'consentSpecial' | 'privacy',
    label: ReactNode,
    { required = false, children }: { required?: boolean; children?: ReactNode } = {},
  ) {
    const error = errorText(errors[name]);
    return (
      <div className={styles.consent} data-invalid={error ? true : undefined}>
        <input
          {...fieldA11y(id(name), { error, required })}
          {...register(name, recheckWhileInvalid(form, name))}
          type="checkbox"
          className={styles.checkbox}
        />
        <label htmlFor={id(name)}>{label}</label>
        {children}
        <FieldError id={id(name)} error={error} />
      </div>
    );
  }

  // The gender and the birth date change a label and a field, which follow them on their own (Watch):
  // watched here, each change would render the whole form again.
  const bustLabel = (
    <Watch
      control={control}
      name="gender"
      render={(gender) =>
        t(gender === 'woman' ? 'fields.bustWoman' : gender === 'man' ? 'fields.bustMan' : 'fields.bust')
      }
    />
  );

  return (
    <HydratedForm
      className={styles.form}
      noValidate
      aria-label={t('formName')}
      onKeyDown={blurOnEnter}
      onSubmit={(event) => {
        event.preventDefault();
        // A video's length may still be being read, a photo still be shrunk: wait, so the check sees them.
        void Promise.all([videoCheck.current, ...photoChecks.current.values()]).then(() =>
          handleSubmit(send)(),
        );
      }}
    >
      {choices.countries.length === 0 && (
        <Suspense>
          <MissingOptionLists
            query={`language=${locale}&countries=1&languages=1&ethnicities=1`}
            onLoaded={setFetchedLists}
          />
        </Suspense>
      )}
      {receipt !== null && (
        <FormReceipt title={t('receipt.title')}>
          <p>{t.rich('receipt.textWithReference', { reference: receipt.reference, ...referenceTag })}</p>
        </FormReceipt>
      )}
      <p className={formStyles.hint}>{t('requiredNote')}</p>
      <div className={styles.draft}>
        <p id={id('draft')} className={formStyles.hint}>
          {t('draft.note')}
        </p>
        <button
          type="button"
          className={buttonStyles.button}
          aria-describedby={id('draft')}
          disabled={sender.status !== 'idle'}
          onClick={startOver}
        >
          {t('draft.clear')}
        </button>
      </div>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('sections.personal')}</legend>
        <div className={styles.columns}>
          {textField('realName', { required: true, autoComplete: 'name' })}
          {textField('nickname', { autoComplete: 'nickname' })}
          {textField('email', { type: 'email', required: true, autoComplete: 'email' })}
          {textField('phone', { type: 'tel', required: true, autoComplete: 'tel' })}
          {textField('secondPhone', { type: 'tel' })}
          <div className={formStyles.field}>
            <label htmlFor={id('birthdate')} className={formStyles.label} data-required>
              {t('fields.birthdate')}
            </label>
            <Controller
              control={control}
              name="birthdate"
              render={({ field }) => (
                <DateField
                  {...fieldA11y(id('birthdate'), {
                    error: errorText(errors.birthdate),
                    hint: true,
                    required: true,
                  })}
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
            <p id={`${id('birthdate')}-hint`} className={formStyles.hint}>
              {t('hints.birthdate')} {t('hints.minors')}
            </p>
            <FieldError id={id('birthdate')} error={errorText(errors.birthdate)} />
          </div>
          <Watch
            control={control}
            name="birthdate"
            compute={(birthdate) => isIsoDate(birthdate) && isMinor(birthdate, new Date())}
            render={(minor) => (
              <>
                {textField('guardianName', {
                  required: minor,
                  autoComplete: 'off',
                  hint: minor ? t('hints.guardianNeeded') : t('hints.guardian'),
                })}
                {minor && checkboxField('guardianConsent', t('consent.guardian'), { required: true })}
              </>
            )}
          />
          {selectField('gender', fixedChoices.genders)}
          {textField('nationality')}
          {socialField('instagram')}
          {socialField('tiktok')}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('sections.location')}</legend>
        <LocationFields
          control={control}
          idPrefix={formId}
          locale={locale}
          countries={countries}
          errorText={errorText}
        />
      </fieldset>

      <LanguagesField control={control} languages={languages} error={errorText(errors.languages)} />

      <fieldset className={styles.section} aria-describedby={id('measures-intro')}>
        <legend className={styles.legend}>{t('sections.measures')}</legend>
        <p id={id('measures-intro')} className={formStyles.hint}>
          {t('hints.measures')}
        </p>
        <div className={styles.columns}>
          {selectField('height', measures.height)}
          {selectField('bust', measures.bust, bustLabel)}
          {selectField('waist', measures.waist)}
          {selectField('hips', measures.hips)}
          {selectField('shoes', measures.shoes)}
          {selectField('jeans', measures.jeans)}
          {selectField('hairColour', choices.hairColours)}
          {selectField('hairType', fixedChoices.hairTypes)}
          {selectField('hairLength', fixedChoices.hairLengths)}
          {selectField('eyeColour', choices.eyeColours)}
        </div>
      </fieldset>

      <fieldset className={styles.section} aria-describedby={id('special-intro')}>
        <legend className={styles.legend}>{t('sections.special')}</legend>
        <p id={id('special-intro')} className={formStyles.hint}>
          {t('hints.special')}
        </p>
        <div className={styles.columns}>
          {selectField('ethnicity', fixedChoices.ethnicities)}
          {selectField('skinTone', choices.skinTones)}
        </div>
        {checkboxField('consentSpecial', t('consent.special'))}
      </fieldset>

      <fieldset className={styles.section} aria-describedby={id('photos-intro')}>
        <legend className={styles.legend}>{t('sections.photos')}</legend>
        <p id={id('photos-intro')} className={formStyles.hint}>
          {t('hints.photos')}
        </p>
        <div className={styles.photoGrid}>
          {PHOTO_SLOT_NAMES.map((slot) => (
            <Controller
              key={slot}
              control={control}
              name={slot}
              render={({ field }) => (
                <PhotoSlot
                  slot={slot}
                  id={id(slot)}
                  example={examples[slot]}
                  file={field.value instanceof File ? field.value : null}
                  error={errorText(errors[slot])}
                  inputRef={field.ref}
                  onChange={(file) => {
                    field.onChange(file);
                    void trigger(slot);
                  }}
                  onCheck={(check) => photoChecks.current.set(slot, check)}
                />
              )}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.section} aria-describedby={id('video-intro')}>
        <legend className={styles.legend}>{t('sections.video')}</legend>
        <p id={id('video-intro')} className={formStyles.hint}>
          {t('hints.video')}
        </p>
        <div className={styles.columns}>
          <div className={formStyles.field}>
            <label htmlFor={id('videoLink')} className={formStyles.label}>
              {t('fields.videoLink')}
            </label>
            <input
              {...fieldA11y(id('videoLink'), { error: errorText(errors.videoLink) })}
              {...register('videoLink', recheckWhileInvalid(form, 'videoLink'))}
              className={formStyles.input}
              type="url"
              inputMode="url"
              // Not autocomplete="url": that names the visitor's own home page, which this is not.
              autoComplete="off"
              placeholder="https://"
            />
            <FieldError id={id('videoLink')} error={errorText(errors.videoLink)} />
          </div>
          <Controller
            control={control}
            name="video"
            render={({ field }) => (
              <VideoFileField
                id={id('video')}
                value={field.value ?? null}
                error={errorText(errors.video)}
                inputRef={field.ref}
                onCheck={(check) => {
                  videoCheck.current = check;
                }}
                onChange={(value, settled) => {
                  field.onChange(value);
                  if (settled) void trigger('video');
                }}
              />
            )}
          />
        </div>
      </fieldset>

      {notice}
      {checkboxField('privacy', t('privacy.statement'), {
        required: true,
        children: (
          <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" className={styles.privacyLink}>
            {t('privacy.link')} <span className="visually-hidden">{t('privacy.opensInNewTab')}</span>
          </a>
        ),
      })}

      <SendFooter id={formId} namespace="Application" sender={sender}>
        {submitCount > 0 && hasErrors && (
          <p role="alert" className={formStyles.problem}>
            {t('invalidNotice')}
          </p>
        )}
      </SendFooter>
      <UploadProgress sender={sender} />
    </HydratedForm>
  );
}
