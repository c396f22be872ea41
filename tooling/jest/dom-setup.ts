import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Parts of a page that load on demand (the calendar, a dialog) take their first load's time in a
// test too: on a busy CI machine, requiring react-day-picker can take over the default 1 s. A
// `findBy` that is wrong still fails, only later.
configure({ asyncUtilTimeout: 5000 });
