import { useEffect, useRef, useState } from 'react';
import { FORM_CHILDREN_MAX, type AttendanceForm } from '@party/domain';
import { apiErrorCode, describeApiError, type ApiError } from '@party/shared-ui';
import { readAttendanceForm, saveAttendanceForm } from './api';
import { draftOf, emptyChild, errorsOf, firstErrorName, hasErrors, requestOf, type ChildField, type DraftErrors, type FamilyField, type FormDraft } from './form-draft';
import type { PreparedForm } from './prepared-form';

export type FormLoad = { status: 'loading' } | { status: 'failed'; error: ApiError } | { status: 'loaded'; form: AttendanceForm };

function preparedLoad(prepared: PreparedForm): FormLoad {
  if ('form' in prepared) return { status: 'loaded', form: prepared.form };
  return { status: 'failed', error: prepared.errorStatus === null ? { status: 'FETCH_ERROR', error: 'The API could not be reached' } : { status: prepared.errorStatus, data: '' } };
}

const NO_ERRORS: DraftErrors = { fields: {}, children: [] };

/**
 * A family's attendance form: read by its link (or from what the server read), typed, checked with
 * the contract's schema from the first Save on, saved whole with the version it was read at. A
 * failed save keeps everything typed; a form saved meanwhile elsewhere is offered again to reload;
 * a party that has started (or a form the API says is closed) reads "closed".
 */
export function useAttendanceForm(formId: string, prepared?: PreparedForm) {
  const [load, setLoad] = useState<FormLoad>(() => (prepared ? preparedLoad(prepared) : { status: 'loading' }));
  const [draft, setDraft] = useState<FormDraft | null>(() => (prepared && 'form' in prepared ? draftOf(prepared.form) : null));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const inFlight = useRef(false);
  const [attempt, setAttempt] = useState(prepared ? 0 : 1);

  useEffect(() => {
    if (attempt === 0) return undefined;
    let current = true;
    readAttendanceForm(formId).then(
      (form) => {
        if (!current) return;
        setLoad({ status: 'loaded', form });
        setDraft(draftOf(form));
      },
      (error: ApiError) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [formId, attempt]);

  const errors = checked && draft ? errorsOf(draft) : NO_ERRORS;

  const edit = (change: (draft: FormDraft) => FormDraft) => {
    setDraft((current) => (current ? change(current) : current));
    setSaved(false);
  };

  function reload() {
    setFailure(null);
    setChecked(false);
    setSaved(false);
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }

  /** Saves when the form is complete; otherwise gives the name of the first field to correct. */
  function save(): string | undefined {
    if (!draft || load.status !== 'loaded' || inFlight.current) return undefined;
    setChecked(true);
    const found = errorsOf(draft);
    if (hasErrors(found)) return firstErrorName(found, draft);
    void send(draft, load.form.version);
    return undefined;
  }

  async function send(typed: FormDraft, version: number) {
    inFlight.current = true;
    setSaving(true);
    setFailure(null);
    try {
      const form = await saveAttendanceForm(formId, requestOf(typed, version));
      setLoad({ status: 'loaded', form });
      setSaved(true);
    } catch (error) {
      const code = apiErrorCode(error as ApiError);
      const message = describeApiError(error as ApiError);
      if (code === 'attendance-form-closed') setLoad((current) => (current.status === 'loaded' ? { status: 'loaded', form: { ...current.form, open: false, closed: current.form.closed ?? 'started' } } : current));
      else setFailure({ message, stale: code === 'changed-meanwhile' });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return {
    load,
    draft,
    errors,
    saving,
    saved,
    failure,
    reload,
    save,
    canAddChild: (draft?.children.length ?? 0) < FORM_CHILDREN_MAX,
    change: (field: FamilyField, value: string) => edit((d) => ({ ...d, [field]: value })),
    changeAgree: (agree: boolean) => edit((d) => ({ ...d, agree })),
    changeChild: (key: number, field: ChildField, value: string) =>
      edit((d) => ({ ...d, children: d.children.map((child) => (child.key === key ? { ...child, [field]: value } : child)) })),
    /** Adds an empty child; gives its key, for the keyboard to go to its name. */
    addChild(): number {
      const child = emptyChild();
      edit((d) => (d.children.length < FORM_CHILDREN_MAX ? { ...d, children: [...d.children, child] } : d));
      return child.key;
    },
    removeChild: (key: number) => edit((d) => (d.children.length > 1 ? { ...d, children: d.children.filter((child) => child.key !== key) } : d)),
  };
}
