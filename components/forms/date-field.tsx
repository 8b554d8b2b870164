'use client';

import { useRef, useState, type ComponentProps, type Ref } from 'react';
import { CalendarIcon } from '@/components/ui/icons';
import { displayToIso, isIsoDate, isoToDisplay } from '@/lib/forms/dates';
import styles from './form.module.css';

type DateFieldProps = Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'onBlur' | 'ref' | 'type' | 'min' | 'max'
> & {
  /** yyyy-MM-dd when the text is a real day; otherwise the text as typed, which the schema rejects. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  calendarLabel: string;
  /** For the calendar; typing is checked by the form's schema. */
  min?: string;
  max?: string;
};

/** dd/MM/yyyy whatever the browser's language: a native date input shows mm/dd/yyyy in an American one. */
export function DateField({
  value,
  onChange,
  onBlur,
  ref,
  calendarLabel,
  min,
  max,
  className,
  ...inputProps
}: DateFieldProps) {
  const [text, setText] = useState(() => isoToDisplay(value));
  const [shownValue, setShownValue] = useState(value);
  const pickerRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLInputElement | null>(null);

  // A value set from outside (the calendar, a reset) replaces the text; typing does not fight the cursor.
  if (value !== shownValue) {
    setShownValue(value);
    if (displayToIso(text) !== value) setText(isoToDisplay(value));
  }

  function attachText(element: HTMLInputElement | null) {
    textRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  }

  function openCalendar() {
    const picker = pickerRef.current;
    if (!picker) return;
    picker.min = min ?? '';
    picker.max = max ?? '';
    picker.value = isIsoDate(value) ? value : '';
    try {
      picker.showPicker();
    } catch {
      // No picker in this browser (or not allowed here): typing still works.
      textRef.current?.focus();
    }
  }

  return (
    <div className={styles.dateField}>
      <input
        {...inputProps}
        ref={attachText}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={className}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(displayToIso(event.target.value));
        }}
        onBlur={() => {
          setText(isoToDisplay(displayToIso(text)));
          onBlur();
        }}
      />
      <button
        type="button"
        className={styles.calendarButton}
        onClick={openCalendar}
        aria-label={calendarLabel}
      >
        <CalendarIcon width={22} height={22} />
      </button>
      <input
        ref={pickerRef}
        // Named after its field: browsers flag form inputs that have neither id nor name.
        id={inputProps.id && `${inputProps.id}-picker`}
        type="date"
        className={styles.picker}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          if (!event.target.value) return;
          onChange(event.target.value);
          textRef.current?.focus();
        }}
      />
    </div>
  );
}
