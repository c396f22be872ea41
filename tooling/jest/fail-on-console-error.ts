// An unexpected console.error is a bug: fail the test that caused it. A test that expects one
// replaces console.error with its own jest.spyOn(...).mockImplementation(...) first.
const originalError = console.error;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});
