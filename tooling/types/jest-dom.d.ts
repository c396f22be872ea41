// The matchers of @testing-library/jest-dom (toBeInTheDocument, …), loaded by
// tooling/jest/dom-setup.ts for every browser-side Jest project.
import '@testing-library/jest-dom';
