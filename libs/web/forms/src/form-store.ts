import { toAsciiDigits } from '@huron/shared/i18n';

/** The element a registered field is rendered as. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FormValues = Record<string, unknown>;

/** The dotted names of a form's fields ('email', 'spouse.fullName', 'dependents.0.birthYear'); any string for an untyped form. */
export type FieldName<T> = T extends readonly (infer Item)[]
  ? `${number}` | `${number}.${FieldName<Item>}`
  : T extends object
    ? { [K in keyof T & string]: K | (NonNullable<T[K]> extends object ? `${K}.${FieldName<NonNullable<T[K]>>}` : never) }[keyof T & string]
    : never;

/** Field errors by dotted path ('email', 'dependents.0.fullName'); 'root.server' is the service's answer. */
export type FieldErrors = Readonly<Record<string, string>>;

export interface FormSnapshot {
  errors: FieldErrors;
  isSubmitting: boolean;
}

/** Props spread on an input, select or textarea: its name, its value kept in the form, and its change handler. */
export interface RegisteredField {
  name: string;
  ref(element: FieldElement | null): (() => void) | undefined;
  onChange(): void;
}

/** A schema check of the whole form: the schema's output, or the first message per field. */
export type Validate<Output> = (values: FormValues) => Promise<{ values: Output; errors?: undefined } | { errors: Record<string, string> }>;

export const SERVER_ERROR = 'root.server';

export function getPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]), source);
}

export function setPath(target: FormValues, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key, i) => {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as FormValues;
  });
  node[keys.at(-1)!] = value;
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
const isCheckable = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * Phone, amount and date fields: what an Arabic keyboard types there (٠-٩, ۰-۹) is read as ASCII digits, so the
 * schema (the API's too) validates what the visitor meant.
 */
const DIGIT_INPUT_MODES = new Set(['numeric', 'decimal', 'tel']);
const DIGIT_INPUT_TYPES = new Set(['tel', 'number', 'date']);
const takesDigits = (element: FieldElement): boolean =>
  element instanceof HTMLInputElement && (DIGIT_INPUT_TYPES.has(element.type) || DIGIT_INPUT_MODES.has(element.inputMode));

/**
 * What a field's elements hold: a radio group its checked value (null when none is), checkboxes with values the
 * checked ones, a lone checkbox without a value true or false, anything else its text.
 */
function readElements(elements: FieldElement[]): unknown {
  const first = elements[0]!;
  if (!isCheckable(first)) return takesDigits(first) ? toAsciiDigits(first.value) : first.value;
  const boxes = elements as HTMLInputElement[];
  if (first.type === 'radio') return boxes.find((box) => box.checked)?.value ?? null;
  return boxes.some((box) => box.hasAttribute('value')) ? boxes.filter((box) => box.checked).map((box) => box.value) : first.checked;
}

function writeElement(element: FieldElement, value: unknown): void {
  if (!isCheckable(element)) element.value = value == null ? '' : String(value);
  else if (element.type === 'radio') element.checked = value === element.value;
  else element.checked = Array.isArray(value) ? value.includes(element.value) : Boolean(value);
}

/**
 * The state of one form, outside React: values, errors and whether it is being sent. Inputs stay uncontrolled. A
 * field with a known value (a default, a change, a reset) has it written into its element when it mounts; a field
 * without one takes its element's, so what someone typed before the page hydrated is kept. Fields that unmount keep
 * their values.
 */
export function createFormStore<Output>({ defaultValues, validate }: { defaultValues?: FormValues; validate: Validate<Output> }) {
  let values: FormValues = clone(defaultValues) ?? {};
  let snapshot: FormSnapshot = { errors: {}, isSubmitting: false };
  let submitted = false;
  let focusOnMount: string | undefined;
  const elements = new Map<string, Set<FieldElement>>();
  const focusTargets = new Map<string, HTMLElement>();
  const registered = new Map<string, RegisteredField>();
  const stateListeners = new Set<() => void>();
  const valueListeners = new Set<(values: FormValues) => void>();
  const checks = new Map<string, number>();

  const setSnapshot = (change: Partial<FormSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    stateListeners.forEach((listener) => listener());
  };
  const mounted = (name: string) => [...(elements.get(name) ?? [])];

  const getValues = (): FormValues => clone(values);

  /** A field without a known value takes what its elements hold, once all of them have mounted (radios come one by one). */
  const adoptFromElements = (name: string) =>
    queueMicrotask(() => {
      if (elements.has(name) && getPath(values, name) === undefined) setPath(values, name, readElements(mounted(name)));
    });

  const valuesChanged = () => {
    const current = getValues();
    valueListeners.forEach((listener) => listener(current));
  };

  function setErrorsOf(name: string, found: Record<string, string>) {
    const errors = Object.fromEntries(Object.entries(snapshot.errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`)));
    for (const [key, message] of Object.entries(found)) if (key === name || key.startsWith(`${name}.`)) errors[key] = message;
    setSnapshot({ errors });
  }

  /** After the first submit each change is checked again, and only the changed field's error is updated. */
  async function recheck(name: string) {
    const run = (checks.get(name) ?? 0) + 1;
    checks.set(name, run);
    const result = await validate(getValues());
    if (checks.get(name) === run) setErrorsOf(name, result.errors ?? {});
  }

  function changed(name: string) {
    setPath(values, name, readElements(mounted(name)));
    valuesChanged();
    if (submitted) void recheck(name);
  }

  function register(name: string): RegisteredField {
    let field = registered.get(name);
    if (!field) {
      field = {
        name,
        onChange: () => changed(name),
        ref(element) {
          if (!element) return undefined;
          const own = elements.get(name) ?? new Set();
          elements.set(name, own.add(element));
          const known = getPath(values, name);
          if (known === undefined) adoptFromElements(name);
          else writeElement(element, known);
          if (focusOnMount && name.startsWith(focusOnMount)) {
            focusOnMount = undefined;
            element.focus();
          }
          return () => {
            own.delete(element);
            if (own.size === 0 && elements.get(name) === own) elements.delete(name);
          };
        },
      };
      registered.set(name, field);
    }
    return field;
  }

  function focusFirstError(errors: FieldErrors) {
    const invalid: HTMLElement[] = [...elements, ...[...focusTargets].map(([name, target]) => [name, [target]] as const)]
      .filter(([name]) => name in errors)
      .flatMap(([, own]) => [...own]);
    invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  }

  /** Checks every field with the schema and, when all pass, calls `onValid` with its output; otherwise shows the errors and focuses the first. */
  async function submit(onValid: (output: Output) => Promise<void> | void): Promise<void> {
    const { [SERVER_ERROR]: _answered, ...errors } = snapshot.errors;
    setSnapshot({ isSubmitting: true, errors });
    try {
      const result = await validate(getValues());
      submitted = true;
      setSnapshot({ errors: result.errors ?? {} });
      if (result.errors) return focusFirstError(result.errors);
      await onValid(result.values);
    } finally {
      setSnapshot({ isSubmitting: false });
    }
  }

  return {
    register,
    getValues,
    submit,
    getState: () => snapshot,
    subscribeState(listener: () => void) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    /** Calls `listener` with all values after every change. */
    subscribeValues(listener: (values: FormValues) => void) {
      valueListeners.add(listener);
      return () => void valueListeners.delete(listener);
    },
    /** One field's value as the form holds it (not a copy: read it, do not change it). */
    valueOf: (name: string): unknown => getPath(values, name),
    errorOf: (name: string): string | undefined => snapshot.errors[name],
    setError(name: string, { message }: { message: string }) {
      setSnapshot({ errors: { ...snapshot.errors, [name]: message } });
    },
    /** The element to focus when `name`, a field not rendered as an input of its own, is the first invalid one. */
    focusTarget(name: string, element: HTMLElement | null) {
      if (element) focusTargets.set(name, element);
      else focusTargets.delete(name);
    },
    /** Sets the value of a field not rendered as an input (an upload list, a field array). */
    setValue(name: string, value: unknown, { focus }: { focus?: string } = {}) {
      // A copy: the form's values change as the person types, the caller's object (a shared empty item) must not.
      setPath(values, name, clone(value));
      if (focus) focusOnMount = focus;
      valuesChanged();
      if (submitted) void recheck(name);
    },
    /** Back to `next` (which become the defaults) or to the defaults: every mounted field shows them, errors go. */
    reset(next?: FormValues) {
      if (next) defaultValues = next;
      values = clone(defaultValues) ?? {};
      submitted = false;
      for (const [name, own] of elements) {
        own.forEach((element) => writeElement(element, getPath(values, name) ?? (isCheckable(element) ? false : '')));
        adoptFromElements(name);
      }
      setSnapshot({ errors: {} });
      valuesChanged();
    },
  };
}

export type FormStore<Output> = ReturnType<typeof createFormStore<Output>>;
