'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import {
  fieldA11y,
  FieldError,
  recheckWhileInvalid,
  FormReceipt,
  referenceTag,
  SendFooter,
  SentSummary,
  showFieldErrors,
  useFieldErrorText,
} from '@/components/forms/form-parts';
import { lazyZodResolver, useSchemaWhenIdle } from '@/components/forms/lazy-resolver';
import { useFormSend } from '@/components/forms/use-form-send';
import { HydratedForm } from '@/components/forms/hydrated-form';
import { postForm } from '@/lib/forms/client';
import { REFERENCE_FIELD } from '@/lib/forms/reference';
import { CONTACT_MESSAGE_FIELDS, emptyContactMessage, type ContactMessage } from './fields';
import buttonStyles from '@/components/ui/button.module.css';
import styles from '@/components/forms/form.module.css';

const schema = lazyZodResolver(() => import('./schema').then((module) => module.contactMessageSchema));

/** Once sent, the receipt takes the form's place; the email is checked on leaving the field. */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const errorText = useFieldErrorText();
  const formId = useId();
  const form = useForm<ContactMessage>({
    resolver: schema.resolver,
    defaultValues: emptyContactMessage,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  useSchemaWhenIdle(schema);
  const sender = useFormSend<ContactMessage>('contact');
  const sent = sender.receipt;

  async function send(message: ContactMessage) {
    await sender.send(
      message,
      (botTraps, transfer, reference) =>
        postForm('/api/contact', { ...message, ...botTraps, [REFERENCE_FIELD]: reference }, transfer),
      {
        emptyForm: () => reset(emptyContactMessage),
        showFieldErrors: (fieldErrors) => showFieldErrors(setError, CONTACT_MESSAGE_FIELDS, fieldErrors),
      },
    );
  }

  function writeAnother() {
    flushSync(sender.startOver);
    setFocus('name');
  }

  return (
    <HydratedForm
      className={styles.stack}
      noValidate
      aria-label={t('formName')}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      {sent ? (
        <>
          <FormReceipt title={t('sentTitle')}>
            <p>{t.rich('sentNotice', { reference: sent.reference, ...referenceTag })}</p>
            <SentSummary
              rows={[
                { label: t('message'), value: sent.values.message, excerpt: true },
                { label: t('sentReplyTo'), value: sent.values.email },
              ]}
            />
          </FormReceipt>
          <div>
            <button type="button" className={buttonStyles.button} onClick={writeAnother}>
              {t('writeAnother')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('allRequired')}</p>
          {CONTACT_MESSAGE_FIELDS.map((name) => {
            const id = `${formId}-${name}`;
            const error = errorText(errors[name]);
            const inputProps = { ...fieldA11y(id, { error, required: true }), className: styles.input };
            return (
              <div key={name} className={styles.field}>
                <label htmlFor={id} className={styles.label}>
                  {t(name)}
                </label>
                {name === 'message' ? (
                  <textarea {...inputProps} {...register(name, recheckWhileInvalid(form, name))} rows={6} />
                ) : (
                  <input
                    {...inputProps}
                    {...register(name, recheckWhileInvalid(form, name))}
                    type={name === 'email' ? 'email' : 'text'}
                    autoComplete={name}
                  />
                )}
                <FieldError id={id} error={error} />
              </div>
            );
          })}

          <SendFooter id={formId} namespace="ContactForm" sender={sender} />
        </>
      )}
    </HydratedForm>
  );
}
