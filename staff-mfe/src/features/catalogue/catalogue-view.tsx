import { useState } from 'react';
import { CATALOGUE_MESSAGES, type StaffCatalogue } from '@party/domain';
import { apiErrorMessage, Badge, Button, Card, notify, PageHeader } from '@party/shared-ui';
import { StaffQueryStatus } from '../../shared/api-status';
import { changedMeanwhile, useChangeCatalogueItemMutation, useGetStaffCatalogueQuery } from './api';
import { aOne, formValues, itemInput, itemName, KINDS, type CatalogueItem, type KindSpec, type Picture } from './catalogue-kinds';
import { ItemDialog } from './item-dialog';
import { RatesForm } from './rates-form';
import kit from '../../shared/staff-kit.module.css';
import styles from './catalogue.module.css';

const sectionId = (spec: KindSpec) => `catalogue-${spec.kind}`;
const RATES_ID = 'catalogue-after-hours-rates';

/** The dialog open: adding to a kind, or changing one of its items. */
type Editing = { spec: KindSpec; item?: CatalogueItem };

/**
 * /catalogue: every kind of item the public pages offer, each listed with the hidden ones marked,
 * to add, change, hide and show; and the after-hours rates. A change shows on the public pages at
 * once; a booking keeps the prices it was sold at (decision 041).
 */
export function CatalogueView() {
  const catalogue = useGetStaffCatalogueQuery();
  const [editing, setEditing] = useState<Editing>();
  const refetch = () => void catalogue.refetch();
  return (
    <div className={kit.page}>
      <PageHeader title="Catalogue">
        What the public pages offer. A change shows there at once; a booking keeps the prices it was sold at.
      </PageHeader>
      <nav aria-label="Catalogue sections" className={styles.sections}>
        <ul>
          {KINDS.map((spec) => (
            <li key={spec.kind}>
              <a href={`#${sectionId(spec)}`}>{spec.title}</a>
            </li>
          ))}
          <li>
            <a href={`#${RATES_ID}`}>After-hours rates</a>
          </li>
        </ul>
      </nav>
      <StaffQueryStatus query={catalogue} loadingLabel="Loading the catalogue…" errorTitle="The catalogue could not be loaded">
        {catalogue.data ? (
          <>
            {KINDS.map((spec) => (
              <KindSection key={spec.kind} spec={spec} catalogue={catalogue.data!} onEdit={setEditing} onStale={refetch} />
            ))}
            <Card title="After-hours rates" id={RATES_ID}>
              <p className={styles.muted}>The whole centre hired by the hour. A hire already made keeps the rates it was sold at.</p>
              <RatesForm rates={catalogue.data.afterHoursRates} onStale={refetch} />
            </Card>
            {editing ? (
              <ItemDialog spec={editing.spec} item={editing.item} pictures={catalogue.data.pictures} onClose={() => setEditing(undefined)} onStale={refetch} />
            ) : null}
          </>
        ) : null}
      </StaffQueryStatus>
    </div>
  );
}

interface KindSectionProps {
  spec: KindSpec;
  catalogue: StaffCatalogue;
  onEdit: (editing: Editing) => void;
  onStale: () => void;
}

function KindSection({ spec, catalogue, onEdit, onStale }: KindSectionProps) {
  const items = catalogue[spec.list] as CatalogueItem[];
  return (
    <Card title={spec.title} id={sectionId(spec)} className={styles.section}>
      <Button variant="secondary" className={styles.add} onClick={() => onEdit({ spec })}>
        Add {aOne(spec.singular)}
      </Button>
      {items.length === 0 ? (
        <p className={styles.muted}>None yet.</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <ItemRow key={item.id} spec={spec} item={item} pictures={catalogue.pictures} onEdit={onEdit} onStale={onStale} />
          ))}
        </ul>
      )}
    </Card>
  );
}

interface ItemRowProps {
  spec: KindSpec;
  item: CatalogueItem;
  pictures: readonly Picture[];
  onEdit: (editing: Editing) => void;
  onStale: () => void;
}

/** An item: its name (marked when hidden), its facts, Change, and Hide or Show. */
function ItemRow({ spec, item, pictures, onEdit, onStale }: ItemRowProps) {
  const [change, { isLoading }] = useChangeCatalogueItemMutation();
  const name = itemName(spec, item);
  const facts = spec.describe(item);
  const details = spec.details?.(item);

  async function toggleHidden() {
    const input = itemInput(spec, formValues(spec.fields, item, pictures), !item.hidden);
    const result = await change({ kind: spec.kind, id: item.id, input, version: item.version });
    if (!('error' in result)) {
      const hiddenWords = spec.kind === 'packages' ? `${name} is off the public pages, still booked by phone; bookings that have it keep it.` : `${name} is off the public pages; bookings that have it keep it.`;
      notify.success(item.hidden ? 'Shown' : 'Hidden', item.hidden ? `${name} is on the public pages again.` : hiddenWords);
      return;
    }
    if (changedMeanwhile(result.error)) {
      onStale();
      notify.error(CATALOGUE_MESSAGES.changedMeanwhile, `${name} is shown below as it now is: look at it and try again.`);
      return;
    }
    notify.error(item.hidden ? 'Not shown' : 'Not hidden', apiErrorMessage(result.error));
  }

  return (
    <li className={`${styles.item} ${item.hidden ? styles.hidden : ''}`}>
      {typeof item.imageUrl === 'string' ? <img src={item.imageUrl} alt="" className={styles.thumb} width={64} height={48} /> : null}
      <div className={styles.itemFacts}>
        <p className={styles.itemName}>
          {name}
          {item.hidden ? (
            <>
              {' '}
              <Badge>Hidden</Badge>
            </>
          ) : null}
        </p>
        {facts ? <p className={styles.itemLine}>{facts}</p> : null}
        {details ? <p className={styles.itemLine}>{details}</p> : null}
        {typeof item.description === 'string' && item.description ? <p className={styles.itemLine}>{item.description}</p> : null}
        {item.hidden ? <p className={styles.itemLine}>{spec.kind === 'packages' ? CATALOGUE_MESSAGES.hiddenPackageNote : CATALOGUE_MESSAGES.hiddenNote}</p> : null}
      </div>
      <div className={styles.itemActions}>
        <Button variant="secondary" aria-label={`Change: ${name}`} onClick={() => onEdit({ spec, item })}>
          Change
        </Button>
        <Button variant="ghost" aria-label={`${item.hidden ? 'Show' : 'Hide'}: ${name}`} onClick={() => void toggleHidden()} busy={isLoading} busyLabel={item.hidden ? 'Showing…' : 'Hiding…'}>
          {item.hidden ? 'Show' : 'Hide'}
        </Button>
      </div>
    </li>
  );
}
