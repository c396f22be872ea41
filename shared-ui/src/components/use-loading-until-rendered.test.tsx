import { renderHook, waitFor } from '@testing-library/react';
import { useLoadingUntilRendered } from './use-loading-until-rendered';

test('loading shows at once when it starts, and goes once the content has rendered', async () => {
  const seen: boolean[] = [];
  const { result, rerender } = renderHook(({ isLoading }) => {
    const shown = useLoadingUntilRendered(isLoading);
    seen.push(shown);
    return shown;
  }, { initialProps: { isLoading: true } });
  expect(result.current).toBe(true);

  seen.length = 0;
  rerender({ isLoading: false });
  await waitFor(() => expect(result.current).toBe(false));
  // The render that brought the data still showed the loading state; a deferred one, the content.
  expect(seen).toEqual([true, false]);

  seen.length = 0;
  rerender({ isLoading: true });
  // Never a render of content without its data.
  expect(seen).not.toContain(false);
  expect(result.current).toBe(true);
});
