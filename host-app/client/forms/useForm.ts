import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SiteMessageKey } from '../i18n/messageKeys';

/** A field's problem: a catalog key plus the values its message needs. */
export interface FieldProblem {
  key: SiteMessageKey;
  values?: Record<string, string | number>;
}

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem | null>>;

export interface FormFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  problem: FieldProblem | null;
}

export interface UseFormOptions<F extends string> {
  initialValues: Record<F, string>;
  /** Pure: values in, problems out; runs on every change so errors clear as soon as input is fixed. */
  validate: (values: Record<F, string>) => FieldProblems<F>;
  onSubmit: (values: Record<F, string>) => void | Promise<void>;
}

/**
 * Form state with validation as data: a field shows its problem once it was left or the form
 * was submitted. On a failed submit the first field with a problem takes focus.
 */
export function useForm<F extends string>({ initialValues, validate, onSubmit }: UseFormOptions<F>) {
  const [values, setValues] = useState(initialValues);
  const [visited, setVisited] = useState<Partial<Record<F, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  const problems = useMemo(() => validate(values), [validate, values]);
  const names = Object.keys(initialValues) as F[];
  const hasProblems = names.some((name) => problems[name]);

  const field = useCallback(
    (name: F): FormFieldProps => ({
      name,
      value: values[name],
      onChange: (event) => {
        const next = event.target.value;
        setValues((previous) => ({ ...previous, [name]: next }));
      },
      onBlur: () => setVisited((previous) => (previous[name] ? previous : { ...previous, [name]: true })),
      problem: submitAttempted || visited[name] ? (problems[name] ?? null) : null,
    }),
    [values, visited, submitAttempted, problems],
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitAttempted(true);
    if (hasProblems) {
      const first = names.find((name) => problems[name]);
      const element = first ? formRef.current?.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  // The initial values are a fresh literal on every render; the first ones are the reference.
  const initialRef = useRef(initialValues);
  const setValue = useCallback((name: F, value: string) => setValues((previous) => ({ ...previous, [name]: value })), []);
  const reset = useCallback((next?: Partial<Record<F, string>>) => {
    setValues({ ...initialRef.current, ...next });
    setVisited({});
    setSubmitAttempted(false);
  }, []);

  return {
    values,
    field,
    setValue,
    reset,
    submitting,
    showSummary: submitAttempted && hasProblems,
    // Posted if the browser ever sends it by itself (before the page's script runs): the fields
    // (a password) stay out of the address. The server answers such a post with the page again.
    formProps: { ref: formRef, onSubmit: handleSubmit, noValidate: true, method: 'post' },
  };
}
