import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Parts of a page that load on demand (the calendar, a dialog) take their first load's time in a
// test too: on a busy CI machine, requiring react-day-picker can take over the default 1 s. A
// `findBy` that is wrong still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// React 19 reads a form's data (`new FormData(form, submitter)`) when its submit handler starts a
// transition, as a navigation from a search or a day picker does. jest-fixed-jsdom installs Node's
// FormData (MSW needs it), which cannot read a jsdom form: this one reads the form's named fields.
const NodeFormData = globalThis.FormData;
class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled || ((element.type === 'checkbox' || element.type === 'radio') && !element.checked)) continue;
      if (element.type === 'submit' && element !== submitter) continue;
      this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormDataOfForm as typeof FormData;
