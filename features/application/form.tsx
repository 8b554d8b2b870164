'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormReceipt, referenceTag, SendFooter, showFieldErrors } from '@/components/forms/form-parts';
import { lazyZodResolver, useSchemaWhenIdle } from '@/components/forms/lazy-resolver';
import { useFormSend } from '@/components/forms/use-form-send';
import { HydratedForm } from '@/components/forms/hydrated-form';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import { postForm } from '@/lib/forms/client';
import { REFERENCE_FIELD } from '@/lib/forms/reference';
import { lazyComponent } from '@/lib/ui/lazy-component';
import type { ApplicationChoices } from './model/choices';
import { useApplicationDraft } from './model/draft';
import {
  APPLICATION_FIELD_NAMES,
  emptyApplication,
  type ApplicationField,
  type PhotoSlot,
} from './model/field-table';
import type { OptionLists } from './model/options-answer';
import type { Application, ApplicationInput } from './model/schema';
import { applicationFormData, LANGUAGE_FIELD } from './model/wire';
import { AboutYouSection } from './sections/about-you';
import { LanguagesSection } from './sections/languages';
import { LocationSection } from './sections/location';
import { MeasuresSection } from './sections/measures';
import { PhotosSection } from './sections/photos';
import { PrivacySection } from './sections/privacy';
import { SpecialDataSection } from './sections/special-data';
import { VideoSection } from './sections/video';
import { UploadProgress } from './upload/upload-progress';
import buttonStyles from '@/components/ui/button.module.css';
import formStyles from '@/components/forms/form.module.css';
import styles from './application.module.css';

type ApplicationFormProps = {
  choices: ApplicationChoices;
  examples: Record<PhotoSlot, ReactNode>;
  notice: ReactNode;
  privacyPolicyUrl: string;
};

const schema = lazyZodResolver(() => import('./model/schema').then((module) => module.applicationSchema));

// Only when the panel failed as the page rendered: lists asked for again, apart from the first load.
const RefetchedLists = lazyComponent(() =>
  import('./controls/refetched-lists').then((module) => module.RefetchedLists),
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
  const locale = useLocale();
  const formId = useId();
  const form = useForm<ApplicationInput, unknown, Application>({
    resolver: schema.resolver,
    defaultValues: emptyApplication,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, submitCount },
  } = form;
  useSchemaWhenIdle(schema);
  const sender = useFormSend<Application>('be-a-model');
  const receipt = sender.receipt;
  // A video's length being read, a photo being shrunk: a send waits for them.
  const pendingChecks = useRef(new Map<ApplicationField, Promise<unknown>>());
  const forgetDraft = useApplicationDraft(form);

  const [fetchedLists, setFetchedLists] = useState<OptionLists | null>(null);

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
        showFieldErrors: (fieldErrors) => showFieldErrors(setError, APPLICATION_FIELD_NAMES, fieldErrors),
      },
    );
  }

  return (
    <FormProvider {...form}>
      <HydratedForm
        className={styles.form}
        noValidate
        aria-label={t('formName')}
        onKeyDown={blurOnEnter}
        onSubmit={(event) => {
          event.preventDefault();
          void Promise.all(pendingChecks.current.values()).then(() => handleSubmit(send)());
        }}
      >
        {choices.countries.length === 0 && (
          <Suspense>
            <RefetchedLists
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
          <p id={`${formId}-draft`} className={formStyles.hint}>
            {t('draft.note')}
          </p>
          <button
            type="button"
            className={buttonStyles.button}
            aria-describedby={`${formId}-draft`}
            disabled={sender.status !== 'idle'}
            onClick={startOver}
          >
            {t('draft.clear')}
          </button>
        </div>

        <AboutYouSection />
        <LocationSection countries={fetchedLists?.countries ?? choices.countries} />
        <LanguagesSection languages={fetchedLists?.languages ?? choices.languages} />
        <MeasuresSection
          measures={choices.measures}
          hairColours={choices.hairColours}
          eyeColours={choices.eyeColours}
        />
        <SpecialDataSection
          ethnicities={fetchedLists?.ethnicities ?? choices.ethnicities}
          skinTones={choices.skinTones}
        />
        <PhotosSection
          examples={examples}
          onCheck={(slot, check) => pendingChecks.current.set(slot, check)}
        />
        <VideoSection onCheck={(check) => pendingChecks.current.set('video', check)} />
        <PrivacySection notice={notice} privacyPolicyUrl={privacyPolicyUrl} />

        <SendFooter id={formId} namespace="Application" sender={sender}>
          {submitCount > 0 && Object.keys(errors).length > 0 && (
            <p role="alert" className={formStyles.problem}>
              {t('invalidNotice')}
            </p>
          )}
        </SendFooter>
        <UploadProgress sender={sender} />
      </HydratedForm>
    </FormProvider>
  );
}
