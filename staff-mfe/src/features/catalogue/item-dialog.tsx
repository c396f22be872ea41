import type { FormikProps } from 'formik';
import { CATALOGUE_MESSAGES } from '@party/domain';
import { Dialog, FormikSelectField, FormikTextAreaField, FormikTextField, notify, RadioGroup, useShownError } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { FormActions } from '../../shared/form-actions';
import { StaffForm } from '../../shared/staff-form';
import { useChangeCatalogueItemMutation, useCreateCatalogueItemMutation } from './api';
import { aOne, formValues, itemInput, itemName, itemProblems, type CatalogueItem, type FieldSpec, type FormValues, type KindSpec, type Picture } from './catalogue-kinds';
import { TheirValues, useTheirChange } from './their-change';
import styles from './catalogue.module.css';

export interface ItemDialogProps {
  spec: KindSpec;
  /** The item changed; none to add one. */
  item?: CatalogueItem;
  pictures: readonly Picture[];
  onClose: () => void;
  /** Another change came first: the list is read again. */
  onStale: () => void;
}

/**
 * Add or change an item in a dialog. A change names the version it read; when another manager's
 * change came first the API refuses it with the item as it now is, which the dialog shows above
 * the fields, keeping what was typed: saving again puts it in place of theirs (nothing is lost).
 */
export function ItemDialog({ spec, item, pictures, onClose, onStale }: ItemDialogProps) {
  const [create, created] = useCreateCatalogueItemMutation();
  const [change, changed] = useChangeCatalogueItemMutation();
  const { theirs, refused } = useTheirChange<CatalogueItem>(onStale);
  const latest = theirs ?? item;
  const title = item ? `Change ${spec.singular}: ${itemName(spec, item)}` : `Add ${aOne(spec.singular)}`;
  const error = item ? changed.error : created.error;

  async function submit(values: FormValues) {
    const input = itemInput(spec, values, latest?.hidden ?? false);
    const result = latest ? await change({ kind: spec.kind, id: latest.id, input, version: latest.version }) : await create({ kind: spec.kind, input });
    if ('error' in result) {
      refused(result.error);
      return;
    }
    const saved = String(values.name ?? values.time);
    if (!latest) notify.success('Added to the catalogue', `${saved} is on the public pages now.`);
    else notify.success('Change saved', latest.hidden ? `${saved} is changed (and still hidden).` : `${saved}: the public pages show the change now.`);
    onClose();
  }

  return (
    <Dialog open title={title} onOpenChange={(open) => (open ? undefined : onClose())}>
      <StaffForm<FormValues> label={title} initialValues={formValues(spec.fields, item, pictures)} validate={(values) => itemProblems(spec, values)} onSubmit={submit}>
        {(form) => (
          <>
            {theirs ? <TheirChange spec={spec} theirs={theirs} pictures={pictures} /> : null}
            {spec.fields.map((field) => (
              <Field key={field.name} field={field} form={form} pictures={pictures.filter((one) => !spec.pictures || one.path.startsWith(spec.pictures))} />
            ))}
            {error && !theirs ? <ApiProblem error={error} fallback={CATALOGUE_MESSAGES.saveFailed} /> : null}
            <FormActions submitLabel={item ? 'Save change' : `Add ${spec.singular}`} busyLabel="Saving…" onCancel={onClose} />
          </>
        )}
      </StaffForm>
    </Dialog>
  );
}

/** The item as another manager left it: each field's value now. */
function TheirChange({ spec, theirs, pictures }: { spec: KindSpec; theirs: CatalogueItem; pictures: readonly Picture[] }) {
  return (
    <TheirValues label="As it now is" fields={spec.fields} values={formValues(spec.fields, theirs, pictures)} empty="(none)">
      <div>
        <dt>On the public pages</dt>
        <dd>{theirs.hidden ? 'No (hidden)' : 'Yes'}</dd>
      </div>
    </TheirValues>
  );
}

/** One field as its type is typed: text, a list one a line, a choice, a picture (with its preview). */
export function Field({ field, form, pictures }: { field: FieldSpec; form: FormikProps<FormValues>; pictures: readonly Picture[] }) {
  const common = {
    label: field.label,
    name: field.name,
    hint: field.hint,
    required: !field.optional,
  };
  const value = form.values[field.name] ?? '';
  const error = useShownError(field.name);
  switch (field.type) {
    case 'textarea':
    case 'lines':
      return <FormikTextAreaField {...common} rows={field.type === 'lines' ? 5 : 3} />;
    case 'money':
    case 'hours':
      return <FormikTextField {...common} inputMode="decimal" autoComplete="off" />;
    case 'whole':
      return <FormikTextField {...common} inputMode="numeric" autoComplete="off" />;
    case 'time':
      return <FormikTextField {...common} type="time" />;
    case 'choice':
      return (
        <RadioGroup
          legend={field.label}
          name={field.name}
          value={value}
          options={[...(field.options ?? [])]}
          onChange={(value) => void form.setFieldValue(field.name, value)}
          error={error}
        />
      );
    case 'picture': {
      const chosen = pictures.find((one) => one.path === value);
      return (
        <div className={styles.picture}>
          <FormikSelectField {...common} placeholder="Choose a picture" options={pictures.map((one) => ({ value: one.path, label: pictureLabel(one.path) }))} />
          {chosen ? <img src={chosen.imageUrl} alt="" className={styles.preview} width={96} height={72} /> : null}
        </div>
      );
    }
    default:
      return <FormikTextField {...common} autoComplete="off" />;
  }
}

/** 'rooms/jungle-room.svg' as a person reads it: 'Jungle room'. */
function pictureLabel(path: string): string {
  const words = (path.split('/').pop() ?? path).replace(/\.svg$/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
