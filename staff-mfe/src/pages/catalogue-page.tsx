import { CatalogueView } from '../features/catalogue/catalogue-view';
import { StaffPage } from '../shared/staff-page';

/** /catalogue, for owners and managers: packages, food, add-ons, rooms, start times and the after-hours add-ons and rates. */
export default function CataloguePage() {
  return (
    <StaffPage page="CataloguePage" action="catalogue.manage" loadingLabel="Loading the catalogue…">
      {() => <CatalogueView />}
    </StaffPage>
  );
}
